import { instantOf } from '@/domain/brazil-instant';
import { relativeInWords } from '@/domain/relative-words';

let nowInWords: string | undefined;

/**
 * The deadlines of play in words (docs/product/play.md, Screens): "em 12 minutos", "há 3 minutos", "agora",
 * from an ISO instant and the time it is read at; null for a missing or unreadable instant.
 */
export function relativeTo(iso: string | null, now: number = Date.now()): string | null {
  if (!iso) return null;
  const time = instantOf(iso);
  if (Number.isNaN(time)) return null;
  // Within 45 s either way it is now ("agora"), not "há 0 segundo".
  if (Math.abs(time - now) < 45_000) return (nowInWords ??= new Intl.RelativeTimeFormat('pt-BR', { numeric: 'auto' }).format(0, 'second'));
  return relativeInWords(time, now);
}
