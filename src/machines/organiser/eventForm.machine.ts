import { assign, fromPromise, setup } from 'xstate';
import type { CreateEventRequest, OrganiserEvent } from '@/contract/play';
import { eventFormFailureKeys, eventFormFieldErrors, refusesEventFormFields } from '@/api/organiser/form-requests';
import type { EventFormValues, EventRules } from '@/domain/organiser/event-form';
import type { FieldMessage } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * /organiser/new (docs/product/play.md, Screens): the event form. Its rules (docs/product/play.md,
 * Limits) run in src/domain/organiser/event-rules.ts before it is sent, their code fetched on demand;
 * the server checks them again and its field errors come back onto the fields. A created event opens
 * in the console.
 */

export interface EventFormContext {
  /** The form as last submitted; the screen holds what is being typed. */
  values: EventFormValues | null;
  /** The request the rules built from valid values (the route knows whether the caller chooses a school event). */
  request: CreateEventRequest | null;
  fieldErrors: FieldMessage[];
  /** The created event's id. */
  eventId: number | null;
}

export type EventFormEvent =
  | { type: 'eventForm.submit'; values: EventFormValues }
  | { type: 'eventForm.cancel' };

/** The rules a finished fetch brought (the event of `checking`'s onDone); null for any other event. */
const rulesIn = (event: object): EventRules | null => ('output' in event ? (event.output as EventRules) : null);

export const eventFormMachine = setup({
  types: {
    context: {} as EventFormContext,
    events: {} as EventFormEvent,
  },
  actors: {
    loadRules: fromPromise<EventRules>(providedBy('the /organiser/new route')),
    createEvent: fromPromise<OrganiserEvent, CreateEventRequest>(providedBy('the /organiser/new route')),
  },
  actions: {
    rememberSubmit: assign({ values: ({ event }) => (event.type === 'eventForm.submit' ? event.values : null), request: null }),
    buildRequest: assign({ request: ({ context, event }) => (context.values ? (rulesIn(event)?.request(context.values) ?? null) : null) }),
    showFormErrors: assign({
      fieldErrors: ({ context, event }) => (context.values ? (rulesIn(event)?.issues(context.values) ?? []).map(({ field, messageKey }) => ({ field, messageKey })) : []),
    }),
    clearErrors: assign({ fieldErrors: [] }),
    showServerFieldErrors: assign({ fieldErrors: ({ event }) => ('error' in event ? eventFormFieldErrors(event.error) : []) }),
    rememberEvent: assign({ eventId: ({ event }) => ('output' in event ? (event.output as OrganiserEvent).id : null) }),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    showRulesUnavailable: () => undefined,
    showCreated: () => undefined,
    openConsole: (_, _params: { eventId: number | null }) => undefined,
    goBack: () => undefined,
  },
  guards: {
    rulesHold: ({ context, event }) => context.values !== null && rulesIn(event)?.issues(context.values).length === 0,
    refusedFields: ({ event }) => 'error' in event && refusesEventFormFields(event.error),
  },
}).createMachine({
  id: 'eventForm',
  description: 'Creating an event on /organiser/new: the form, its rules, sending it, and the console of the new draft.',
  context: { values: null, request: null, fieldErrors: [], eventId: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'The form: name, game, format, team size, best of, seeding, dates, check-in window, auto-confirm and no-show times, capacity, rules, the points table for battle royale and the school event. Errors from the last submit show on their fields.',
      on: {
        'eventForm.submit': { target: 'checking', actions: 'rememberSubmit', description: 'The organiser sends the form: its rules run first.' },
        'eventForm.cancel': { target: 'cancelled', description: 'Cancelling returns to the list of events.' },
      },
    },
    checking: {
      description:
        "The rules of docs/product/play.md, Limits, checked before anything is sent. Their code (it reads the typed dates) is fetched when the organiser first changes the form, so it is usually there already.",
      invoke: {
        id: 'loadRules',
        src: 'loadRules',
        onDone: [
          { guard: 'rulesHold', target: 'submitting', actions: ['clearErrors', 'buildRequest'], description: 'Every rule holds: send it.' },
          { target: 'editing', actions: 'showFormErrors', description: 'Some rule fails: each message shows on its field and nothing typed is lost.' },
        ],
        onError: {
          target: 'editing',
          actions: 'showRulesUnavailable',
          description: 'The rules could not be fetched (the connection dropped): a toast says so, nothing is sent and the form keeps what was typed.',
        },
      },
    },
    submitting: {
      description: 'Sends the event (POST /educational/api/admin/tournaments); it is created as a DRAFT.',
      invoke: {
        id: 'createEvent',
        src: 'createEvent',
        input: ({ context }) => context.request as CreateEventRequest,
        onDone: { target: 'created', actions: ['rememberEvent', 'showCreated'], description: 'Created: a success toast, and the console of the new draft opens.' },
        onError: [
          {
            guard: 'refusedFields',
            target: 'editing',
            actions: ['showServerFieldErrors', { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: eventFormFailureKeys(event.error) }) }],
            description: 'The server refused some fields (validation:<field>.invalid): back to the form with the errors on them.',
          },
          {
            target: 'editing',
            actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: eventFormFailureKeys(event.error) }) },
            description: 'The request failed (e.g. status:organiser.forbidden): its errors show as toasts and the form keeps what was typed.',
          },
        ],
      },
    },
    created: {
      description: 'The event exists as a DRAFT; its console opens.',
      type: 'final',
      entry: { type: 'openConsole', params: ({ context }) => ({ eventId: context.eventId }) },
    },
    cancelled: {
      description: 'The organiser left the form for the list of events.',
      type: 'final',
      entry: 'goBack',
    },
  },
});
