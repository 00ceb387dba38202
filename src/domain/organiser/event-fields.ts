/**
 * The event form's field names and how it reads a typed number: what the console's resolve dialog
 * and the server's refusals need of the form, without its rules' dates (luxon, 21 KB gzip), which
 * only the form's own page fetches.
 */

/** The fields in the order the form shows them, as the server names them in its field errors. */
export const EVENT_FORM_FIELDS = [
  'name',
  'subTitle',
  'game',
  'format',
  'teamSize',
  'bestOf',
  'seeding',
  'subscriptionsStart',
  'subscriptionsEnd',
  'startDate',
  'checkInMinutes',
  'autoConfirmMinutes',
  'noShowGraceMinutes',
  'capacity',
  'lobbySize',
  'royaleRounds',
  'pointsTable',
  'rules',
] as const;
export type EventFormField = (typeof EVENT_FORM_FIELDS)[number];

/** A whole number typed in a field, or NaN. */
export function wholeNumber(value: string): number {
  const trimmed = value.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
