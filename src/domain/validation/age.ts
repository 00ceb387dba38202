/**
 * Ages (docs/product/account.md, Rules; docs/product/guardians.md, Rules): apart from the form
 * checks, so a page that only asks how old someone is does not download them.
 */

/** Age of majority in Brazil: from 18 a person answers for themselves, and may be a minor's guardian. */
export const LEGAL_AGE = 18;

/** Full years between an ISO birth date and an ISO day (`today`, yyyy-mm-dd). */
export function ageOn(isoBirthDate: string, today: string): number {
  const [by, bm, bd] = isoBirthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.slice(0, 10).split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

let brazilDate: Intl.DateTimeFormat | undefined;

/** Today's date in São Paulo as yyyy-mm-dd, the day ages are counted on. */
export function todayInBrazil(now: Date = new Date()): string {
  brazilDate ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' });
  return brazilDate.format(now);
}
