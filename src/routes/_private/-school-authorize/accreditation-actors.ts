/**
 * The accreditation flow wired to the app: the INEP lookup and the request (src/api/school) and
 * the toasts. The school-authorize screen runs the machine this returns.
 */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { findSchoolByInep, requestAccreditation } from '@/api/school/accreditation';
import { accreditationMachine } from '@/machines/school/accreditation.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

export function provideAccreditation(http: HttpClient) {
  return accreditationMachine.provide({
    actors: {
      findSchool: fromPromise(({ input }) => findSchoolByInep(http, input)),
      requestAccreditation: fromPromise(({ input }) => requestAccreditation(http, input)),
    },
    actions: {
      showSuccess: () => showMessageToast('success', 'status:schoolAuthorize.confirmationSent'),
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
    },
  });
}
