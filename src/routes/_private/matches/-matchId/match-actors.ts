/** The match page's flow wired to its requests (src/api/play), toasts and the reload of the event's play. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import type { MatchDetail } from '@/contract/play';
import { claimNoShow, confirmMatch, disputeMatch, reportMatch } from '@/api/play/matches';
import { matchReportMachine } from '@/machines/play/matchReport.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

/** `reload` gets the match the flow holds after an action: the server's answer when it gave one. */
export function provideMatchReport({ http, reload }: { http: HttpClient; reload: (match: MatchDetail) => void }) {
  return matchReportMachine.provide({
    actors: {
      report: fromPromise(({ input }) => reportMatch(http, input.matchId, input.report)),
      confirm: fromPromise(({ input }) => confirmMatch(http, input)),
      dispute: fromPromise(({ input }) => disputeMatch(http, input.matchId, input.dispute)),
      claimNoShow: fromPromise(({ input }) => claimNoShow(http, input)),
    },
    actions: {
      showDone: (_, { messageKey }) => showMessageToast('success', messageKey),
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      reload: ({ context }) => reload(context.match),
    },
  });
}
