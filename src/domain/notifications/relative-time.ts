import { instantOf } from '@/domain/brazil-instant';
import { relativeInWords } from '@/domain/relative-words';

export type RelativeTime = { kind: 'now' } | { kind: 'ago'; text: string };

/**
 * Notifications panel (docs/product/notifications.md, Screens): how long ago an item arrived, in pt-BR ('há 3 horas', 'há 2 dias');
 * under 45 s (or a server clock slightly ahead) is 'now'; an unreadable time is null.
 */
export function relativeTime(iso: string, now: Date = new Date()): RelativeTime | null {
  const time = instantOf(iso);
  if (Number.isNaN(time)) return null;
  if (now.getTime() - time < 45_000) return { kind: 'now' };
  return { kind: 'ago', text: relativeInWords(time, now.getTime()) };
}
