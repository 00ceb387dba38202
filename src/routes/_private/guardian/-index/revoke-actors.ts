/** Withdrawing consent wired to the app: the request (src/api/guardians), its toasts, and the list reloaded. */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { GUARDIANS_KEY } from '@/api/guardians/keys';
import { revokeGuardianship } from '@/api/guardians/queries';
import { revokeConsentMachine } from '@/machines/guardians/revokeConsent.machine';
import { m } from '@/paraglide/messages';
import { showMessageToasts, showToast } from '@/ui/feedback/show-toast';

export function provideRevokeConsent({ http, queryClient }: { http: HttpClient; queryClient: QueryClient }) {
  return revokeConsentMachine.provide({
    actors: { revoke: fromPromise(({ input }) => revokeGuardianship(http, input)) },
    actions: {
      showRevoked: (_, { firstName }) => showToast('success', m.guardian_revoked({ name: firstName })),
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      reload: () => void queryClient.invalidateQueries({ queryKey: [GUARDIANS_KEY] }),
    },
  });
}
