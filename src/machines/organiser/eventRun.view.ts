import type { SnapshotFrom } from 'xstate';
import type { EventAction } from '@/api/organiser/event';
import type { eventRunMachine } from './eventRun.machine';

type EventRunSnapshot = SnapshotFrom<typeof eventRunMachine>;

/** What the console's phase panel shows for a snapshot of the run. */
export interface EventRunView {
  /** The next action the organiser may take now, or null (concluded, or between states). */
  next: EventAction | null;
  /** That action's request is on its way. */
  busy: boolean;
  /** The confirmation asked before start or conclude. */
  confirming: 'start' | 'conclude' | null;
  /** The last action failed: the reasons (messageKeys) and a retry. */
  failed: EventAction | null;
  failureKeys: string[];
}

const NEXT: Partial<Record<string, EventAction>> = {
  draft: 'publish',
  publishing: 'publish',
  publishFailed: 'publish',
  open: 'open-check-in',
  openingCheckIn: 'open-check-in',
  openCheckInFailed: 'open-check-in',
  checkIn: 'start',
  confirmingStart: 'start',
  starting: 'start',
  startFailed: 'start',
  running: 'conclude',
  confirmingConclude: 'conclude',
  concluding: 'conclude',
  concludeFailed: 'conclude',
};

export function eventRunView(snapshot: EventRunSnapshot): EventRunView {
  const state = String(snapshot.value);
  const next = NEXT[state] ?? null;
  const failed = state.endsWith('Failed') ? next : null;
  return {
    next,
    busy: ['publishing', 'openingCheckIn', 'starting', 'concluding'].includes(state),
    confirming: state === 'confirmingStart' ? 'start' : state === 'confirmingConclude' ? 'conclude' : null,
    failed,
    failureKeys: failed ? snapshot.context.failureKeys : [],
  };
}
