import { assign, fromPromise, setup } from 'xstate';
import type { OrganiserEvent, PlayPhase } from '@/contract/play';
import type { EventAction } from '@/api/organiser/event';
import { requestFailureKeys } from '@/api/form-refusals';
import { providedBy } from '@/machines/provided-by';

/**
 * The organiser's run of one event on /organiser/event (docs/product/play.md, Screens and States:
 * Event phase): draft → open → check-in → running → concluded. Each step is the organiser's action
 * (publish, open check-in, start, conclude; start and conclude ask first), and the server's phase,
 * read again every few seconds, decides where the run stands.
 */

export interface EventRunInput {
  eventId: number;
  phase: PlayPhase;
}

export interface EventRunContext {
  eventId: number;
  phase: PlayPhase;
  /** Why the last action failed (messageKeys), shown until the next one. */
  failureKeys: string[];
}

export interface EventActionInput {
  eventId: number;
  action: EventAction;
}

export type EventRunEvent =
  | { type: 'eventRun.sync'; phase: PlayPhase }
  | { type: 'eventRun.publish' }
  | { type: 'eventRun.openCheckIn' }
  | { type: 'eventRun.start' }
  | { type: 'eventRun.conclude' }
  | { type: 'eventRun.confirm' }
  | { type: 'eventRun.cancel' }
  | { type: 'eventRun.retry' }
  | { type: 'eventRun.dismiss' };

