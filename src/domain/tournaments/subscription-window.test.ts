import { describe, expect, test } from 'vitest';
import type { EligibilityEvent } from './eligibility';
import { aDayOrLessLeft, isForcedClosed, opensAtOf, secondsLeftOf, subscriptionWindow } from './subscription-window';

const event = (overrides: Partial<EligibilityEvent> = {}): EligibilityEvent => ({
  status: 'OPEN',
  restrictions: {},
  subscriptionsStart: '2026-03-01T12:00:00.000Z',
  subscriptionsEnd: '2026-03-10T12:00:00.000Z',
  ...overrides,
});

describe('subscription window (docs/product/tournaments.md, States)', () => {
  test('before the start it is not yet open and says when it opens', () => {
    expect(subscriptionWindow(event(), new Date('2026-02-28T12:00:00.000Z'))).toEqual({ state: 'notOpen', opensAt: '2026-03-01T12:00:00.000Z' });
  });

  test('inside the window it counts the whole seconds left until the end', () => {
    expect(subscriptionWindow(event(), new Date('2026-03-09T11:59:58.500Z'))).toEqual({ state: 'open', secondsLeft: 86_401 });
  });

  test('the restriction dates take the place of the event window when given', () => {
    const restricted = event({ restrictions: { subscriptionEndDate: '2026-03-02T12:00:00.000Z' } });
    expect(subscriptionWindow(restricted, new Date('2026-03-02T11:00:00.000Z'))).toEqual({ state: 'open', secondsLeft: 3600 });
  });

  test('at the end instant it is closed', () => {
    expect(subscriptionWindow(event(), new Date('2026-03-10T12:00:00.000Z'))).toEqual({ state: 'closed' });
  });

  test('an event that left OPEN is closed even inside its dates (forced closed)', () => {
    expect(subscriptionWindow(event({ status: 'RUNNING' }), new Date('2026-03-05T12:00:00.000Z'))).toEqual({ state: 'closed' });
  });
});

describe('the window at a time, as the countdown reads it', () => {
  const at = (iso: string) => Date.parse(iso);
  test.each([
    ['before the start', event(), '2026-02-28T12:00:00.000Z', { opensAt: '2026-03-01T12:00:00.000Z', secondsLeft: 0, forced: false, lastDay: false }],
    ['more than a day left', event(), '2026-03-09T11:59:59.000Z', { opensAt: null, secondsLeft: 86_401, forced: false, lastDay: false }],
    ['exactly a day left', event(), '2026-03-09T12:00:00.000Z', { opensAt: null, secondsLeft: 86_400, forced: false, lastDay: true }],
    ['past the end', event(), '2026-03-10T12:00:00.000Z', { opensAt: null, secondsLeft: 0, forced: false, lastDay: false }],
    ['left OPEN inside its dates', event({ status: 'RUNNING' }), '2026-03-05T12:00:00.000Z', { opensAt: null, secondsLeft: 0, forced: true, lastDay: false }],
    ['left OPEN after its end', event({ status: 'RUNNING' }), '2026-03-11T12:00:00.000Z', { opensAt: null, secondsLeft: 0, forced: false, lastDay: false }],
  ])('%s', (_, windowEvent, now, expected) => {
    const clock = { event: windowEvent, now: at(now) };
    expect({ opensAt: opensAtOf(clock), secondsLeft: secondsLeftOf(clock), forced: isForcedClosed(clock), lastDay: aDayOrLessLeft(clock) }).toEqual(expected);
  });

  test('a restriction end date decides when a window is forced closed', () => {
    const restricted = event({ status: 'RUNNING', restrictions: { subscriptionEndDate: '2026-03-02T12:00:00.000Z' } });
    expect(isForcedClosed({ event: restricted, now: at('2026-03-05T12:00:00.000Z') })).toBe(false);
  });
});

