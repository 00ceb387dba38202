import type { EligibilityEvent } from '@/domain/tournaments/eligibility';
import type { SubscriptionWindowInput } from '@/machines/tournaments/subscriptionWindow.machine';

const SECOND = 1000;
const DAY = 86_400 * SECOND;

/** Subscriptions open at noon UTC on 1 March 2026 and close a day and two seconds later. */
export const OPENS_AT = Date.parse('2026-03-01T12:00:00.000Z');
export const CLOSES_AT = OPENS_AT + DAY + 2 * SECOND;

export const openEvent: EligibilityEvent = {
  status: 'OPEN',
  restrictions: {},
  subscriptionsStart: new Date(OPENS_AT).toISOString(),
  subscriptionsEnd: new Date(CLOSES_AT).toISOString(),
};

/** The same dates after the event left OPEN (the organisers closed it early). */
export const forcedClosedEvent: EligibilityEvent = { ...openEvent, status: 'RUNNING' };

export const windowInputs = {
  /** Two seconds before the start: not yet open, then open with a day and 2 s left. */
  beforeStart: { event: openEvent, now: OPENS_AT - 2 * SECOND },
  /** Two seconds before the end: the clock. */
  lastSeconds: { event: openEvent, now: CLOSES_AT - 2 * SECOND },
  /** After the end: closed. */
  afterEnd: { event: openEvent, now: CLOSES_AT + SECOND },
} satisfies Record<string, SubscriptionWindowInput>;

/** The page comes back into view one second before the end. */
export const lastSecond = CLOSES_AT - SECOND;
