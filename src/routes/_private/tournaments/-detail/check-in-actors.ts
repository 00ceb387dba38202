/** The check-in flow wired to the tournament detail: the requests (src/api/play), toasts and the reload of the event's play. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { checkIn, undoCheckIn } from '@/api/play/check-in';
import { checkInMachine } from '@/machines/play/checkIn.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

export function provideCheckIn({ http, reload }: { http: HttpClient; reload: () => void }) {
  return checkInMachine.provide({
    actors: {
      checkIn: fromPromise(({ input }) => checkIn(http, input)),
      undoCheckIn: fromPromise(({ input }) => undoCheckIn(http, input)),
    },
    actions: {
      showDone: (_, { messageKey }) => showMessageToast('success', messageKey),
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      reload: () => reload(),
    },
  });
}
