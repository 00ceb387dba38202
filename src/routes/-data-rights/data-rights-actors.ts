/**
 * The data-rights flows wired to the app (docs/product/data-rights.md): the copy fetched and saved
 * as a file, the erasure asked for and cancelled (src/api/data-rights), with their toasts; the
 * stored request and the bell refresh after each change.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { cancelDeletion, DATA_RIGHTS_KEY, fetchDataExport, requestDeletion, type DataSubject } from '@/api/data-rights/requests';
import { bellCountQuery } from '@/api/notifications/queries';
import { formatDayAndTime } from '@/domain/brazil-time';
import { dataExportMachine } from '@/machines/data-rights/dataExport.machine';
import { deletionRequestMachine } from '@/machines/data-rights/deletionRequest.machine';
import { m } from '@/paraglide/messages.js';
import { showMessageToasts, showToast } from '@/ui/feedback/show-toast';
import { saveCopy } from './save-copy';

const showKeys = (messageKeys: string[]) => showMessageToasts('error', messageKeys);

export function provideDataExport({ http, subject }: { http: HttpClient; subject: DataSubject }) {
  return dataExportMachine.provide({
    actors: { fetchCopy: fromPromise(() => fetchDataExport(http, subject)) },
    actions: {
      saveFile: (_, { copy }) => showToast('success', m.dataRights_copySaved({ file: saveCopy(copy) })),
      showRequestErrors: (_, { messageKeys }) => showKeys(messageKeys),
    },
  });
}

export function provideDeletionRequest({ http, queryClient, subject }: { http: HttpClient; queryClient: QueryClient; subject: DataSubject }) {
  return deletionRequestMachine.provide({
    actors: {
      sendRequest: fromPromise(({ input }) => requestDeletion(http, subject, input)),
      withdrawRequest: fromPromise(() => cancelDeletion(http, subject)),
    },
    actions: {
      showRequested: (_, { dueAt }) => showToast('success', m.dataRights_requested({ due: formatDayAndTime(dueAt) })),
      showWithdrawn: () => showToast('success', m.dataRights_withdrawn()),
      showRequestErrors: (_, { messageKeys }) => showKeys(messageKeys),
      reload: () => {
        void queryClient.invalidateQueries({ queryKey: [DATA_RIGHTS_KEY] });
        // The request and its cancellation each leave a notice in the bell.
        void queryClient.invalidateQueries({ queryKey: bellCountQuery(http).queryKey });
      },
    },
  });
}
