import { ApiError } from '@/api/errors';
import type { AnyMachineSnapshot } from 'xstate';
import { screenTimeMachine, type ScreenTimeContext } from '@/machines/guardians/screenTime.machine';
import { describePaths } from '../harness';
import { almostOut, noLimit, unsupervised, usedUp } from './guardians.fixtures';

const offline = new ApiError({ status: 503, fieldErrors: [], requestErrors: [] });

describePaths(screenTimeMachine, {
  // Short heartbeats, warning and grace keep every counter small enough to explore.
  inputs: { short: { heartbeatSeconds: 2, warnSeconds: 2, graceSeconds: 2 } },
  invoked: {
    load: { done: [unsupervised, noLimit, almostOut, usedUp], error: [offline] },
    heartbeat: { done: [noLimit, almostOut, usedUp, unsupervised], error: [offline] },
  },
  // Seconds gathered while a heartbeat is on its way grow without bound: beyond a heartbeat's worth they behave alike.
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { remaining, unsent, sending, grace, supervision } = snapshot.context as ScreenTimeContext;
    return JSON.stringify({ value: snapshot.value, status: snapshot.status, remaining, unsent: Math.min(unsent, 3), sending: Math.min(sending, 3), grace, supervision });
  },
});
