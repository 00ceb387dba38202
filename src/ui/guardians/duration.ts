import { splitMinutes } from '@/domain/guardians/supervision';
import { m } from '@/paraglide/messages';

/** A span of use as people say it: "menos de 1 min", "45 min", "2 h", "1 h 30 min" (docs/product/guardians.md, Supervision). */
export function formatUsage(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return m.guardian_durationUnderMinute();
  return formatMinutes(minutes);
}

/** Whole minutes as "45 min", "2 h", "1 h 30 min", in the words the server's notices use. */
export function formatMinutes(total: number): string {
  const { hours, minutes } = splitMinutes(total);
  if (hours === 0) return m.common_durationMinutes({ minutes: String(minutes) });
  if (minutes === 0) return m.common_durationHours({ hours: String(hours) });
  return m.common_durationHoursMinutes({ hours: String(hours), minutes: String(minutes) });
}

/** A countdown as a clock: "4:59", "0:07". */
export function formatClock(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
