import { assign, fromPromise, setup } from 'xstate';
import type { LegalRepresentativeRequest, Profile } from '@/contract/profile';
import {
  ALREADY_EXISTS_KEY,
  isAlreadyRegisteredRefusal,
  isLegalAgeRefusal,
  LEGAL_AGE_KEY,
  legalRepresentativeRequest,
  refusesSponsorFields,
  sponsorFailureKeys,
  sponsorFieldErrors,
} from '@/api/profile/legal-representative-requests';
import { isMinor } from '@/domain/profile/legal-representative';
import { EMPTY_SPONSOR_VALUES, sponsorIssues, type SponsorValues } from '@/domain/profile/sponsor-values';
import type { FieldMessage } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * /profile/sponsor (docs/product/profile.md, Screens, API and Rules): a minor names their legal representative. Adults cannot
 * (docs/product/profile.md, Roles and Errors); once one is registered the scene is locked and shows
 * it. The rules (docs/product/profile.md, Rules) run on submit only; saving asks for confirmation; the server's field
 * errors come back onto their fields and nothing typed is lost. The save is the
 * `saveLegalRepresentative` actor, provided by the profile screen or by test doubles. The form's
 * rules live in src/domain/profile/sponsor-values.ts, the request and its refusals in
 * src/api/profile/legal-representative-requests.ts.
 */

export interface SponsorInput {
  /** The stored profile, from the query cache. */
  profile: Profile;
  /** The day ages are counted on (yyyy-mm-dd, São Paulo). */
  today: string;
}

export interface SponsorContext {
  /** The guardian's e-mail must differ from this one (docs/product/profile.md, Rules). */
  studentEmail: string;
  /** Whether the student is a minor today: only minors may name a guardian. */
  minor: boolean;
  /** Whether a guardian is already on record: then the scene is locked. */
  registered: boolean;
  /** What the form shows, as typed. */
  values: SponsorValues;
  fieldErrors: FieldMessage[];
}

export type SponsorEvent =
  | { type: 'sponsor.change'; change: Partial<SponsorValues> }
  | { type: 'sponsor.submit' }
  | { type: 'sponsor.confirm' }
  | { type: 'sponsor.cancel' };

