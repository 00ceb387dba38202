/**
 * Display rules shared by several screens (docs/product/shell.md, Limits): durations, mode labels, star ratings,
 * play ids, dates, countdowns, numbers and partly hidden e-mails. Pure; the words around them live in messages/pt.json.
 */

const pad2 = (value: number) => String(value).padStart(2, '0');

/** 'HH h mm m' from a duration in minutes: 95 → { hours: '01', minutes: '35' }. */
export function durationParts(totalMinutes: number): { hours: string; minutes: string } {
  const safe = Number.isFinite(totalMinutes) && totalMinutes > 0 ? Math.round(totalMinutes) : 0;
  return { hours: pad2(Math.floor(safe / 60)), minutes: pad2(safe % 60) };
}

export type ModeLabel = 'SOLO' | 'SQUAD';

/** SOLO and SOLO_ROYALE show SOLO; every other mode is a squad. */
export function modeLabel(mode: string | null | undefined): ModeLabel {
  const key = (mode ?? '').trim().toUpperCase();
  return key === 'SOLO' || key === 'SOLO_ROYALE' ? 'SOLO' : 'SQUAD';
}

export type StarRating = 0 | 1 | 1.5 | 2 | 2.5 | 3;

/** Stars from a 0–100 score (docs/product/journeys.md, Limits): under 60 none, then 1, 1.5, 2, 2.5 and 3 from 95. */
export function starRatingFromScore(score: number): StarRating {
  if (!Number.isFinite(score) || score < 60) return 0;
  if (score < 65) return 1;
  if (score < 75) return 1.5;
  if (score < 85) return 2;
  if (score < 95) return 2.5;
  return 3;
}

export type StarFill = 'full' | 'half' | 'empty';

/** The three stars drawn for a rating, clamped to 0–3 and rounded down to a half. */
export function starFills(rating: number, stars = 3): StarFill[] {
  const clamped = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), stars) : 0;
  const halves = Math.floor(clamped * 2);
  return Array.from({ length: stars }, (_, index) => {
    const left = halves - index * 2;
    if (left >= 2) return 'full';
    if (left === 1) return 'half';
    return 'empty';
  });
}

/** 'ana#1234' → { name: 'ana', number: '1234' }; the number is empty when there is no '#'. */
export function splitPlayId(playId: string): { name: string; number: string } {
  const at = playId.lastIndexOf('#');
  if (at < 0) return { name: playId, number: '' };
  return { name: playId.slice(0, at), number: playId.slice(at + 1) };
}

// Intl's formatters are built once and kept: building one costs 0.1 ms or more (the first of a
// kind far more, while its locale data loads), formatting with a kept one a few microseconds, and
// a row of cards formats a date per card.
let dayInBrazil: Intl.DateTimeFormat | undefined;
let shortMonth: Intl.DateTimeFormat | undefined;
const decimals = new Map<number, Intl.NumberFormat>();

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * The calendar day an ISO date names: its own date part when it carries no offset (a date, or a
 * wall-clock time), else the day in Brazil's time. Undefined for anything else.
 */
function calendarDay(iso: string): Date | undefined {
  const match = ISO_DATE.exec(iso.trim());
  if (!match) return undefined;
  const [, year, month, day, offset] = match;
  if (offset) {
    const instant = new Date(iso.trim());
    if (Number.isNaN(instant.getTime())) return undefined;
    dayInBrazil ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
    const parts = dayInBrazil.format(instant);
    return new Date(`${parts}T00:00:00Z`);
  }
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  // Date.UTC rolls 2024-02-31 over into March: such a date does not exist.
  return date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day) ? date : undefined;
}

/** Tournament start date as dd/MMM in Portuguese: '2024-03-05' → '05/MAR'. */
export function formatDayMonth(iso: string): string {
  const day = calendarDay(iso);
  if (!day) return '';
  shortMonth ??= new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' });
  const month = shortMonth.format(day);
  return `${pad2(day.getUTCDate())}/${month.replace('.', '').toUpperCase()}`;
}

export const SECONDS_PER_DAY = 86_400;

export type Countdown = { kind: 'days'; days: number } | { kind: 'clock'; text: string; hours: number; minutes: number; seconds: number };

/** Days remaining while more than a day is left, then hh:mm:ss (docs/product/tournaments.md, States). */
export function countdown(secondsLeft: number): Countdown {
  const safe = Number.isFinite(secondsLeft) ? Math.max(0, Math.floor(secondsLeft)) : 0;
  if (safe > SECONDS_PER_DAY) return { kind: 'days', days: Math.floor(safe / SECONDS_PER_DAY) };
  const hours = Math.floor(safe / 3600);
  const minutes = Math.floor((safe % 3600) / 60);
  const seconds = safe % 60;
  return { kind: 'clock', text: `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}`, hours, minutes, seconds };
}

/** Share of the way to the next level, 0–100. */
export function levelProgress(currentXp: number, nextLevelXp: number): number {
  if (!Number.isFinite(currentXp) || !Number.isFinite(nextLevelXp) || nextLevelXp <= 0) return 0;
  return Math.min(100, Math.max(0, (currentXp / nextLevelXp) * 100));
}

/** Numbers with the Brazilian decimal comma: formatDecimal(12.5, 2) → '12,50'. */
export function formatDecimal(value: number, fractionDigits = 0): string {
  let format = decimals.get(fractionDigits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });
    decimals.set(fractionDigits, format);
  }
  return format.format(Number.isFinite(value) ? value : 0);
}

/** An e-mail partly hidden for display: the first two characters, then `•••@domain`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return `${[...email].slice(0, 2).join('')}•••`;
  return `${[...email.slice(0, at)].slice(0, 2).join('')}•••${email.slice(at)}`;
}
