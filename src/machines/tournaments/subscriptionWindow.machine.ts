import { assign, setup } from 'xstate';
import type { EligibilityEvent } from '@/domain/tournaments/eligibility';
import { aDayOrLessLeft, isForcedClosed, windowAt } from '@/domain/tournaments/subscription-window';

/**
 * Subscription window on /tournaments/detail (docs/product/tournaments.md, States): not yet open, open (the days remaining
 * while more than a day is left, then hh:mm:ss ticking each second), closed — also when the event
 * left OPEN before its end date (forced closed). A day is 86,400 s. The clock advances by one
 * `tick` a second, so the countdown and the moves from not yet open to open (at the start) and
 * from open to closed (at the end) happen on the tick that reaches them. The screen checks the
 * clock again when the page comes back into view (timers sleep in hidden tabs) and hands over
 * the event again when the detail reloads. Where the window stands at a time is read by
 * src/domain/tournaments/subscription-window.ts.
 */

/** One tick of the countdown. */
export const WINDOW_TICK_MS = 1000;

export interface SubscriptionWindowInput {
  /** The event's status and window (its restriction dates take precedence; docs/product/tournaments.md, API). */
  event: EligibilityEvent;
  /** The current time, in milliseconds since the epoch. */
  now: number;
}

export type SubscriptionWindowContext = SubscriptionWindowInput;

export type SubscriptionWindowEvent =
  | { type: 'window.eventChanged'; event: EligibilityEvent }
  | { type: 'window.clockChecked'; now: number };

export const subscriptionWindowMachine = setup({
  types: {
    input: {} as SubscriptionWindowInput,
    context: {} as SubscriptionWindowContext,
    events: {} as SubscriptionWindowEvent,
  },
  delays: {
    tick: WINDOW_TICK_MS,
  },
  actions: {
    advanceClock: assign({ now: ({ context }) => context.now + WINDOW_TICK_MS }),
    setClock: assign({ now: ({ context, event }) => (event.type === 'window.clockChecked' ? event.now : context.now) }),
    replaceEvent: assign({ event: ({ context, event }) => (event.type === 'window.eventChanged' ? event.event : context.event) }),
  },
  guards: {
    notOpenYet: ({ context }) => windowAt(context).state === 'notOpen',
    isOpen: ({ context }) => windowAt(context).state === 'open',
    isClosed: ({ context }) => windowAt(context).state === 'closed',
    forcedClosed: ({ context }) => isForcedClosed(context),
    aDayOrLessLeft: ({ context }) => aDayOrLessLeft(context),
  },
}).createMachine({
  id: 'subscriptionWindow',
  description: 'The subscription window of a tournament, as the detail page shows it: not yet open, open with a countdown, closed.',
  context: ({ input }) => ({ event: input.event, now: input.now }),
  initial: 'placing',
  on: {
    'window.eventChanged': {
      target: '.placing',
      actions: 'replaceEvent',
      description: 'The detail reloaded with other dates or another status: place the window again.',
    },
    'window.clockChecked': {
      target: '.placing',
      actions: 'setClock',
      description: 'The page came back into view: the clock catches up with the real time.',
    },
  },
  states: {
    placing: {
      description: 'Reads where the window stands from the event and the clock; shown for no time.',
      always: [
        { guard: 'notOpenYet', target: 'notYetOpen', description: 'Before the start: not yet open.' },
        { guard: 'forcedClosed', target: 'closed', description: 'The event left OPEN before its end date: forced closed.' },
        { guard: 'isClosed', target: 'closed', description: 'Past the end: closed.' },
        { target: 'open', description: 'Inside the window of an OPEN event: open.' },
      ],
    },
    notYetOpen: {
      description: 'Not yet open: the page says the date subscriptions open.',
      always: [
        { guard: 'isOpen', target: 'open', description: 'The start is reached: subscriptions open.' },
        { guard: 'isClosed', target: 'closed', description: 'The start is reached but the event is no longer OPEN: closed.' },
      ],
      after: {
        tick: { target: 'notYetOpen', reenter: true, actions: 'advanceClock', description: 'A second goes by.' },
      },
    },
    open: {
      description: 'Open: a student may subscribe, cancel and subscribe again.',
      initial: 'days',
      always: { guard: 'isClosed', target: 'closed', description: 'The end is reached: closed.' },
      states: {
        days: {
          description: 'More than a day (86,400 s) is left: the days remaining.',
          always: { guard: 'aDayOrLessLeft', target: 'countdown', description: 'A day or less is left: the clock.' },
          after: {
            tick: { target: 'days', reenter: true, actions: 'advanceClock', description: 'A second goes by.' },
          },
        },
        countdown: {
          description: 'A day or less is left: hh:mm:ss, ticking each second.',
          after: {
            tick: { target: 'countdown', reenter: true, actions: 'advanceClock', description: 'A second goes by: the clock shows one second less.' },
          },
        },
      },
    },
    closed: {
      description: 'Closed: no more subscriptions or cancellations.',
    },
  },
});
