import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/errors';
import { checkInMachine, type CheckInContext } from '@/machines/play/checkIn.machine';
import { describePaths } from '../harness';
import { checkedInState, checkInInputs, CLOSES_AT, missedState, OPENS_AT, undoneState } from './play.fixtures';

/** States differ by where the clock stands near the window's ends, within three seconds. */
const near = (now: number, instant: number) => Math.max(-3, Math.min(3, Math.round((now - instant) / 1000)));

describePaths(checkInMachine, {
  inputs: checkInInputs,
  events: {
    'checkIn.loaded': [{ type: 'checkIn.loaded', state: missedState }],
    'clock.checked': [{ type: 'clock.checked', now: CLOSES_AT - 1000 }],
  },
  invoked: {
    checkIn: { done: [checkedInState], error: [new ApiError({ status: 409, fieldErrors: [], requestErrors: ['status:checkIn.closed'] })] },
    undoCheckIn: { done: [undoneState], error: [new ApiError({ status: 409, fieldErrors: [], requestErrors: ['status:checkIn.closed'] })] },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { state, now } = snapshot.context as CheckInContext;
    return JSON.stringify({ value: snapshot.value, status: state.status, canAct: state.canAct, clock: [near(now, OPENS_AT), near(now, CLOSES_AT)] });
  },
});
