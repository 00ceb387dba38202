/**
 * How long ago, or how soon, in pt-BR words ("há 3 horas", "em 2 dias"). Apart from brazil-time, so
 * the many screens that only write a date do not carry it: a module is copied whole into each part
 * of a page that imports it, with every export any screen uses.
 */

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
