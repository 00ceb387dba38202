import { assign, fromPromise, setup } from 'xstate';
import type { FieldMessage } from '@/domain/validation';
import {
  accreditationFailureKeys,
  accreditationFieldErrors,
  accreditationRequest,
  INEP_NOT_FOUND_ERRORS,
  isAccreditationInProgress,
  isInepNotFound,
  isWithoutSchoolEmail,
  lookupFailureKeys,
  refusesAccreditationFields,
} from '@/api/school/accreditation-requests';
import type { School, SchoolAccreditationRequest, SchoolAccreditationResponse } from '@/contract/school';
import {
  accreditationIssues,
  accreditationOpen,
  EMPTY_ACCREDITATION_VALUES,
  formValuesFor,
  inepIssue,
  isAccredited,
  type AccreditationValues,
  type Director,
} from '@/domain/school/accreditation-values';
import { providedBy } from '@/machines/provided-by';

/**
 * /school-authorize (docs/product/school.md, Screens): a director asks for their school's accreditation. The school is
 * found by its INEP code first; then the director extras (docs/product/school.md, API: RG, CPF, WhatsApp, personal
 * e-mail, the school's e-mail, phone, address and CEP) and the terms; confirming sends the request,
 * which counts only once it is confirmed from the school's official e-mail (docs/product/school.md,
 * Rules): the result says where the link went. A school without an official e-mail goes through
 * the support team. A school that already has a process (docs/product/school.md, Errors) is refused,
 * at the lookup or by the server. The lookup and the request are the `findSchool` and
 * `requestAccreditation` actors, provided by the route or by test doubles. The form's rules live
 * in src/domain/school/accreditation-values.ts, the request and its refusals in
 * src/api/school/accreditation-requests.ts.
 */

export interface AccreditationInput {
  /** What is known of the signed-in director, to start the form with. */
  director: Director;
}

export interface AccreditationContext {
  director: Director;
  /** The INEP code typed in the lookup, as digits. */
  inep: string;
  /** The school the lookup found (docs/product/school.md, API): what the request is about. */
  school: School | null;
  /** What the form shows, as typed. */
  values: AccreditationValues;
  fieldErrors: FieldMessage[];
  /** Where the confirmation link went and until when it works, once the request is sent. */
  confirmation: { sentTo: string; expiresAt: string } | null;
}

export type AccreditationEvent =
  | { type: 'accreditation.inepChange'; inep: string }
  | { type: 'accreditation.lookup' }
  | { type: 'accreditation.change'; change: Partial<AccreditationValues> }
  | { type: 'accreditation.submit' }
  | { type: 'accreditation.confirm' }
  | { type: 'accreditation.cancel' }
  | { type: 'accreditation.back' }
  | { type: 'accreditation.restart' };

/** The school a lookup found (the `findSchool` done event's output). */
const foundSchool = (event: unknown) => (event as { output: School }).output;

