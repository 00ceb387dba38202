import { assign, fromPromise, setup } from 'xstate';
import type { EditAccountRequest } from '@/contract/account';
import type { Profile } from '@/contract/profile';
import { DEFAULT_ERROR_KEY } from '@/api/errors';
import { fieldErrorsOn, toastKeysFor, type FieldMessage } from '@/api/field-errors';
import { editAccountRequest, PERSONAL_DATA_FIELDS, personalDataOf, type PersonalDataValues } from '@/api/profile/personal-data-request';
import { countryByAlpha2 } from '@/domain/countries';
import { checkRequired, collectIssues, validatePersonalData, violation } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * SPEC §2 /profile/personal-data: the student completes their personal data. Rules of SPEC §5
 * run on submit only; saving asks for confirmation (SPEC §8 "save profile"); the server's field
 * errors come back onto their fields and nothing typed is lost. The save is the `savePersonalData`
 * actor, provided by the profile screen (src/api/profile/personal-data.ts) or by test doubles.
 */

/** SPEC §8: a failed save says so, whatever else went wrong. */
export const SAVE_ERROR_KEY = 'status:default.saveError';

/**
 * SPEC §5 for this form: the shared personal-data rules (names, birth date locked once set, phone)
 * plus what the profile requires: a phone with a listed country, gender, state and city.
 */
export function personalDataIssues(values: PersonalDataValues, storedBirthDate: string | null, today: string): FieldMessage[] {
  const shared = validatePersonalData(
    { firstName: values.firstName, lastName: values.lastName, birthDate: values.birthDate, phone: values.phone, gender: values.gender },
    today,
    storedBirthDate,
  );
  const required = collectIssues([
    ['phoneIdd', countryByAlpha2(values.phoneCountry) ? null : violation('invalid')],
    ['phone', checkRequired(values.phone)],
    ['gender', checkRequired(values.gender)],
    ['stateId', checkRequired(values.stateId)],
    ['cityId', checkRequired(values.cityId)],
  ]);
  const seen = new Set(shared.map((issue) => issue.field));
  const issues = [...shared, ...required.filter((issue) => !seen.has(issue.field))];
  // In the order of the form, so the first error is the first field to fix.
  const order = (field: string) => PERSONAL_DATA_FIELDS.indexOf(field as (typeof PERSONAL_DATA_FIELDS)[number]);
  return issues.map(({ field, messageKey }) => ({ field, messageKey })).sort((a, b) => order(a.field) - order(b.field));
}

/** Changing the state clears the city (SPEC §4), so a city never belongs to another state. */
export function applyChange(values: PersonalDataValues, change: Partial<PersonalDataValues>): PersonalDataValues {
  const next = { ...values, ...change };
  if (change.stateId !== undefined && change.stateId !== values.stateId && change.cityId === undefined) {
    next.cityId = '';
    next.cityName = '';
  }
  return next;
}

export interface PersonalDataInput {
  /** The stored profile, from the query cache. */
  profile: Profile;
  /** The day ages are counted on (yyyy-mm-dd, São Paulo). */
  today: string;
}

export interface PersonalDataContext {
  today: string;
  /** The birth date on record (yyyy-mm-dd): once set, it is locked. */
  storedBirthDate: string | null;
  /** What the form shows, as typed. */
  values: PersonalDataValues;
  fieldErrors: FieldMessage[];
}

export type PersonalDataEvent =
  | { type: 'personalData.change'; change: Partial<PersonalDataValues> }
  | { type: 'personalData.submit' }
  | { type: 'personalData.confirm' }
  | { type: 'personalData.cancel' };

