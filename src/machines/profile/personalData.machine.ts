import { assign, fromPromise, setup } from 'xstate';
import type { EditAccountRequest } from '@/contract/account';
import type { Profile } from '@/contract/profile';
import {
  editAccountRequest,
  personalDataFailureKeys,
  personalDataFieldErrors,
  personalDataOf,
  refusesPersonalDataFields,
  savedPersonalData,
} from '@/api/profile/personal-data-requests';
import { applyPersonalDataChange, personalDataIssues, type PersonalDataValues } from '@/domain/profile/personal-data-values';
import type { FieldMessage } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * /profile/personal-data (docs/product/profile.md, Screens): the student completes their personal data. Its rules (docs/product/profile.md, Rules)
 * run on submit only; saving asks for confirmation (docs/product/profile.md, Errors); the server's field
 * errors come back onto their fields and nothing typed is lost. The save is the `savePersonalData`
 * actor, provided by the profile screen (src/api/profile/personal-data.ts) or by test doubles.
 * The form's rules live in src/domain/profile/personal-data-values.ts, the request and its
 * refusals in src/api/profile/personal-data-requests.ts.
 */

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
      values: ({ context, event }) => (event.type === 'personalData.change' ? applyPersonalDataChange(context.values, event.change) : context.values),
    }),
    clearErrors: assign({ fieldErrors: [] }),
    showFormErrors: assign({
      fieldErrors: ({ context }) => personalDataIssues(context.values, context.storedBirthDate, context.today),
    }),
    showServerFieldErrors: assign({
      fieldErrors: ({ event }) => ('error' in event ? personalDataFieldErrors(event.error) : []),
    }),
    rememberSaved: assign(({ context, event }) => {
      const saved = (event as unknown as { output: Profile }).output;
      return { storedBirthDate: saved.birthDate, values: savedPersonalData(saved, context.values), fieldErrors: [] };
    }),
    showSaveFailed: (_, _params: { messageKeys: string[] }) => undefined,
    showSuccess: () => undefined,
    profileSaved: (_, _params: { profile: Profile }) => undefined,
  },
  guards: {
    valuesAreValid: ({ context }) => personalDataIssues(context.values, context.storedBirthDate, context.today).length === 0,
    refusedFields: ({ event }) => 'error' in event && refusesPersonalDataFields(event.error),
  },
}).createMachine({
  id: 'personalData',
  description: 'The personal-data scene of /profile: the form, the save confirmation, saving, and the saved form that can be edited again.',
  // The sections the flow answers to, now that its rules and refusals live beside it in domain/ and api/.
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
            description: 'Every rule passes (docs/product/profile.md, Rules): ask whether to save the profile.',
          },
          {
            actions: 'showFormErrors',
            description: 'Some rule fails: each message shows on its field and nothing typed is lost.',
          },
        ],
      },
    },
    confirming: {
      description: 'The "save profile" confirmation dialog (docs/product/profile.md, Errors).',
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
            actions: ['showServerFieldErrors', { type: 'showSaveFailed', params: ({ event }) => ({ messageKeys: personalDataFailureKeys(event.error) }) }],
            description: 'The server refused some fields: back to the form with the errors on them and the save-failure toast.',
          },
          {
            target: 'editing',
            actions: { type: 'showSaveFailed', params: ({ event }) => ({ messageKeys: personalDataFailureKeys(event.error) }) },
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
