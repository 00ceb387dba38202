/**
 * The personal-data flow wired to the app: the save (src/api/profile), its toasts, and the stored
 * profile refreshed after a save.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { savePersonalData } from '@/api/profile/personal-data';
import { profileQuery } from '@/api/profile/queries';
import { personalDataMachine } from '@/machines/profile/personalData.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

export function providePersonalData({ http, queryClient }: { http: HttpClient; queryClient: QueryClient }) {
  return personalDataMachine.provide({
    actors: { savePersonalData: fromPromise(({ input }) => savePersonalData(http, input)) },
    actions: {
      showSuccess: () => showMessageToast('success', 'status:default.success'),
      showSaveFailed: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      profileSaved: () => void queryClient.invalidateQueries({ queryKey: profileQuery(http).queryKey }),
    },
  });
}
