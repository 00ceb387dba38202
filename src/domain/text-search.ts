/** Text matching for autocompletes (docs/product/shell.md, Rules): starts-with, ignoring case and accents. */

/** Lower case without diacritics: 'São Paulo' → 'sao paulo'. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase('pt-BR').trim();
}

export function startsWithFolded(candidate: string, query: string): boolean {
  return foldText(candidate).startsWith(foldText(query));
}

/** The first `limit` candidates whose label starts with the query (default 5; docs/product/shell.md, Limits). */
export function filterStartsWith<T>(items: readonly T[], query: string, label: (item: T) => string, limit = 5): T[] {
  const folded = foldText(query);
  if (!folded) return [];
  const found: T[] = [];
  for (const item of items) {
    if (foldText(label(item)).startsWith(folded)) {
      found.push(item);
      if (found.length === limit) break;
    }
  }
  return found;
}
