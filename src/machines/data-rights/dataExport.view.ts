import type { SnapshotFrom } from 'xstate';
import type { dataExportMachine } from './dataExport.machine';

/** Whether the download button waits for the copy. */
export const dataExportBusy = (snapshot: SnapshotFrom<typeof dataExportMachine>): boolean => snapshot.matches('preparing');
