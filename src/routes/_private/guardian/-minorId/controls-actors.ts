/** A guardian's controls wired to the app: the request (src/api/guardians), its toasts, and the minor's data reloaded. */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { GUARDIANS_KEY } from '@/api/guardians/keys';
import { saveGuardianControls } from '@/api/guardians/minor-activity';
import { guardianControlsMachine } from '@/machines/guardians/guardianControls.machine';
import { m } from '@/paraglide/messages';
import { showMessageToasts, showToast } from '@/ui/feedback/show-toast';

export function provideGuardianControls({ http, queryClient, firstName }: { http: HttpClient; queryClient: QueryClient; firstName: string }) {
  return guardianControlsMachine.provide({
    actors: { save: fromPromise(({ input }) => saveGuardianControls(http, input.minorId, input.controls)) },
    actions: {
      showSaved: () => showToast('success', m.guardian_controlsSaved({ name: firstName })),
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      reload: () => void queryClient.invalidateQueries({ queryKey: [GUARDIANS_KEY] }),
    },
  });
}
