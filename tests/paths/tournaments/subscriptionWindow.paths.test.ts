import type { AnyMachineSnapshot } from 'xstate';
import { subscriptionWindowMachine, type SubscriptionWindowContext } from '@/machines/tournaments/subscriptionWindow.machine';
import { describePaths } from '../harness';
import { CLOSES_AT, forcedClosedEvent, lastSecond, OPENS_AT, windowInputs } from './subscriptionWindow.fixtures';

const DAY = 86_400_000;

/**
 * The clock grows by a second a tick, so states are told apart by where the clock stands near
 * the instants that matter (the start, a day before the end, the end), within three seconds:
 * farther away, one more tick changes nothing the machine decides.
 */
function near(now: number, instant: number): number {
  return Math.max(-3, Math.min(3, Math.round((now - instant) / 1000)));
}

describePaths(subscriptionWindowMachine, {
  inputs: windowInputs,
  events: {
    'window.eventChanged': [{ type: 'window.eventChanged', event: forcedClosedEvent }],
    'window.clockChecked': [{ type: 'window.clockChecked', now: lastSecond }],
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { event, now } = snapshot.context as SubscriptionWindowContext;
    return JSON.stringify({
      value: snapshot.value,
      status: event.status,
      clock: [near(now, OPENS_AT), near(now, CLOSES_AT - DAY), near(now, CLOSES_AT)],
    });
  },
});
