/** The school's answer to an accreditation request wired to the app: the request (src/api/school) and its toasts. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { answerAccreditationLink } from '@/api/school/accreditation-link';
import { accreditationLinkMachine } from '@/machines/school/accreditationLink.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

export function provideAccreditationLink(http: HttpClient) {
  return accreditationLinkMachine.provide({
    actors: { answer: fromPromise(({ input }) => answerAccreditationLink(http, input.token, input.answer)) },
    actions: {
      showAnswer: (_, { messageKey }) => showMessageToast('success', messageKey),
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
    },
  });
}
