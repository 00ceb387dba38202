import type { PlayPhase } from '@/contract/play';
import { eventRunMachine } from '@/machines/organiser/eventRun.machine';
import { describePaths } from '../harness';
import { organiserEvent, refused } from './organiser.fixtures';

const PHASES: PlayPhase[] = ['DRAFT', 'OPEN', 'WAITING_START', 'CHECK_IN', 'RUNNING', 'CONCLUDED'];
const answers = (phase: PlayPhase) => ({ done: [organiserEvent(phase)], error: [refused('status:play.wrongPhase')] });

describePaths(eventRunMachine, {
  // One start per phase the organiser acts in: the console opens on the event as the server has it.
  inputs: {
    draft: { eventId: 7, phase: 'DRAFT' },
    open: { eventId: 7, phase: 'OPEN' },
    checkIn: { eventId: 7, phase: 'CHECK_IN' },
    running: { eventId: 7, phase: 'RUNNING' },
  },
  events: { 'eventRun.sync': PHASES.map((phase) => ({ type: 'eventRun.sync' as const, phase })) },
  invoked: {
    publish: answers('OPEN'),
    openCheckIn: answers('CHECK_IN'),
    start: answers('RUNNING'),
    conclude: answers('CONCLUDED'),
  },
});
