import { DateTime } from 'luxon';

/** The zone every date and time of the product is read in. */
export const BRAZIL_ZONE = 'America/Sao_Paulo';

/** An ISO instant as read in Brazil, in a luxon format (dd/MM/yyyy HH:mm unless told); empty for a missing or unreadable one. */
export function formatInBrazil(iso: string | null | undefined, format = 'dd/MM/yyyy HH:mm'): string {
  if (!iso) return '';
  const moment = DateTime.fromISO(iso, { zone: BRAZIL_ZONE });
  return moment.isValid ? moment.toFormat(format) : '';
}

/** A day and time in words, as notices and e-mails write it: `27/11/2026 às 09:00`. */
export const formatDayAndTime = (iso: string | null | undefined) => formatInBrazil(iso, "dd/MM/yyyy 'às' HH:mm");
