import { assign, fromPromise, setup } from 'xstate';
import type { CheckInState } from '@/contract/play';
import { requestFailureKeys } from '@/api/form-refusals';
import { checkInPhase } from '@/domain/play/check-in';
import { providedBy } from '@/machines/provided-by';

/**
 * Check-in on the tournament detail banner (docs/product/play.md, Screens and States): not open yet,
 * open with the time left ticking each second, checking in, checked in (undo while the window is
 * open), undoing, missed, not a participant, and closed once a checked-in window ends. The server's
 * CheckInState comes in on load and on every refetch (`checkIn.loaded`); the clock moves the banner on
 * at the second the window opens or closes. Only a solo player or a team's leader may act (`canAct`);
 * other members see the state. Where the window stands is read by src/domain/play/check-in.ts.
 */

export const CHECK_IN_TICK_MS = 1000;

export interface CheckInInput {
  state: CheckInState;
  /** The current time, in milliseconds since the epoch. */
  now: number;
}

export type CheckInContext = CheckInInput;

export type CheckInEvent =
  | { type: 'checkIn.loaded'; state: CheckInState }
  | { type: 'clock.checked'; now: number }
  | { type: 'checkIn.press' }
  | { type: 'undo.press' };

const phaseIs = (phase: ReturnType<typeof checkInPhase>) => ({ context }: { context: CheckInContext }) => checkInPhase(context.state, context.now) === phase;

export const checkInMachine = setup({
  types: {
    input: {} as CheckInInput,
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
  },
  actors: {
    checkIn: fromPromise<CheckInState, number>(providedBy('the tournament detail route')),
    undoCheckIn: fromPromise<CheckInState, number>(providedBy('the tournament detail route')),
  },
  delays: { tick: CHECK_IN_TICK_MS },
  actions: {
    advanceClock: assign({ now: ({ context }) => context.now + CHECK_IN_TICK_MS }),
    setClock: assign({ now: ({ context, event }) => (event.type === 'clock.checked' ? event.now : context.now) }),
    rememberAnswer: assign((_, params: { state: CheckInState }) => ({ state: params.state })),
    replaceState: assign({ state: ({ context, event }) => (event.type === 'checkIn.loaded' ? event.state : context.state) }),
    showDone: (_, _params: { messageKey: string | undefined }) => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    reload: () => undefined,
  },
  guards: {
    notOpen: phaseIs('notOpen'),
    open: phaseIs('open'),
    checkedIn: phaseIs('checkedIn'),
    missed: phaseIs('missed'),
    notParticipant: phaseIs('notParticipant'),
    canAct: ({ context }) => context.state.canAct,
  },
}).createMachine({
  id: 'checkIn',
  description: 'The check-in of a tournament banner: not open, open with the time left, checked in (undo), missed, not a participant.',
  context: ({ input }) => ({ state: input.state, now: input.now }),
  initial: 'placing',
  on: {
    'checkIn.loaded': { target: '.placing', actions: 'replaceState', description: 'The server answered again (a refetch or a live change): place the check-in again.' },
    'clock.checked': { target: '.placing', actions: 'setClock', description: 'The page came back into view: the clock catches up with the real time.' },
  },
  states: {
    placing: {
      description: 'Reads where the check-in stands from the server state and the clock; shown for no time.',
      always: [
        { guard: 'notParticipant', target: 'notParticipant', description: 'Not subscribed, or not in a confirmed team.' },
        { guard: 'missed', target: 'missed', description: 'The window closed without a check-in, or the caller was dropped.' },
        { guard: 'notOpen', target: 'notOpen', description: 'Before the window: says when it opens.' },
        { guard: 'open', target: 'open', description: 'Inside the window, not checked in: the button with the time left.' },
        { guard: 'checkedIn', target: 'checkedIn', description: 'Checked in while the window is open: may undo.' },
        { target: 'closed', description: 'Checked in and the window closed: waiting for the start.' },
      ],
    },
    notOpen: {
      description: 'Check-in opens at opensAt: the banner says when.',
      after: { tick: { target: 'placing', actions: 'advanceClock', description: 'A second goes by: at opensAt the window opens.' } },
    },
    open: {
      description: '"Fazer check-in" with the time left, ticking each second (or, for a team member, that the leader checks in).',
      on: {
        'checkIn.press': { guard: 'canAct', target: 'checkingIn', description: 'A solo player or the leader presses "Fazer check-in".' },
      },
      after: { tick: { target: 'placing', actions: 'advanceClock', description: 'A second goes by: at closesAt the window closes and the check-in is missed.' } },
    },
    checkingIn: {
      description: 'Checks in (POST /tournaments/{id}/check-in).',
      on: { 'checkIn.loaded': { actions: 'replaceState', description: 'A refetch while waiting: kept, the answer decides.' } },
      invoke: {
        id: 'checkIn',
        src: 'checkIn',
        input: ({ context }) => context.state.eventId,
        onDone: {
          target: 'placing',
          actions: [{ type: 'rememberAnswer', params: ({ event }) => ({ state: event.output }) }, { type: 'showDone', params: ({ event }) => ({ messageKey: event.output.messageKey }) }, 'reload'],
          description: 'Checked in: status:checkIn.done, and the event\'s play reloads.',
        },
        onError: {
          target: 'placing',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) }, 'reload'],
          description: 'Refused (closed, leader only…): its message as a toast, and the check-in reloads.',
        },
      },
    },
    checkedIn: {
      description: '"Check-in feito" and "Desfazer" while the window is open.',
      on: {
        'undo.press': { guard: 'canAct', target: 'undoing', description: 'A solo player or the leader presses "Desfazer".' },
      },
      after: { tick: { target: 'placing', actions: 'advanceClock', description: 'A second goes by: at closesAt the check-in is final.' } },
    },
    undoing: {
      description: 'Undoes the check-in (DELETE /tournaments/{id}/check-in).',
      on: { 'checkIn.loaded': { actions: 'replaceState', description: 'A refetch while waiting: kept, the answer decides.' } },
      invoke: {
        id: 'undoCheckIn',
        src: 'undoCheckIn',
        input: ({ context }) => context.state.eventId,
        onDone: {
          target: 'placing',
          actions: [{ type: 'rememberAnswer', params: ({ event }) => ({ state: event.output }) }, { type: 'showDone', params: ({ event }) => ({ messageKey: event.output.messageKey }) }, 'reload'],
          description: 'Undone: status:checkIn.undone; the button shows again while the window is open.',
        },
        onError: {
          target: 'placing',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) }, 'reload'],
          description: 'Refused (the window closed meanwhile…): its message as a toast, and the check-in reloads.',
        },
      },
    },
    missed: { description: 'The window closed without a check-in: a plain message.' },
    notParticipant: { description: 'Not a participant of the event: the banner shows no check-in.' },
    closed: { description: 'Checked in and the window closed: waiting for the organiser to start.' },
  },
});
