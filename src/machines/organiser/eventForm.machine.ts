import { assign, fromPromise, setup } from 'xstate';
import type { CreateEventRequest, OrganiserEvent } from '@/contract/play';
import { eventFormFailureKeys, eventFormFieldErrors, refusesEventFormFields } from '@/api/organiser/form-requests';
import { eventFormIssues, type EventFormValues } from '@/domain/organiser/event-form';
import type { FieldMessage } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * /organiser/new (docs/product/play.md, Screens): the event form. Its rules (docs/product/play.md,
 * Limits) run in src/domain/organiser/event-form.ts before it is sent; the server checks them again and
 * its field errors come back onto the fields. A created event opens in the console.
 */

export interface EventFormContext {
  /** The form as last submitted; the screen holds what is being typed. */
  values: EventFormValues | null;
  /** The request built from valid values (the route knows whether the caller chooses a school event). */
  request: CreateEventRequest | null;
  fieldErrors: FieldMessage[];
  /** The created event's id. */
  eventId: number | null;
}

export type EventFormEvent =
  | { type: 'eventForm.submit'; values: EventFormValues; request: CreateEventRequest }
  | { type: 'eventForm.cancel' };

export const eventFormMachine = setup({
  types: {
    context: {} as EventFormContext,
    events: {} as EventFormEvent,
  },
  actors: {
    createEvent: fromPromise<OrganiserEvent, CreateEventRequest>(providedBy('the /organiser/new route')),
  },
  actions: {
    rememberSubmit: assign({
      values: ({ event }) => (event.type === 'eventForm.submit' ? event.values : null),
      request: ({ event }) => (event.type === 'eventForm.submit' ? event.request : null),
    }),
    showFormErrors: assign({
      fieldErrors: ({ context }) => (context.values ? eventFormIssues(context.values).map(({ field, messageKey }) => ({ field, messageKey })) : []),
    }),
    clearErrors: assign({ fieldErrors: [] }),
    showServerFieldErrors: assign({ fieldErrors: ({ event }) => ('error' in event ? eventFormFieldErrors(event.error) : []) }),
    rememberEvent: assign({ eventId: ({ event }) => ('output' in event ? (event.output as OrganiserEvent).id : null) }),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    showCreated: () => undefined,
    openConsole: (_, _params: { eventId: number | null }) => undefined,
    goBack: () => undefined,
  },
  guards: {
    valuesAreValid: ({ context }) => context.values !== null && eventFormIssues(context.values).length === 0,
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
        'eventForm.submit': { target: 'validating', actions: 'rememberSubmit', description: 'The organiser sends the form: its rules run first.' },
        'eventForm.cancel': { target: 'cancelled', description: 'Cancelling returns to the list of events.' },
      },
    },
    validating: {
      description: 'The rules of docs/product/play.md, Limits, checked before anything is sent.',
      always: [
        { guard: 'valuesAreValid', target: 'submitting', actions: 'clearErrors', description: 'Every rule holds: send it.' },
        { target: 'editing', actions: 'showFormErrors', description: 'Some rule fails: each message shows on its field and nothing typed is lost.' },
      ],
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
