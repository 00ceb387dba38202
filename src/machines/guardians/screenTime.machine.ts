import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { SupervisionState } from '@/contract/guardians';
import { providedBy } from '@/machines/provided-by';

/**
 * A supervised student's time in the app (docs/product/guardians.md, Supervision): the app counts
 * the seconds the student is really using it, sends them as heartbeats, and under a daily limit
 * counts down what is left. A few minutes before the end the student is told; at the end a friendly
 * notice counts a short grace down and signs the student out, gently. A student without a guardian
 * is not counted at all.
 */

/** How often the counted seconds go to the server, what "the last minutes" are, and the grace at the end. */
export interface ScreenTimeInput {
  heartbeatSeconds?: number;
  warnSeconds?: number;
  graceSeconds?: number;
}

export interface ScreenTimeContext {
  heartbeatSeconds: number;
  warnSeconds: number;
  graceSeconds: number;
  /** Seconds left today under the limit; null without a limit. */
  remaining: number | null;
  /** Active seconds counted that the server has not received yet. */
  unsent: number;
  /** The seconds of the heartbeat on its way. */
  sending: number;
  /** Seconds of grace left once the limit is reached. */
  grace: number;
  /** The supervision as the server last answered it. */
  supervision: SupervisionState | null;
}

export type ScreenTimeEvent =
  /** One second of active use: the page is visible and the student used it recently. */
  | { type: 'tick' }
  /** "Sair agora" on the notice at the limit. */
  | { type: 'signOut.now' };

export const HEARTBEAT_SECONDS = 60;
export const WARN_SECONDS = 5 * 60;
export const GRACE_SECONDS = 60;

/** Seconds left once the unsent ones are taken off what the server knows. */
const leftAfter = (state: SupervisionState, unsent: number) => (state.remainingSeconds === null ? null : Math.max(0, state.remainingSeconds - unsent));

