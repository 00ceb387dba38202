/**
 * The instant an ISO string names, a wall clock without an offset read as Brazil's. Apart from
 * brazil-time, so the screens that only write a date do not carry it.
 */
import { ISO, readInBrazil, wallClockInBrazil } from './brazil-time';

/** An ISO instant in ms since the epoch; NaN when unreadable (a string without an offset is Brazil's wall clock). */
export function instantOf(iso: string): number {
  const match = ISO.exec(iso.trim());
  if (!match || readInBrazil(iso) === null) return Number.NaN;
  if (match[8] !== undefined) return Date.parse(iso.trim());
  // Without an offset: the instant whose wall clock in Brazil is the one written.
  const [y, mo, d, h = 0, mi = 0, s = 0] = match.slice(1, 7).map((part) => Number(part ?? 0)) as number[];
  const guess = Date.UTC(y!, mo! - 1, d!, h, mi, s);
  const seen = wallClockInBrazil(guess);
  const drift = Date.UTC(seen.year, seen.month - 1, seen.day, seen.hour, seen.minute) - Date.UTC(y!, mo! - 1, d!, h, mi);
  return guess - drift;
}
