/**
 * Dates and times as the product writes them, on the platform's Intl alone. Every screen that shows
 * a date imports this module, so it stays small: luxon (21 KB gzip) is kept for the organiser's
 * form's rules, which read wall-clock times typed in Brazil's zone; brazil-time.test.ts checks both agree.
 */

/** The zone every date and time of the product is read in. */
export const BRAZIL_ZONE = 'America/Sao_Paulo';

/** The layouts the product writes (luxon's tokens, which the organiser's form shares). */
export type BrazilFormat = 'dd/MM/yyyy HH:mm' | 'dd/MM/yyyy' | "dd/MM/yyyy 'às' HH:mm" | 'dd/MM HH:mm';

/** An ISO 8601 date, or date and time, with an optional offset (luxon's fromISO reads the same). */
export const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

/** A time of day on a calendar day, as a clock in Brazil shows it. */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

let brazilParts: Intl.DateTimeFormat | undefined;

/** The wall clock in Brazil at an instant (ms since the epoch). */
export function wallClockInBrazil(instant: number): WallClock {
  brazilParts ??= new Intl.DateTimeFormat('en-US', { timeZone: BRAZIL_ZONE, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
  const parts = Object.fromEntries(brazilParts.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/**
 * The wall clock in Brazil an ISO string names: an instant (with `Z` or an offset) is converted; a
 * date or time without one is already Brazil's. Null when the string is not a real date and time.
 */
export function readInBrazil(iso: string): WallClock | null {
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
