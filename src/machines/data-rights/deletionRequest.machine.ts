import { assign, fromPromise, setup } from 'xstate';
import { deletionFailureKeys, deletionFieldErrors, refusesDeletionFields } from '@/api/data-rights/refusals';
import type { DeletionRequestState, DeletionRequestView } from '@/contract/data-rights';
import type { FieldMessage } from '@/domain/validation';
import { providedBy } from '@/machines/provided-by';

/**
 * Asking to erase an account and cancelling it (docs/product/data-rights.md, Screens and Rules), on
 * "Meus dados" for oneself and on a minor's supervision page for a guardian: the request is asked
 * for in a dialog that explains what happens and takes the caller's own password; once made, the
 * page shows the day of the erasure and a way to cancel until then. A guardian's request for a
 * minor is not the minor's to cancel.
 */

export interface DeletionRequestInput {
  /** The pending request as the page loaded it. */
  request: DeletionRequestView | null;
  /** `self`: the person's own page; `guardian`: a guardian acting for a minor. */
  actingAs: 'self' | 'guardian';
}

export interface DeletionRequestContext extends DeletionRequestInput {
  password: string;
  fieldErrors: FieldMessage[];
}

export type DeletionRequestEvent =
  | { type: 'deletion.start' }
  | { type: 'deletion.password'; value: string }
  | { type: 'deletion.confirm' }
  | { type: 'deletion.dismiss' }
  | { type: 'deletion.withdraw' }
  | { type: 'deletion.loaded'; request: DeletionRequestView | null };

/** Whether the caller may cancel the pending request: a minor may not cancel their guardian's (docs/product/data-rights.md, Roles). */
export const mayWithdrawRequest = ({ request, actingAs }: DeletionRequestInput): boolean =>
  request !== null && (actingAs === 'guardian' || request.requestedBy !== 'GUARDIAN');

const PASSWORD_REQUIRED: FieldMessage = { field: 'password', messageKey: 'validation:password.required' };

export const deletionRequestMachine = setup({
  types: {
    context: {} as DeletionRequestContext,
    events: {} as DeletionRequestEvent,
    input: {} as DeletionRequestInput,
  },
  actors: {
    sendRequest: fromPromise<DeletionRequestState, string>(providedBy('the data-rights route')),
    withdrawRequest: fromPromise<DeletionRequestState, void>(providedBy('the data-rights route')),
  },
  actions: {
    typePassword: assign({ password: ({ context, event }) => (event.type === 'deletion.password' ? event.value : context.password), fieldErrors: [] }),
    requirePassword: assign({ fieldErrors: [PASSWORD_REQUIRED] }),
    forgetPassword: assign({ password: '', fieldErrors: [] }),
    takeLoaded: assign({ request: ({ context, event }) => (event.type === 'deletion.loaded' ? event.request : context.request) }),
    takeAnswer: assign({ request: ({ context, event }) => ('output' in event ? (event.output as DeletionRequestState).request : context.request) }),
    showServerFieldErrors: assign({ fieldErrors: ({ event }) => ('error' in event ? deletionFieldErrors(event.error) : []) }),
    showRequested: (_, _params: { dueAt: string }) => undefined,
    showWithdrawn: () => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    reload: () => undefined,
  },
  guards: {
    hasRequest: ({ context }) => context.request !== null,
    passwordGiven: ({ context }) => context.password.length > 0,
    mayWithdraw: ({ context }) => mayWithdrawRequest(context),
    refusedFields: ({ event }) => 'error' in event && refusesDeletionFields(event.error),
  },
}).createMachine({
  id: 'deletionRequest',
  description: 'Asking to erase an account (with the password, in a dialog) and cancelling it during the 7 days before the erasure.',
  context: ({ input }) => ({ ...input, password: '', fieldErrors: [] }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Shows what the stored request says.',
      always: [
        { guard: 'hasRequest', target: 'scheduled', description: 'A request is pending.' },
        { target: 'none', description: 'No request.' },
      ],
    },
    none: {
      description: 'No erasure asked: the section explains it and offers "Excluir minha conta" (or the minor\'s).',
      on: {
        'deletion.start': { target: 'asking', description: 'The person presses the delete button.' },
        'deletion.loaded': { target: 'deciding', actions: 'takeLoaded', description: 'The stored request changed elsewhere (another device, a guardian).' },
      },
    },
    asking: {
      description: 'The dialog: what is erased, what stays anonymous, the 7 days to cancel, and the password field.',
      on: {
        'deletion.password': { actions: 'typePassword', description: 'The person types their password.' },
        'deletion.confirm': [
          { guard: 'passwordGiven', target: 'sending', description: 'With a password: the request is sent.' },
          { actions: 'requirePassword', description: 'Without one: the field says so and nothing is sent.' },
        ],
        'deletion.dismiss': { target: 'none', actions: 'forgetPassword', description: 'The person keeps the account.' },
      },
    },
    sending: {
      description: 'Sends the request (POST …/deletion-request {password}).',
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => context.password,
        onDone: {
          target: 'scheduled',
          actions: ['takeAnswer', 'forgetPassword', { type: 'showRequested', params: ({ event }) => ({ dueAt: event.output.request?.dueAt ?? '' }) }, 'reload'],
          description: 'Asked: the page shows the day of the erasure and how to cancel.',
        },
        onError: [
          {
            guard: 'refusedFields',
            target: 'asking',
            actions: 'showServerFieldErrors',
            description: 'The password is wrong: back to the dialog with the error on it.',
          },
          {
            target: 'deciding',
            actions: ['forgetPassword', { type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: deletionFailureKeys(event.error) }) }, 'reload'],
            description: 'Refused otherwise (already asked elsewhere, offline): a toast, and the page shows what is stored.',
          },
        ],
      },
    },
    scheduled: {
      description: 'The erasure is due on a given day: the page says when and who asked, with "Cancelar exclusão" where the caller may cancel.',
      on: {
        'deletion.withdraw': { guard: 'mayWithdraw', target: 'withdrawing', description: 'The person cancels (not the minor, when a guardian asked).' },
        'deletion.loaded': { target: 'deciding', actions: 'takeLoaded', description: 'The stored request changed elsewhere.' },
      },
    },
    withdrawing: {
      description: 'Cancels the request (DELETE …/deletion-request).',
      invoke: {
        id: 'withdrawRequest',
        src: 'withdrawRequest',
        onDone: { target: 'deciding', actions: ['takeAnswer', 'showWithdrawn', 'reload'], description: 'Cancelled: the account stays as it was.' },
        onError: {
          target: 'scheduled',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: deletionFailureKeys(event.error) }) }, 'reload'],
          description: 'Refused (already cancelled, not the caller\'s to cancel, offline): a toast, and the page reloads what is stored.',
        },
      },
    },
  },
});
