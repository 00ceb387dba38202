/**
 * Dates and times as the product writes them, on the platform's Intl alone. Every screen that shows
 * a date imports this module, so it stays small: luxon (21 KB gzip) is kept for the organiser's
 * form, which reads wall-clock times typed in Brazil's zone; brazil-time.test.ts checks both agree.
 */

/** The zone every date and time of the product is read in. */
export const BRAZIL_ZONE = 'America/Sao_Paulo';

/** The layouts the product writes (luxon's tokens, which the organiser's form shares). */
export type BrazilFormat = 'dd/MM/yyyy HH:mm' | 'dd/MM/yyyy' | "dd/MM/yyyy 'às' HH:mm" | 'dd/MM HH:mm';

/** An ISO 8601 date, or date and time, with an optional offset (luxon's fromISO reads the same). */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let brazilParts: Intl.DateTimeFormat | undefined;

/** The wall clock in Brazil at an instant (ms since the epoch). */
function wallClockInBrazil(instant: number): WallClock {
  brazilParts ??= new Intl.DateTimeFormat('en-US', { timeZone: BRAZIL_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
  const parts = Object.fromEntries(brazilParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/**
 * The wall clock in Brazil an ISO string names: an instant (with `Z` or an offset) is converted; a
 * date or time without one is already Brazil's. Null when the string is not a real date and time.
 */
function readInBrazil(iso: string): WallClock | null {
  const match = ISO.exec(iso.trim());
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', , offset] = match;
  const fields = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, mo, d, h, mi, s] = fields;
  // A day or time that does not exist (31/02, 25:00) is unreadable, not rolled over.
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  if (probe.getUTCFullYear() !== y || probe.getUTCMonth() !== mo - 1 || probe.getUTCDate() !== d || probe.getUTCHours() !== h || probe.getUTCMinutes() !== mi || probe.getUTCSeconds() !== s) return null;
  if (offset === undefined) return { year: y, month: mo, day: d, hour: h, minute: mi };
  const instant = Date.parse(iso.trim());
  return Number.isNaN(instant) ? null : wallClockInBrazil(instant);
}

const two = (value: number) => String(value).padStart(2, '0');

const LAYOUTS: Record<BrazilFormat, (at: WallClock) => string> = {
  'dd/MM/yyyy HH:mm': (at) => `${two(at.day)}/${two(at.month)}/${at.year} ${two(at.hour)}:${two(at.minute)}`,
  'dd/MM/yyyy': (at) => `${two(at.day)}/${two(at.month)}/${at.year}`,
  "dd/MM/yyyy 'às' HH:mm": (at) => `${two(at.day)}/${two(at.month)}/${at.year} às ${two(at.hour)}:${two(at.minute)}`,
  'dd/MM HH:mm': (at) => `${two(at.day)}/${two(at.month)} ${two(at.hour)}:${two(at.minute)}`,
};

/** An ISO instant as read in Brazil (dd/MM/yyyy HH:mm unless told); empty for a missing or unreadable one. */
export function formatInBrazil(iso: string | null | undefined, format: BrazilFormat = 'dd/MM/yyyy HH:mm'): string {
  if (!iso) return '';
  const at = readInBrazil(iso);
  return at ? LAYOUTS[format](at) : '';
}

/** A day as dd/MM/yyyy in Brazil, so a late UTC instant stays on the Brazilian day; empty when unreadable. */
export const formatDay = (iso: string | null | undefined) => formatInBrazil(iso, 'dd/MM/yyyy');

/** A day and time in words, as notices and e-mails write it: `27/11/2026 às 09:00`. */
export const formatDayAndTime = (iso: string | null | undefined) => formatInBrazil(iso, "dd/MM/yyyy 'às' HH:mm");

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

const MS = { hours: 3_600_000, minutes: 60_000, seconds: 1000 } as const;

/** Whole calendar days from `from` to a later `to`: a day is reached at the same wall-clock time, summer time or not. */
function wholeDays(from: Date, to: Date): number {
  const landed = (count: number) => new Date(from.getFullYear(), from.getMonth(), from.getDate() + count, from.getHours(), from.getMinutes(), from.getSeconds(), from.getMilliseconds()).getTime();
  let days = Math.floor((to.getTime() - from.getTime()) / 86_400_000) + 1;
  while (days > 0 && landed(days) > to.getTime()) days -= 1;
  return days;
}

/** Whole calendar months from `from` to a later `to` (a month from 31/01 is 28/02 or 29/02). */
function wholeMonths(from: Date, to: Date): number {
  let months = (to.getFullYear() - from.getFullYear()) * 12 + (to.getMonth() - from.getMonth());
  const landed = (count: number) => {
    const target = new Date(from.getFullYear(), from.getMonth() + count, 1, from.getHours(), from.getMinutes(), from.getSeconds(), from.getMilliseconds());
    const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
    target.setDate(Math.min(from.getDate(), lastDay));
    return target.getTime();
  };
  while (months > 0 && landed(months) > to.getTime()) months -= 1;
  return months;
}

let relativeWords: Intl.RelativeTimeFormat | undefined;

/**
 * How far `instant` is from `base` in pt-BR words, in its largest whole unit ("há 3 horas", "em 2
 * dias", "há 1 mês"): years, months and days by the calendar of the local zone, hours and below by the
 * clock, cut toward zero.
 */
export function relativeInWords(instant: number, base: number): string {
  relativeWords ??= new Intl.RelativeTimeFormat('pt-BR', { numeric: 'always' });
  const sign = instant < base ? -1 : 1;
  const [earlier, later] = sign < 0 ? [instant, base] : [base, instant];
  const months = wholeMonths(new Date(earlier), new Date(later));
  if (months >= 12) return relativeWords.format(sign * Math.trunc(months / 12), 'years');
  if (months >= 1) return relativeWords.format(sign * months, 'months');
  const days = wholeDays(new Date(earlier), new Date(later));
  if (days >= 1) return relativeWords.format(sign * days, 'days');
  for (const unit of ['hours', 'minutes', 'seconds'] as const) {
    const count = Math.trunc((later - earlier) / MS[unit]);
    if (count >= 1) return relativeWords.format(sign * count, unit);
  }
  return relativeWords.format(sign < 0 ? -0 : 0, 'seconds');
}
