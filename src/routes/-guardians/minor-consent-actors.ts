/** The minor's notice wired to the app: the invitation sent again (src/api/guardians), its toasts, and the state read again. */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { guardianStateQuery, resendGuardianInvitation } from '@/api/guardians/queries';
import { minorConsentMachine } from '@/machines/guardians/minorConsent.machine';
import { m } from '@/paraglide/messages';
import { showMessageToasts, showToast } from '@/ui/feedback/show-toast';

export function provideMinorConsent({ http, queryClient }: { http: HttpClient; queryClient: QueryClient }) {
  return minorConsentMachine.provide({
    actors: { resendInvitation: fromPromise(() => resendGuardianInvitation(http)) },
    actions: {
      showSent: () => showToast('success', m.guardian_noticeSent()),
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      reload: () => void queryClient.invalidateQueries({ queryKey: guardianStateQuery(http).queryKey }),
    },
  });
}