export const eventRunMachine = setup({
  types: {
    context: {} as EventRunContext,
    events: {} as EventRunEvent,
    input: {} as EventRunInput,
  },
  actors: {
    runEventAction: fromPromise<OrganiserEvent, EventActionInput>(providedBy('the /organiser/event route')),
  },
  actions: {
    rememberPhase: assign({ phase: ({ context, event }) => (event.type === 'eventRun.sync' ? event.phase : context.phase) }),
    rememberAnswer: assign({ phase: ({ context, event }) => ('output' in event ? (event.output as OrganiserEvent).phase : context.phase), failureKeys: [] }),
    rememberFailure: assign({ failureKeys: ({ event }) => ('error' in event ? requestFailureKeys(event.error) : []) }),
    forgetFailure: assign({ failureKeys: [] }),
    /** Reads the event again (the console's query), so the screen shows what the action changed. */
    refresh: () => undefined,
    showDone: (_, _params: { action: EventAction }) => undefined,
  },
  guards: {
    phaseChanged: ({ context, event }) => event.type === 'eventRun.sync' && event.phase !== context.phase,
    isDraft: ({ context }) => context.phase === 'DRAFT',
    isOpen: ({ context }) => context.phase === 'OPEN' || context.phase === 'WAITING_START',
    isCheckIn: ({ context }) => context.phase === 'CHECK_IN',
    isRunning: ({ context }) => context.phase === 'RUNNING',
  },
}).createMachine({
  id: 'eventRun',
  description: "The organiser's run of one event: publish the draft, open check-in, start once people checked in, conclude when every match is done. The server's phase decides the state.",
  context: ({ input }) => ({ eventId: input.eventId, phase: input.phase, failureKeys: [] }),
  initial: 'routing',
  on: {
    'eventRun.sync': {
      guard: 'phaseChanged',
      target: '.routing',
      actions: 'rememberPhase',
      description: 'The event read again is in another phase (check-in opened by itself at its time, another organiser acted): the run follows the server.',
    },
  },
  states: {
    routing: {
      description: 'Picks the state of the phase the server gave.',
      always: [
        { guard: 'isDraft', target: 'draft', description: 'DRAFT: only the organiser sees it.' },
        { guard: 'isOpen', target: 'open', description: 'OPEN or WAITING_START: subscriptions open, or closed and waiting for check-in.' },
        { guard: 'isCheckIn', target: 'checkIn', description: 'CHECK_IN: participants check in.' },
        { guard: 'isRunning', target: 'running', description: 'RUNNING: matches are played.' },
        { target: 'concluded', description: 'CONCLUDED: standings are final.' },
      ],
    },
    draft: {
      description: 'A draft only the organiser sees; next action: publish.',
      on: { 'eventRun.publish': { target: 'publishing', actions: 'forgetFailure', description: 'The organiser publishes: students see it and may subscribe.' } },
    },
    publishing: {
      description: 'POST /admin/tournaments/{id}/publish.',
      invoke: {
        id: 'publish',
        src: 'runEventAction',
        input: ({ context }): EventActionInput => ({ eventId: context.eventId, action: 'publish' }),
        onDone: { target: 'routing', actions: ['rememberAnswer', 'refresh', { type: 'showDone', params: { action: 'publish' } }], description: 'Published: the event is OPEN.' },
        onError: { target: 'publishFailed', actions: ['rememberFailure', 'refresh'], description: 'Refused or failed: the reason shows with a retry.' },
      },
    },
    publishFailed: {
      description: 'Publishing failed; the reason shows with a retry.',
      on: {
        'eventRun.retry': { target: 'publishing', actions: 'forgetFailure', description: 'Tries again.' },
        'eventRun.dismiss': { target: 'routing', actions: 'forgetFailure', description: 'Closes the message.' },
      },
    },
    open: {
      description: 'Published (subscriptions open or closed); check-in opens by itself at its time, or now by the organiser.',
      on: { 'eventRun.openCheckIn': { target: 'openingCheckIn', actions: 'forgetFailure', description: 'The organiser opens check-in early; participants are taken from the subscriptions.' } },
    },
    openingCheckIn: {
      description: 'POST /admin/tournaments/{id}/open-check-in.',
      invoke: {
        id: 'openCheckIn',
        src: 'runEventAction',
        input: ({ context }): EventActionInput => ({ eventId: context.eventId, action: 'open-check-in' }),
        onDone: { target: 'routing', actions: ['rememberAnswer', 'refresh', { type: 'showDone', params: { action: 'open-check-in' } }], description: 'Check-in is open.' },
        onError: { target: 'openCheckInFailed', actions: ['rememberFailure', 'refresh'], description: 'Refused (status:play.wrongPhase) or failed.' },
      },
    },
    openCheckInFailed: {
      description: 'Opening check-in failed; the reason shows with a retry.',
      on: {
        'eventRun.retry': { target: 'openingCheckIn', actions: 'forgetFailure', description: 'Tries again.' },
        'eventRun.dismiss': { target: 'routing', actions: 'forgetFailure', description: 'Closes the message.' },
      },
    },
    checkIn: {
      description: 'Check-in is open; next action: start, once enough participants checked in.',
      on: { 'eventRun.start': { target: 'confirmingStart', actions: 'forgetFailure', description: 'The organiser asks to start: a confirmation first.' } },
    },
    confirmingStart: {
      description: 'Asks before starting: those not checked in are dropped and the bracket is drawn.',
      on: {
        'eventRun.confirm': { target: 'starting', description: 'Confirmed: start.' },
        'eventRun.cancel': { target: 'checkIn', description: 'Not now: check-in goes on.' },
      },
    },
    starting: {
      description: 'POST /admin/tournaments/{id}/start: the bracket (or round 1 of lobbies) is drawn from the checked-in participants.',
      invoke: {
        id: 'start',
        src: 'runEventAction',
        input: ({ context }): EventActionInput => ({ eventId: context.eventId, action: 'start' }),
        onDone: { target: 'routing', actions: ['rememberAnswer', 'refresh', { type: 'showDone', params: { action: 'start' } }], description: 'Started: the event is RUNNING.' },
        onError: { target: 'startFailed', actions: ['rememberFailure', 'refresh'], description: 'Refused (status:play.notEnoughParticipants, status:play.wrongPhase) or failed.' },
      },
    },
    startFailed: {
      description: 'Starting failed; the reason shows with a retry.',
      on: {
        'eventRun.retry': { target: 'starting', actions: 'forgetFailure', description: 'Tries again.' },
        'eventRun.dismiss': { target: 'routing', actions: 'forgetFailure', description: 'Closes the message.' },
      },
    },
    running: {
      description: 'Matches are played; the organiser resolves disputes and, when every match is done, concludes.',
      on: { 'eventRun.conclude': { target: 'confirmingConclude', actions: 'forgetFailure', description: 'The organiser asks to conclude: a confirmation first.' } },
    },
    confirmingConclude: {
      description: 'Asks before concluding: standings become final and places 1 to 3 are rewarded.',
      on: {
        'eventRun.confirm': { target: 'concluding', description: 'Confirmed: conclude.' },
        'eventRun.cancel': { target: 'running', description: 'Not now: the event keeps running.' },
      },
    },
    concluding: {
      description: 'POST /admin/tournaments/{id}/conclude.',
      invoke: {
        id: 'conclude',
        src: 'runEventAction',
        input: ({ context }): EventActionInput => ({ eventId: context.eventId, action: 'conclude' }),
        onDone: { target: 'routing', actions: ['rememberAnswer', 'refresh', { type: 'showDone', params: { action: 'conclude' } }], description: 'Concluded: standings are final and rewards are paid.' },
        onError: { target: 'concludeFailed', actions: ['rememberFailure', 'refresh'], description: 'Refused (status:play.unfinishedMatches) or failed.' },
      },
    },
    concludeFailed: {
      description: 'Concluding failed; the reason shows with a retry.',
      on: {
        'eventRun.retry': { target: 'concluding', actions: 'forgetFailure', description: 'Tries again.' },
        'eventRun.dismiss': { target: 'routing', actions: 'forgetFailure', description: 'Closes the message.' },
      },
    },
    concluded: {
      description: 'The event is over: standings are final.',
    },
  },
});