export const sponsorMachine = setup({
  types: {
    input: {} as SponsorInput,
    context: {} as SponsorContext,
    events: {} as SponsorEvent,
  },
  actors: {
    saveLegalRepresentative: fromPromise<Profile, LegalRepresentativeRequest>(providedBy('the profile screen')),
  },
  actions: {
    changeValues: assign({
      values: ({ context, event }) => (event.type === 'sponsor.change' ? { ...context.values, ...event.change } : context.values),
    }),
    clearErrors: assign({ fieldErrors: [] }),
    showFormErrors: assign({
      fieldErrors: ({ context }) => sponsorIssues(context.values, context.studentEmail),
    }),
    showServerFieldErrors: assign({
      fieldErrors: ({ event }) => ('error' in event ? sponsorFieldErrors(event.error) : []),
    }),
    markRegistered: assign({ registered: true, fieldErrors: [] }),
    markAdult: assign({ minor: false, fieldErrors: [] }),
    showSaveFailed: (_, _params: { messageKeys: string[] }) => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    showSuccess: () => undefined,
    guardianSaved: () => undefined,
  },
  guards: {
    isAdult: ({ context }) => !context.minor,
    isRegistered: ({ context }) => context.registered,
    valuesAreValid: ({ context }) => sponsorIssues(context.values, context.studentEmail).length === 0,
    refusedForLegalAge: ({ event }) => 'error' in event && isLegalAgeRefusal(event.error),
    refusedAsAlreadyRegistered: ({ event }) => 'error' in event && isAlreadyRegisteredRefusal(event.error),
    refusedFields: ({ event }) => 'error' in event && refusesSponsorFields(event.error),
  },
}).createMachine({
  id: 'sponsor',
  description: 'The sponsor scene of /profile: a minor registers their legal representative once; adults see why they cannot.',
  // The sections the flow answers to, now that its rules and refusals live beside it in domain/ and api/.
  context: ({ input }) => ({
    studentEmail: input.profile.email,
    minor: isMinor(input.profile.birthDate, input.today),
    registered: input.profile.legalRepresentative !== null,
    values: EMPTY_SPONSOR_VALUES,
    fieldErrors: [],
  }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Decides what the scene shows from the stored profile: the refusal for adults, the registered guardian, or the form.',
      always: [
        { guard: 'isAdult', target: 'adult', description: 'An adult student answers for themselves (docs/product/profile.md, Roles).' },
        { guard: 'isRegistered', target: 'locked', description: 'A guardian on record cannot be changed here (docs/product/profile.md, Rules).' },
        { target: 'editing', description: 'A minor without a guardian: the empty form.' },
      ],
    },
    editing: {
      description: 'The form; errors from the last submit show on their fields.',
      on: {
        'sponsor.change': { actions: 'changeValues', description: 'A field changes; nothing else is touched.' },
        'sponsor.submit': [
          {
            guard: 'valuesAreValid',
            target: 'confirming',
            actions: 'clearErrors',
            description: 'Every rule passes (docs/product/profile.md, Rules): ask whether to save the guardian.',
          },
          {
            actions: 'showFormErrors',
            description: 'Some rule fails: each message shows on its field and nothing typed is lost.',
          },
        ],
      },
    },
    confirming: {
      description: 'Confirmation dialog: the guardian cannot be changed once saved.',
      on: {
        'sponsor.confirm': { target: 'saving', description: 'The student confirms: save.' },
        'sponsor.cancel': { target: 'editing', description: 'The student steps back to the form, with everything as typed.' },
      },
    },
    saving: {
      description: 'Saves the guardian (POST /records/api/account/legal-representative).',
      invoke: {
        id: 'saveLegalRepresentative',
        src: 'saveLegalRepresentative',
        input: ({ context }) => legalRepresentativeRequest(context.values),
        onDone: {
          target: 'locked',
          actions: ['markRegistered', 'showSuccess', 'guardianSaved'],
          description: 'Saved: the success toast; the stored profile is refreshed and the scene locks on the guardian.',
        },
        onError: [
          {
            guard: 'refusedForLegalAge',
            target: 'adult',
            actions: ['markAdult', { type: 'showRequestErrors', params: () => ({ messageKeys: [LEGAL_AGE_KEY] }) }],
            description: 'The server counts the student as an adult (docs/product/profile.md, Errors): the refusal.',
          },
          {
            guard: 'refusedAsAlreadyRegistered',
            target: 'locked',
            actions: ['markRegistered', { type: 'showRequestErrors', params: () => ({ messageKeys: [ALREADY_EXISTS_KEY] }) }, 'guardianSaved'],
            description: 'A guardian was registered meanwhile (docs/product/profile.md, Errors): lock on the stored one.',
          },
          {
            guard: 'refusedFields',
            target: 'editing',
            actions: ['showServerFieldErrors', { type: 'showSaveFailed', params: ({ event }) => ({ messageKeys: sponsorFailureKeys(event.error) }) }],
            description: 'The server refused some fields: back to the form with the errors on them and the save-failure toast.',
          },
          {
            target: 'editing',
            actions: { type: 'showSaveFailed', params: ({ event }) => ({ messageKeys: sponsorFailureKeys(event.error) }) },
            description: 'The request failed: the save-failure toast, and the form keeps what was typed.',
          },
        ],
      },
    },
    locked: {
      description: 'A guardian is on record: the scene shows it read-only (docs/product/profile.md, Rules).',
    },
    adult: {
      description: 'The student is of legal age: the scene says why no guardian can be registered.',
    },
  },
});