export const personalDataMachine = setup({
  types: {
    input: {} as PersonalDataInput,
    context: {} as PersonalDataContext,
    events: {} as PersonalDataEvent,
  },
  actors: {
    savePersonalData: fromPromise<Profile, EditAccountRequest>(providedBy('the profile screen')),
  },
  actions: {
    changeValues: assign({
      values: ({ context, event }) => (event.type === 'personalData.change' ? applyChange(context.values, event.change) : context.values),
    }),
    clearErrors: assign({ fieldErrors: [] }),
    showFormErrors: assign({
      fieldErrors: ({ context }) => personalDataIssues(context.values, context.storedBirthDate, context.today),
    }),
    showServerFieldErrors: assign({
      fieldErrors: ({ event }) => ('error' in event ? fieldErrorsOn(event.error, PERSONAL_DATA_FIELDS) : []),
    }),
    rememberSaved: assign(({ context, event }) => {
      const saved = (event as unknown as { output: Profile }).output;
      // The answer is the stored profile: show it as stored, keeping the chosen phone country
      // (several countries share a calling code).
      return { storedBirthDate: saved.birthDate, values: { ...personalDataOf(saved), phoneCountry: context.values.phoneCountry }, fieldErrors: [] };
    }),
    showSaveFailed: (_, _params: { messageKeys: string[] }) => undefined,
    showSuccess: () => undefined,
    profileSaved: (_, _params: { profile: Profile }) => undefined,
  },
  guards: {
    valuesAreValid: ({ context }) => personalDataIssues(context.values, context.storedBirthDate, context.today).length === 0,
    refusedFields: ({ event }) => 'error' in event && fieldErrorsOn(event.error, PERSONAL_DATA_FIELDS).length > 0,
  },
}).createMachine({
  id: 'personalData',
  description: 'The personal-data scene of /profile: the form, the save confirmation, saving, and the saved form that can be edited again.',
  context: ({ input }) => ({
    today: input.today,
    storedBirthDate: input.profile.birthDate,
    values: personalDataOf(input.profile),
    fieldErrors: [],
  }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The form with the stored data; errors from the last submit show on their fields.',
      on: {
        'personalData.change': {
          actions: 'changeValues',
          description: 'A field changes; a new state clears the city.',
        },
        'personalData.submit': [
          {
            guard: 'valuesAreValid',
            target: 'confirming',
            actions: 'clearErrors',
            description: 'Every SPEC §5 rule passes: ask whether to save the profile.',
          },
          {
            actions: 'showFormErrors',
            description: 'Some rule fails: each message shows on its field and nothing typed is lost.',
          },
        ],
      },
    },
    confirming: {
      description: 'SPEC §8 confirmation dialog "save profile".',
      on: {
        'personalData.confirm': { target: 'saving', description: 'The user confirms: save.' },
        'personalData.cancel': { target: 'editing', description: 'The user steps back to the form, with everything as typed.' },
      },
    },
    saving: {
      description: 'Saves the personal data (PUT /records/api/account/edit).',
      invoke: {
        id: 'savePersonalData',
        src: 'savePersonalData',
        input: ({ context }) => editAccountRequest(context.values, context.storedBirthDate),
        onDone: {
          target: 'saved',
          actions: ['rememberSaved', 'showSuccess', { type: 'profileSaved', params: ({ event }) => ({ profile: event.output }) }],
          description: 'Saved: the success toast (status:default.success); the stored profile is refreshed and the birth date is now locked.',
        },
        onError: [
          {
            guard: 'refusedFields',
            target: 'editing',
            actions: ['showServerFieldErrors', { type: 'showSaveFailed', params: ({ event }) => ({ messageKeys: saveFailureKeys(event.error) }) }],
            description: 'The server refused some fields: back to the form with the errors on them and the save-failure toast.',
          },
          {
            target: 'editing',
            actions: { type: 'showSaveFailed', params: ({ event }) => ({ messageKeys: saveFailureKeys(event.error) }) },
            description: 'The request failed: the save-failure toast, and the form keeps what was typed.',
          },
        ],
      },
    },
    saved: {
      description: 'The data is saved and shown as stored; the form stays open for further changes.',
      on: {
        'personalData.change': {
          target: 'editing',
          actions: 'changeValues',
          description: 'A field changes after saving: editing again.',
        },
        'personalData.submit': [
          {
            guard: 'valuesAreValid',
            target: 'confirming',
            actions: 'clearErrors',
            description: 'Saving again: ask whether to save the profile.',
          },
          {
            target: 'editing',
            actions: 'showFormErrors',
            description: 'Some rule fails: back to editing with each message on its field.',
          },
        ],
      },
    },
  },
});

/** The toasts of a failed save: the SPEC §8 save failure, then any request error that says more. */
export function saveFailureKeys(error: unknown): string[] {
  const specific = toastKeysFor(error, PERSONAL_DATA_FIELDS).filter((key) => key !== DEFAULT_ERROR_KEY);
  return [SAVE_ERROR_KEY, ...specific.filter((key) => key !== SAVE_ERROR_KEY)];
}
