import { DateTime } from 'luxon';

/**
 * The deadlines of play in words (docs/product/play.md, Screens): "em 12 minutos", "há 3 minutos",
 * from an ISO instant and the time it is read at; null for a missing or unreadable instant.
 */
export function relativeTo(iso: string | null, now: number = Date.now()): string | null {
  if (!iso) return null;
  const time = DateTime.fromISO(iso);
  if (!time.isValid) return null;
  return time.toRelative({ base: DateTime.fromMillis(now), locale: 'pt-BR' });
}
