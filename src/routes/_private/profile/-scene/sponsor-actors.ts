/**
 * The sponsor flow wired to the app: the save of the guardian (src/api/profile), its toasts, and
 * the stored profile refreshed once a guardian is on record.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { saveLegalRepresentative } from '@/api/profile/legal-representative';
import { profileQuery } from '@/api/profile/queries';
import { GUARDIANS_KEY } from '@/api/guardians/keys';
import { sponsorMachine } from '@/machines/profile/sponsor.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

export function provideSponsor({ http, queryClient }: { http: HttpClient; queryClient: QueryClient }) {
  return sponsorMachine.provide({
    actors: { saveLegalRepresentative: fromPromise(({ input }) => saveLegalRepresentative(http, input)) },
    actions: {
      showSuccess: () => showMessageToast('success', 'status:default.success'),
      showSaveFailed: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      guardianSaved: () => {
        void queryClient.invalidateQueries({ queryKey: profileQuery(http).queryKey });
        // Saving the guardian sent the consent invitation (docs/product/guardians.md, Rules).
        void queryClient.invalidateQueries({ queryKey: [GUARDIANS_KEY] });
      },
    },
  });
}