export const accreditationMachine = setup({
  types: {
    input: {} as AccreditationInput,
    context: {} as AccreditationContext,
    events: {} as AccreditationEvent,
  },
  actors: {
    findSchool: fromPromise<School, string>(providedBy('the school-authorize route')),
    requestAccreditation: fromPromise<SchoolAccreditationResponse, SchoolAccreditationRequest>(providedBy('the school-authorize route')),
  },
  actions: {
    changeInep: assign({
      inep: ({ context, event }) => (event.type === 'accreditation.inepChange' ? event.inep : context.inep),
    }),
    showInepError: assign({
      fieldErrors: ({ context }) => {
        const issue = inepIssue(context.inep);
        return issue ? [issue] : [];
      },
    }),
    showInepNotFound: assign({ fieldErrors: INEP_NOT_FOUND_ERRORS }),
    rememberSchool: assign(({ context, event }) => {
      const school = foundSchool(event);
      return { school, values: formValuesFor(school, context), fieldErrors: [] };
    }),
    changeValues: assign({
      values: ({ context, event }) => (event.type === 'accreditation.change' ? { ...context.values, ...event.change } : context.values),
    }),
    clearErrors: assign({ fieldErrors: [] }),
    showFormErrors: assign({ fieldErrors: ({ context }) => accreditationIssues(context.values) }),
    showServerFieldErrors: assign({
      fieldErrors: ({ event }) => ('error' in event ? accreditationFieldErrors(event.error) : []),
    }),
    forgetSchool: assign({ school: null, fieldErrors: [] }),
    rememberConfirmation: assign({
      confirmation: ({ event }) => {
        const { sentTo, expiresAt } = (event as unknown as { output: SchoolAccreditationResponse }).output;
        return { sentTo, expiresAt };
      },
    }),
    startOver: assign({ inep: '', school: null, values: EMPTY_ACCREDITATION_VALUES, fieldErrors: [], confirmation: null }),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    showSuccess: () => undefined,
  },
  guards: {
    inepIsValid: ({ context }) => inepIssue(context.inep) === null,
    schoolIsOpen: ({ event }) => accreditationOpen(foundSchool(event).accreditationStatus),
    schoolIsAccredited: ({ event }) => isAccredited(foundSchool(event).accreditationStatus),
    notFound: ({ event }) => 'error' in event && isInepNotFound(event.error),
    inProgress: ({ event }) => 'error' in event && isAccreditationInProgress(event.error),
    withoutSchoolEmail: ({ event }) => 'error' in event && isWithoutSchoolEmail(event.error),
    valuesAreValid: ({ context }) => accreditationIssues(context.values).length === 0,
    refusedFields: ({ event }) => 'error' in event && refusesAccreditationFields(event.error),
  },
}).createMachine({
  id: 'accreditation',
  description: 'School accreditation on /school-authorize: a director finds the school by INEP, fills in the director extras and asks for its accreditation.',
  // The sections the flow answers to, now that its rules and refusals live beside it in domain/ and api/.
  context: ({ input }) => ({
    director: input.director,
    inep: '',
    school: null,
    values: EMPTY_ACCREDITATION_VALUES,
    fieldErrors: [],
    confirmation: null,
  }),
  initial: 'lookup',
  states: {
    lookup: {
      description: 'The director types the school INEP code (8 digits); errors of the last search show on the field.',
      on: {
        'accreditation.inepChange': { actions: 'changeInep', description: 'The INEP code changes; nothing else is touched.' },
        'accreditation.lookup': [
          { guard: 'inepIsValid', target: 'searching', actions: 'clearErrors', description: 'A well-formed INEP code: look the school up.' },
          { actions: 'showInepError', description: 'Empty or not 8 digits: the message on the field, the code kept as typed.' },
        ],
      },
    },
    searching: {
      description: 'Looks the school up (GET /educational/api/public/schools/inep-code/{code}).',
      invoke: {
        id: 'findSchool',
        src: 'findSchool',
        input: ({ context }) => context.inep,
        onDone: [
          { guard: 'schoolIsOpen', target: 'form', actions: 'rememberSchool', description: 'A school without accreditation (or refused before): the form.' },
          { guard: 'schoolIsAccredited', target: 'accredited', actions: 'rememberSchool', description: 'The school is already accredited: nothing to ask.' },
          { target: 'inProgress', actions: 'rememberSchool', description: 'The school already has an accreditation process (docs/product/school.md, Errors).' },
        ],
        onError: [
          { guard: 'notFound', target: 'lookup', actions: 'showInepNotFound', description: 'INEP code not found (docs/product/school.md, Errors): the message on the field.' },
          {
            target: 'lookup',
            actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: lookupFailureKeys(event.error) }) },
            description: 'The search failed: its toast, and the code stays as typed.',
          },
        ],
      },
    },
    form: {
      description: 'The school found and the director extras with the terms (docs/product/school.md, API); errors show on their fields.',
      on: {
        'accreditation.change': { actions: 'changeValues', description: 'A field changes; nothing else is touched.' },
        'accreditation.submit': [
          { guard: 'valuesAreValid', target: 'confirming', actions: 'clearErrors', description: 'Every rule passes (docs/product/school.md, Rules): ask whether to send.' },
          { actions: 'showFormErrors', description: 'Some rule fails: each message on its field and nothing typed is lost.' },
        ],
        'accreditation.back': { target: 'lookup', actions: 'forgetSchool', description: 'Another school: back to the INEP search, keeping what was typed.' },
      },
    },
    confirming: {
      description: 'Confirmation dialog before the request is sent.',
      on: {
        'accreditation.confirm': { target: 'submitting', description: 'The director confirms: send.' },
        'accreditation.cancel': { target: 'form', description: 'Back to the form, with everything as typed.' },
      },
    },
    submitting: {
      description: 'Sends the request (POST /educational/api/public/schools/authorize).',
      invoke: {
        id: 'requestAccreditation',
        src: 'requestAccreditation',
        input: ({ context }) => accreditationRequest(context.values),
        onDone: { target: 'done', actions: ['rememberConfirmation', 'showSuccess'], description: "Sent: a link went to the school's official e-mail, to confirm the request from there." },
        onError: [
          { guard: 'inProgress', target: 'inProgress', description: 'Another process started meanwhile (docs/product/school.md, Errors): the refusal.' },
          { guard: 'withoutSchoolEmail', target: 'withoutEmail', description: 'The school has no official e-mail on record to confirm from: the support team takes the request.' },
          {
            guard: 'refusedFields',
            target: 'form',
            actions: ['showServerFieldErrors', { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: accreditationFailureKeys(event.error) }) }],
            description: 'The server refused some fields: back to the form with the errors on them.',
          },
          {
            target: 'form',
            actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: accreditationFailureKeys(event.error) }) },
            description: 'The request failed: the failure toast, and the form keeps what was typed.',
          },
        ],
      },
    },
    done: {
      description: "The request was sent: it counts once confirmed from the school's e-mail, which it names (hidden in part), before the link expires; a way to accredit another school.",
      on: { 'accreditation.restart': { target: 'lookup', actions: 'startOver', description: 'Another school: a fresh search.' } },
    },
    inProgress: {
      description: 'The school already has an accreditation process (docs/product/school.md, Errors): the refusal and the support chat.',
      on: { 'accreditation.restart': { target: 'lookup', actions: 'startOver', description: 'Another school: a fresh search.' } },
    },
    withoutEmail: {
      description: 'The school has no official e-mail on record (docs/product/school.md, Errors): the support chat takes the request.',
      on: { 'accreditation.restart': { target: 'lookup', actions: 'startOver', description: 'Another school: a fresh search.' } },
    },
    accredited: {
      description: 'The school is already accredited: students can link to it; nothing to ask.',
      on: { 'accreditation.restart': { target: 'lookup', actions: 'startOver', description: 'Another school: a fresh search.' } },
    },
  },
});
