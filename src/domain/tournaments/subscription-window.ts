import { instantOf } from '@/domain/brazil-instant';
import { SECONDS_PER_DAY } from '@/domain/format';
import { windowState, type EligibilityEvent } from './eligibility';

/**
 * Subscription window as the detail page shows it (docs/product/tournaments.md, States): not yet open, open with the seconds
 * left until it closes (the Countdown shows days while more than a day is left, then hh:mm:ss),
 * or closed — also when the event left OPEN before the end date (forced closed).
 */
export type SubscriptionWindow = { state: 'notOpen'; opensAt: string } | { state: 'open'; secondsLeft: number } | { state: 'closed' };

export function subscriptionWindow(event: EligibilityEvent, now: Date): SubscriptionWindow {
  const state = windowState(event, now);
  if (state === 'notOpen') return { state, opensAt: event.restrictions.subscriptionStartDate ?? event.subscriptionsStart };
  if (state === 'closed') return { state };
  const end = instantOf(event.restrictions.subscriptionEndDate ?? event.subscriptionsEnd);
  const secondsLeft = Math.max(0, Math.floor((end - now.getTime()) / 1000));
  return { state, secondsLeft };
}

/** An event's window and the time it is read at (ms since the epoch), as the countdown flow holds them. */
export interface WindowClock {
  event: EligibilityEvent;
  now: number;
}

export const windowAt = (clock: WindowClock) => subscriptionWindow(clock.event, new Date(clock.now));

/** When the window closes (ms since the epoch): the restriction's end date takes precedence. */
const closesAtOf = (event: EligibilityEvent) => Date.parse(event.restrictions.subscriptionEndDate ?? event.subscriptionsEnd);

/** Seconds left until the window closes (0 unless open). */
export function secondsLeftOf(clock: WindowClock): number {
  const window = windowAt(clock);
  return window.state === 'open' ? window.secondsLeft : 0;
}

/** When the window opens (ISO instant), while it is not open yet. */
export function opensAtOf(clock: WindowClock): string | null {
  const window = windowAt(clock);
  return window.state === 'notOpen' ? window.opensAt : null;
}

/** The event left OPEN before its end date: the window reads closed although time is left. */
export const isForcedClosed = (clock: WindowClock) => clock.event.status !== 'OPEN' && windowAt(clock).state === 'closed' && clock.now < closesAtOf(clock.event);

/** Open with a day (86,400 s) or less left: the countdown shows the clock instead of the days. */
export function aDayOrLessLeft(clock: WindowClock): boolean {
  const window = windowAt(clock);
  return window.state === 'open' && window.secondsLeft <= SECONDS_PER_DAY;
}

