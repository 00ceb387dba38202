import type { DataExport } from '@/contract/data-rights';
import { exportFileName } from '@/domain/data-rights/deletion';
import { todayInBrazil } from '@/domain/validation/age';

/** Hands the copy to the browser as a JSON file (`meus-dados-<play id>-<day>.json`); answers the file's name. */
export function saveCopy(copy: DataExport): string {
  const file = exportFileName(copy.person.playId, todayInBrazil());
  const url = URL.createObjectURL(new Blob([`${JSON.stringify(copy, null, 2)}\n`], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the address; it is no longer needed once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return file;
}
