/** Data rights (docs/product/data-rights.md, Limits). */

/** Days between a deletion request and the erasure; the request may be cancelled meanwhile. */
export const DELETION_GRACE_DAYS = 7;

/** The name the copy of one's data is saved under: `meus-dados-<play id>-<yyyy-mm-dd>.json`. */
export function exportFileName(playId: string, day: string): string {
  const name = playId.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();
  return `meus-dados-${name || 'conta'}-${day}.json`;
}