export const screenTimeMachine = setup({
  types: {
    context: {} as ScreenTimeContext,
    events: {} as ScreenTimeEvent,
    input: {} as ScreenTimeInput,
  },
  actors: {
    load: fromPromise<SupervisionState>(providedBy('the private layout')),
    heartbeat: fromPromise<SupervisionState, number>(providedBy('the private layout')),
    clock: fromCallback<ScreenTimeEvent>(() => {
      throw new Error('this actor is provided by the private layout');
    }),
  },
  delays: {
    retryDelay: 30_000,
  },
  guards: {
    notSupervised: ({ event }) => !(event as unknown as { output: SupervisionState }).output.supervised,
    reachedOnServer: ({ event }) => (event as unknown as { output: SupervisionState }).output.remainingSeconds === 0,
    // At most one: a heartbeat's answer may leave fewer seconds than were counted meanwhile.
    lastSecond: ({ context }) => context.remaining !== null && context.remaining <= 1,
    entersLastMinutes: ({ context }) => context.remaining === context.warnSeconds + 1,
    heartbeatDue: ({ context }) => context.unsent >= context.heartbeatSeconds,
    graceOver: ({ context }) => context.grace <= 1,
  },
  actions: {
    adopt: assign(({ context, event }) => {
      const state = (event as unknown as { output: SupervisionState }).output;
      return { supervision: state, remaining: leftAfter(state, context.unsent) };
    }),
    count: assign(({ context }) => ({ unsent: context.unsent + 1, remaining: context.remaining === null ? null : Math.max(0, context.remaining - 1) })),
    startSending: assign(({ context }) => ({ sending: context.unsent, unsent: 0 })),
    keepUnsent: assign(({ context }) => ({ unsent: context.unsent + context.sending, sending: 0 })),
    sent: assign({ sending: 0 }),
    startGrace: assign(({ context }) => ({ grace: context.graceSeconds, remaining: context.remaining === null ? null : 0 })),
    countGrace: assign(({ context }) => ({ grace: Math.max(0, context.grace - 1) })),
    warnLastMinutes: () => undefined,
    signOut: () => undefined,
  },
}).createMachine({
  id: 'screenTime',
  description: "A supervised student's active time: counted, sent as heartbeats, and at the daily limit a gentle sign-out.",
  context: ({ input }) => ({
    heartbeatSeconds: input.heartbeatSeconds ?? HEARTBEAT_SECONDS,
    warnSeconds: input.warnSeconds ?? WARN_SECONDS,
    graceSeconds: input.graceSeconds ?? GRACE_SECONDS,
    remaining: null,
    unsent: 0,
    sending: 0,
    grace: 0,
    supervision: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the supervision (GET /records/api/user/supervision).',
      invoke: {
        id: 'load',
        src: 'load',
        onDone: [
          { guard: 'notSupervised', target: 'off', actions: 'adopt', description: 'No guardian consents: nothing is counted or shown.' },
          { guard: 'reachedOnServer', target: 'reached', actions: 'adopt', description: "Today's limit is already used up." },
          { target: 'counting', actions: 'adopt', description: 'Supervised, with time left (or no limit).' },
        ],
        onError: { target: 'unavailable', description: 'The supervision could not be read: tried again a little later.' },
      },
    },
    unavailable: {
      description: 'Waits before reading the supervision again.',
      after: { retryDelay: { target: 'loading', description: 'After 30 s: read again.' } },
    },
    off: {
      type: 'final',
      description: 'Not supervised: the app counts nothing.',
    },
    counting: {
      description: 'Counts each second of active use; the top bar shows the supervision, and the countdown in the last minutes.',
      invoke: { id: 'clock', src: 'clock' },
      on: {
        tick: [
          { guard: 'lastSecond', target: 'reached', actions: 'count', description: 'The last second of the limit.' },
          { guard: 'entersLastMinutes', actions: ['count', 'warnLastMinutes'], description: 'Five minutes are left: the student is told.' },
          { actions: 'count', description: 'One more active second.' },
        ],
      },
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Gathers seconds until a heartbeat is due.',
          always: { guard: 'heartbeatDue', target: 'sending', description: 'A minute of use gathered: send it.' },
        },
        sending: {
          description: 'Sends the gathered seconds (POST /records/api/user/activity).',
          entry: 'startSending',
          invoke: {
            id: 'heartbeat',
            src: 'heartbeat',
            input: ({ context }) => context.sending,
            onDone: [
              { guard: 'notSupervised', target: '#screenTime.off', actions: ['sent', 'adopt'], description: 'The guardian withdrew: counting stops.' },
              { guard: 'reachedOnServer', target: '#screenTime.reached', actions: ['sent', 'adopt'], description: 'The server counts the limit as used up (another tab, a new limit).' },
              { target: 'waiting', actions: ['sent', 'adopt'], description: 'Received: what is left follows the server (a guardian may have changed the limit).' },
            ],
            onError: { target: 'resting', actions: 'keepUnsent', description: 'Not received: the seconds wait for the next heartbeat.' },
          },
        },
        resting: {
          description: 'After a failed heartbeat, keeps counting without sending for a while.',
          after: { retryDelay: { target: 'waiting', description: 'After 30 s: send again.' } },
        },
      },
    },
    reached: {
      description: 'The limit is reached: a friendly notice counts the grace down, with "Sair agora".',
      entry: 'startGrace',
      invoke: { id: 'clock', src: 'clock' },
      on: {
        tick: [
          { guard: 'graceOver', target: 'signingOut', actions: 'countGrace', description: 'The grace is over.' },
          { actions: 'countGrace', description: 'One second less of grace.' },
        ],
        'signOut.now': { target: 'signingOut', description: 'The student leaves now.' },
      },
    },
    signingOut: {
      description: 'Sends the last seconds, then signs out.',
      invoke: {
        id: 'heartbeat',
        src: 'heartbeat',
        input: ({ context }) => context.unsent + context.sending,
        onDone: { target: 'signedOut', actions: 'signOut', description: 'Counted: sign out.' },
        onError: { target: 'signedOut', actions: 'signOut', description: 'Not counted: sign out all the same.' },
      },
    },
    signedOut: {
      type: 'final',
      description: 'Signed out until tomorrow; the sign-in says so too.',
    },
  },
});
