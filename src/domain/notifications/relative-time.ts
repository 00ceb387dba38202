import { DateTime } from 'luxon';

export type RelativeTime = { kind: 'now' } | { kind: 'ago'; text: string };

/**
 * Notifications panel (docs/product/notifications.md, Screens): how long ago an item arrived, in pt-BR ('há 3 horas', 'há 2 dias');
 * under 45 s (or a server clock slightly ahead) is 'now'; an unreadable time is null.
 */
export function relativeTime(iso: string, now: Date = new Date()): RelativeTime | null {
  const time = DateTime.fromISO(iso);
  if (!time.isValid) return null;
  const base = DateTime.fromJSDate(now);
  if (base.diff(time, 'seconds').seconds < 45) return { kind: 'now' };
  const text = time.toRelative({ base, locale: 'pt-BR' });
  return text ? { kind: 'ago', text } : null;
}
