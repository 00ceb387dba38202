import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { opensAtOf, secondsLeftOf } from '@/domain/tournaments/subscription-window';
import { subscriptionWindowMachine, type SubscriptionWindowInput } from '@/machines/tournaments/subscriptionWindow.machine';
import { CLOSES_AT, forcedClosedEvent, openEvent, OPENS_AT } from './subscriptionWindow.fixtures';

const SECOND = 1000;
const DAY = 86_400 * SECOND;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function startWindow(input: SubscriptionWindowInput) {
  return createActor(subscriptionWindowMachine, { input }).start();
}

describe('subscription window (docs/product/tournaments.md, States)', () => {
  test('before the start it is not yet open, says when it opens, and opens on the tick that reaches the start', () => {
    const actor = startWindow({ event: openEvent, now: OPENS_AT - 2 * SECOND });
    expect(actor.getSnapshot().value).toBe('notYetOpen');
    expect(opensAtOf(actor.getSnapshot().context)).toBe(openEvent.subscriptionsStart);
    vi.advanceTimersByTime(SECOND);
    expect(actor.getSnapshot().value).toBe('notYetOpen');
    vi.advanceTimersByTime(SECOND);
    // A day and 2 s left: more than a day, so the days remaining.
    expect(actor.getSnapshot().value).toEqual({ open: 'days' });
    expect(secondsLeftOf(actor.getSnapshot().context)).toBe(DAY / SECOND + 2);
  });

  test('a day is 86,400 s: with exactly a day left the clock starts ticking each second', () => {
    const actor = startWindow({ event: openEvent, now: OPENS_AT });
    vi.advanceTimersByTime(SECOND);
    expect(actor.getSnapshot().value).toEqual({ open: 'days' });
    expect(secondsLeftOf(actor.getSnapshot().context)).toBe(86_401);
    vi.advanceTimersByTime(SECOND);
    expect(actor.getSnapshot().value).toEqual({ open: 'countdown' });
    expect(secondsLeftOf(actor.getSnapshot().context)).toBe(86_400);
    vi.advanceTimersByTime(SECOND);
    expect(secondsLeftOf(actor.getSnapshot().context)).toBe(86_399);
  });

  test('the countdown closes the window on the tick that reaches the end', () => {
    const actor = startWindow({ event: openEvent, now: CLOSES_AT - 2 * SECOND });
    expect(actor.getSnapshot().value).toEqual({ open: 'countdown' });
    vi.advanceTimersByTime(SECOND);
    expect(secondsLeftOf(actor.getSnapshot().context)).toBe(1);
    vi.advanceTimersByTime(SECOND);
    expect(actor.getSnapshot().value).toBe('closed');
    // Closed is still: no more ticks.
    const now = actor.getSnapshot().context.now;
    vi.advanceTimersByTime(10 * SECOND);
    expect(actor.getSnapshot().context.now).toBe(now);
  });

  test('after the end it starts closed', () => {
    expect(startWindow({ event: openEvent, now: CLOSES_AT }).getSnapshot().value).toBe('closed');
  });

  test('an event that leaves OPEN inside its dates is forced closed', () => {
    const actor = startWindow({ event: openEvent, now: OPENS_AT + DAY / 2 });
    expect(actor.getSnapshot().value).toEqual({ open: 'countdown' });
    actor.send({ type: 'window.eventChanged', event: forcedClosedEvent });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(startWindow({ event: forcedClosedEvent, now: OPENS_AT + DAY / 2 }).getSnapshot().value).toBe('closed');
  });

  test('an event no longer OPEN waits as not yet open, then goes straight to closed at the start', () => {
    const actor = startWindow({ event: forcedClosedEvent, now: OPENS_AT - SECOND });
    expect(actor.getSnapshot().value).toBe('notYetOpen');
    vi.advanceTimersByTime(SECOND);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  test('the restriction dates take the place of the event window', () => {
    const restricted = { ...openEvent, restrictions: { subscriptionEndDate: new Date(OPENS_AT + 10 * SECOND).toISOString() } };
    const actor = startWindow({ event: restricted, now: OPENS_AT + 9 * SECOND });
    expect(actor.getSnapshot().value).toEqual({ open: 'countdown' });
    vi.advanceTimersByTime(SECOND);
    expect(actor.getSnapshot().value).toBe('closed');
  });

  test('when the page comes back into view the clock catches up at once', () => {
    const actor = startWindow({ event: openEvent, now: OPENS_AT - 60 * SECOND });
    actor.send({ type: 'window.clockChecked', now: OPENS_AT + DAY });
    expect(actor.getSnapshot().value).toEqual({ open: 'countdown' });
    expect(secondsLeftOf(actor.getSnapshot().context)).toBe(2);
    actor.send({ type: 'window.clockChecked', now: CLOSES_AT + 5 * SECOND });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
