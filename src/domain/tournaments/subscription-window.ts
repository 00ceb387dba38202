import { DateTime } from 'luxon';
import { windowState, type EligibilityEvent } from './eligibility';

/**
 * SPEC §4 "Subscription window" as the detail page shows it: not yet open, open with the seconds
 * left until it closes (the Countdown shows days while more than a day is left, then hh:mm:ss),
 * or closed — also when the event left OPEN before the end date (forced closed).
 */
export type SubscriptionWindow = { state: 'notOpen'; opensAt: string } | { state: 'open'; secondsLeft: number } | { state: 'closed' };

export function subscriptionWindow(event: EligibilityEvent, now: Date): SubscriptionWindow {
  const state = windowState(event, now);
  if (state === 'notOpen') return { state, opensAt: event.restrictions.subscriptionStartDate ?? event.subscriptionsStart };
  if (state === 'closed') return { state };
  const end = DateTime.fromISO(event.restrictions.subscriptionEndDate ?? event.subscriptionsEnd);
  const secondsLeft = Math.max(0, Math.floor(end.diff(DateTime.fromJSDate(now), 'seconds').seconds));
  return { state, secondsLeft };
}

/** A date of the detail page as dd/MM/yyyy, in Brazil's time (the start time is the fixed 19:00). */
export function formatEventDate(iso: string): string {
  const date = DateTime.fromISO(iso, { zone: 'America/Sao_Paulo' });
  return date.isValid ? date.toFormat('dd/MM/yyyy') : '';
}
