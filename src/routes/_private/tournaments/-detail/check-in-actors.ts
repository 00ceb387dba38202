/** The check-in flow wired to the tournament detail: the requests (src/api/play), toasts and the reload of the event's play. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { checkIn, undoCheckIn } from '@/api/play/queries';
import { translate } from '@/domain/messages';
import { checkInMachine } from '@/machines/play/checkIn.machine';
import { showToast } from '@/ui/feedback/show-toast';

export function provideCheckIn({ http, reload }: { http: HttpClient; reload: () => void }) {
  return checkInMachine.provide({
    actors: {
      checkIn: fromPromise(({ input }) => checkIn(http, input)),
      undoCheckIn: fromPromise(({ input }) => undoCheckIn(http, input)),
    },
    actions: {
      showDone: (_, { messageKey }) => showToast('success', translate(messageKey)),
      showRequestErrors: (_, { messageKeys }) => messageKeys.forEach((key) => showToast('error', translate(key))),
      reload: () => reload(),
    },
  });
}
