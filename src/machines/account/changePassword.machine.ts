import { assign, fromPromise, setup } from 'xstate';
import type { StatusResponse } from '@/contract/account';
import { changePasswordFailureKeys, changePasswordFieldErrors, refusesChangePasswordFields } from '@/api/account/change-password-requests';
import { changePasswordIssues, type ChangePasswordValues } from '@/domain/account/change-password';
import type { FieldMessage } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * /change-password (docs/product/account.md, Screens): a successful change signs out after 2 seconds (States). The
 * rules (docs/product/account.md, Rules) run on submit; whether the old password is right is the server's to say.
 * The form's rules live in src/domain/account/change-password.ts, its refusals in
 * src/api/account/change-password-requests.ts.
 */

/** A changed password signs out after 2 s (docs/product/account.md, Limits). */
export const SIGN_OUT_DELAY_MS = 2000;

export interface ChangePasswordContext {
  values: ChangePasswordValues | null;
  fieldErrors: FieldMessage[];
}

export type ChangePasswordEvent = { type: 'changePassword.submit'; values: ChangePasswordValues } | { type: 'changePassword.close' };

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
  },
  actors: {
    changePassword: fromPromise<StatusResponse, ChangePasswordValues>(providedBy('the /change-password route')),
  },
  actions: {
    rememberValues: assign({
      values: ({ event }) => (event.type === 'changePassword.submit' ? event.values : null),
      fieldErrors: [],
    }),
    showFormErrors: assign({
      fieldErrors: ({ event }) => (event.type === 'changePassword.submit' ? changePasswordIssues(event.values) : []),
    }),
    showServerFieldErrors: assign({ fieldErrors: ({ event }) => ('error' in event ? changePasswordFieldErrors(event.error) : []) }),
    forgetValues: assign({ values: null }),
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    showSuccess: () => undefined,
    signOut: () => undefined,
    goHome: () => undefined,
  },
  guards: {
    valuesAreValid: ({ event }) => event.type === 'changePassword.submit' && changePasswordIssues(event.values).length === 0,
    refusedFields: ({ event }) => 'error' in event && refusesChangePasswordFields(event.error),
  },
  delays: {
    signOutDelay: SIGN_OUT_DELAY_MS,
  },
}).createMachine({
  id: 'changePassword',
  description: 'Changing the password on /change-password: the form, sending it, then signing out 2 s after success so the user signs in with the new one.',
  context: { values: null, fieldErrors: [] },
  initial: 'form',
  states: {
    form: {
      description: 'The form: current password, new password and its confirmation. Errors from the last submit show on their fields.',
      on: {
        'changePassword.submit': [
          {
            guard: 'valuesAreValid',
            target: 'submitting',
            actions: 'rememberValues',
            description: 'Old password given, new one follows the rules, differs from the old and is confirmed: send it.',
          },
          {
            actions: 'showFormErrors',
            description: 'Some rule fails: each message shows on its field and nothing typed is lost.',
          },
        ],
        'changePassword.close': { target: 'closed', description: 'Closing returns to /home.' },
      },
    },
    submitting: {
      description: 'Sends the change (POST /records/api/account/change-password {oldPassword, newPassword}).',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.values as ChangePasswordValues,
        onDone: { target: 'changed', actions: ['forgetValues', 'showSuccess'], description: 'Changed: a success toast (status:changePassword.success).' },
        onError: [
          {
            guard: 'refusedFields',
            target: 'form',
            actions: ['showServerFieldErrors', { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: changePasswordFailureKeys(event.error) }) }],
            description: 'The server refused some fields (e.g. the current password is wrong): back to the form with the errors on them.',
          },
          {
            target: 'form',
            actions: { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: changePasswordFailureKeys(event.error) }) },
            description: 'The request failed: its errors show as toasts and the form keeps what was typed.',
          },
        ],
      },
    },
    changed: {
      description: 'The password is changed; the user is signed out after 2 seconds.',
      after: {
        signOutDelay: { target: 'signedOut', description: 'Password change success signs out after 2 seconds (docs/product/account.md, States).' },
      },
    },
    signedOut: {
      description: 'Signing out ends the session and leads to login.',
      type: 'final',
      entry: 'signOut',
    },
    closed: {
      description: 'The user closed the screen and is back on /home.',
      type: 'final',
      entry: 'goHome',
    },
  },
});
