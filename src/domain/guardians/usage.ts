import type { ActivityDay } from '@/contract/guardians';

/** What the guardian's usage panel sums up (docs/product/guardians.md, Supervision). */
export interface UsageSummary {
  todaySeconds: number;
  /** Over the days shown, days without use included. */
  averageSeconds: number;
  totalSeconds: number;
  /** The longest day, for the chart's scale. */
  peakSeconds: number;
}

/** Sums the days up; the last day is today. */
export function summariseUsage(days: readonly ActivityDay[]): UsageSummary {
  const totalSeconds = days.reduce((sum, day) => sum + day.seconds, 0);
  return {
    todaySeconds: days.at(-1)?.seconds ?? 0,
    averageSeconds: days.length > 0 ? Math.round(totalSeconds / days.length) : 0,
    totalSeconds,
    peakSeconds: days.reduce((peak, day) => Math.max(peak, day.seconds), 0),
  };
}

/** A Brazil day (yyyy-MM-dd) as the chart labels it: dd/MM. */
export const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
