import { assign, fromPromise, setup } from 'xstate';
import { requestFailureKeys } from '@/api/form-refusals';
import { providedBy } from '@/machines/provided-by';

/**
 * A guardian withdraws their consent for one minor on /guardian (docs/product/guardians.md, Screens
 * and Rules): the page asks first, since the minor is restricted again at once; nothing of the
 * minor's is deleted. The list of minors reloads whatever the answer.
 */

export interface RevokeTarget {
  minorId: number;
  firstName: string;
}

export interface RevokeConsentContext {
  target: RevokeTarget | null;
}

export type RevokeConsentEvent = { type: 'revoke.press'; target: RevokeTarget } | { type: 'revoke.confirm' } | { type: 'revoke.cancel' };

export const revokeConsentMachine = setup({
  types: {
    context: {} as RevokeConsentContext,
    events: {} as RevokeConsentEvent,
  },
  actors: {
    revoke: fromPromise<void, number>(providedBy('the guardian route')),
  },
  actions: {
    chooseTarget: assign({ target: ({ context, event }) => (event.type === 'revoke.press' ? event.target : context.target) }),
    forgetTarget: assign({ target: null }),
    showRevoked: (_, _params: { firstName: string }) => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    reload: () => undefined,
  },
}).createMachine({
  id: 'revokeConsent',
  description: 'A guardian withdraws consent for a minor: asked first, then sent; the list reloads.',
  context: { target: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'The list of supervised minors, each with "Retirar autorização".',
      on: { 'revoke.press': { target: 'confirming', actions: 'chooseTarget', description: 'The guardian presses "Retirar autorização" on a minor.' } },
    },
    confirming: {
      description: 'Asks whether to withdraw: the minor loses tournaments, teams and Premium until a guardian consents again.',
      on: {
        'revoke.confirm': { target: 'revoking', description: 'The guardian confirms.' },
        'revoke.cancel': { target: 'idle', actions: 'forgetTarget', description: 'The guardian keeps the consent.' },
      },
    },
    revoking: {
      description: 'Withdraws the consent (DELETE /records/api/guardian/minors/{id}).',
      invoke: {
        id: 'revoke',
        src: 'revoke',
        input: ({ context }) => context.target!.minorId,
        onDone: {
          target: 'idle',
          actions: [{ type: 'showRevoked', params: ({ context }) => ({ firstName: context.target!.firstName }) }, 'reload', 'forgetTarget'],
          description: 'Withdrawn: a toast, and the list reloads without the minor.',
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) }, 'reload', 'forgetTarget'],
          description: 'Refused (already withdrawn elsewhere…): its message as a toast, and the list reloads.',
        },
      },
    },
  },
});
