/**
 * A guardian's correction of their minor's personal data, wired to the app. Apart from the other
 * data-rights flows: it brings the personal-data form's machine (checks, masks, the country list),
 * which the minor's page downloads only once the guardian opens the correction panel.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { DATA_RIGHTS_KEY, saveMinorPersonalData } from '@/api/data-rights/requests';
import { GUARDIANS_KEY } from '@/api/guardians/keys';
import { personalDataMachine } from '@/machines/profile/personalData.machine';
import { m } from '@/paraglide/messages.js';
import { showMessageToasts, showToast } from '@/ui/feedback/show-toast';

/** The personal-data flow saving a guardian's correction of their minor's data; the minor's page reloads its names. */
export function provideMinorPersonalData({ http, queryClient, minorId, name }: { http: HttpClient; queryClient: QueryClient; minorId: number; name: string }) {
  return personalDataMachine.provide({
    actors: { savePersonalData: fromPromise(({ input }) => saveMinorPersonalData(http, minorId, input)) },
    actions: {
      showSuccess: () => showToast('success', m.dataRights_minorCorrected({ name })),
      showSaveFailed: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      profileSaved: () => {
        void queryClient.invalidateQueries({ queryKey: [DATA_RIGHTS_KEY, minorId] });
        void queryClient.invalidateQueries({ queryKey: [GUARDIANS_KEY] });
      },
    },
  });
}
