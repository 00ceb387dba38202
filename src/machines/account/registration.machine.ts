import { assign, fromPromise, setup } from 'xstate';
import type { RegistrationResponse } from '@/contract/account';
import { refusesRegistrationFields, registrationFailureKeys, registrationFieldErrors } from '@/api/account/registration-requests';
import { activationCodeShown, registrationIssues, type RegistrationValues } from '@/domain/account/registration';
import type { FieldMessage } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * Registration (docs/product/account.md, States): step 1 is the form, step 2 a confirmation asking the new user to
 * verify their e-mail. The rules (docs/product/account.md, Rules) run on submit only; the server's field errors come back
 * onto their fields, its request errors become toasts. The account call is the `createAccount`
 * actor, provided by the route (src/api/account.ts) or by doubles in tests. The form and its
 * rules live in src/domain/account/registration.ts, its refusals in
 * src/api/account/registration-requests.ts.
 */

export interface RegistrationInput {
  /** The activation-code field shows when the link says showActivationCode=true (docs/product/account.md, Screens). */
  showActivationCode: boolean;
  /** The day ages are counted on (yyyy-mm-dd, São Paulo). */
  today: string;
}

export interface RegistrationContext {
  today: string;
  activationCodeVisible: boolean;
  /** The values last sent, for the account call. */
  values: RegistrationValues | null;
  fieldErrors: FieldMessage[];
  /** The e-mail of the created account, to verify (step 2). */
  email: string | null;
}

export type RegistrationEvent =
  | { type: 'registration.revealActivationCode' }
  | { type: 'registration.submit'; values: RegistrationValues }
  | { type: 'registration.signIn' };

export const registrationMachine = setup({
  types: {
    input: {} as RegistrationInput,
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
  },
  actors: {
    createAccount: fromPromise<RegistrationResponse, RegistrationValues>(providedBy('the /register route')),
  },
  actions: {
    revealActivationCode: assign({ activationCodeVisible: true }),
    rememberValues: assign({
      values: ({ event }) => (event.type === 'registration.submit' ? event.values : null),
      fieldErrors: [],
    }),
    showFormErrors: assign({
      fieldErrors: ({ context, event }) => (event.type === 'registration.submit' ? registrationIssues(event.values, context.today) : []),
    }),
    showServerFieldErrors: assign(({ context, event }) => {
      const fieldErrors = 'error' in event ? registrationFieldErrors(event.error) : [];
      return { fieldErrors, activationCodeVisible: activationCodeShown(context.activationCodeVisible, fieldErrors) };
    }),
    rememberAccount: assign({
      email: ({ event }) => ('output' in event ? (event.output as RegistrationResponse).email : null),
      fieldErrors: [],
    }),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    goToLogin: () => undefined,
  },
  guards: {
    valuesAreValid: ({ context, event }) => event.type === 'registration.submit' && registrationIssues(event.values, context.today).length === 0,
    refusedFields: ({ event }) => 'error' in event && refusesRegistrationFields(event.error),
  },
}).createMachine({
  id: 'registration',
  description: 'Creating an account on /register: the form (step 1), sending it, and the confirmation asking to verify the e-mail (step 2).',
  context: ({ input }) => ({ today: input.today, activationCodeVisible: input.showActivationCode, values: null, fieldErrors: [], email: null }),
  initial: 'form',
  states: {
    form: {
      description: 'Step 1: the registration form. Errors from the last submit show on their fields; submit stays disabled until the terms are accepted.',
      on: {
        'registration.revealActivationCode': {
          actions: 'revealActivationCode',
          description: 'The visitor follows the link that reveals the activation-code field.',
        },
        'registration.submit': [
          {
            guard: 'valuesAreValid',
            target: 'submitting',
            actions: 'rememberValues',
            description: 'Every rule passes (docs/product/account.md, Rules): send the form.',
          },
          {
            actions: 'showFormErrors',
            description: 'Some rule fails: each message shows on its field and nothing typed is lost.',
          },
        ],
      },
    },
    submitting: {
      description: 'Sends the form (POST /records/api/public/account/create).',
      invoke: {
        id: 'createAccount',
        src: 'createAccount',
        input: ({ context }) => context.values as RegistrationValues,
        onDone: {
          target: 'registered',
          actions: 'rememberAccount',
          description: 'The account exists and waits for its e-mail to be verified.',
        },
        onError: [
          {
            guard: 'refusedFields',
            target: 'form',
            actions: ['showServerFieldErrors', { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: registrationFailureKeys(event.error) }) }],
            description: 'The server refused some fields (e.g. a user name or e-mail already taken): back to the form with the errors on them.',
          },
          {
            target: 'form',
            actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: registrationFailureKeys(event.error) }) },
            description: 'The request failed: its errors show as toasts and the form keeps what was typed.',
          },
        ],
      },
    },
    registered: {
      description: 'Step 2: confirmation with the e-mail verification warning and a button to sign in.',
      on: {
        'registration.signIn': { actions: 'goToLogin', description: 'The new user goes to sign in.' },
      },
    },
  },
});
