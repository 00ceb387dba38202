import { fromPromise, setup } from 'xstate';
import { requestFailureKeys } from '@/api/form-refusals';
import type { DataExport } from '@/contract/data-rights';
import { providedBy } from '@/machines/provided-by';

/**
 * Downloading the copy of one's data (docs/product/data-rights.md, Screens): the copy is fetched,
 * then saved as a JSON file by the browser. A guardian does the same for a minor.
 */

export type DataExportEvent = { type: 'export.start' };

export const dataExportMachine = setup({
  types: {
    events: {} as DataExportEvent,
  },
  actors: {
    fetchCopy: fromPromise<DataExport>(providedBy('the data-rights route')),
  },
  actions: {
    saveFile: (_, _params: { copy: DataExport }) => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
  },
}).createMachine({
  id: 'dataExport',
  description: 'Downloading the copy of one\'s data: fetched, then saved as a JSON file.',
  initial: 'idle',
  states: {
    idle: {
      description: 'The "Baixar meus dados" button.',
      on: { 'export.start': { target: 'preparing', description: 'The person presses the button.' } },
    },
    preparing: {
      description: 'Fetches the copy (GET …/data-export); the button waits.',
      invoke: {
        id: 'fetchCopy',
        src: 'fetchCopy',
        onDone: { target: 'idle', actions: { type: 'saveFile', params: ({ event }) => ({ copy: event.output }) }, description: 'The browser saves the file, with a toast.' },
        onError: {
          target: 'idle',
          actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) },
          description: 'Failed (offline, signed out): a toast; pressing again tries again.',
        },
      },
    },
  },
});
