import { assign, fromPromise, setup } from 'xstate';
import { requestFailureKeys } from '@/api/form-refusals';
import { providedBy } from '@/machines/provided-by';

/**
 * A guardian answers an adult's team invitation to a minor of 16 or under on the minor's page
 * (docs/product/guardians.md, Safe defaults): approving sends at once (the minor may then accept);
 * refusing withdraws the invitation, so the page asks first. The page reloads whatever the answer.
 */

export interface InviteTarget {
  inviteId: number;
  teamName: string;
}

export interface InviteApprovalContext {
  minorId: number;
  target: InviteTarget | null;
  approve: boolean;
}

export type InviteApprovalEvent =
  | { type: 'approve.press'; target: InviteTarget }
  | { type: 'refuse.press'; target: InviteTarget }
  | { type: 'refuse.confirm' }
  | { type: 'refuse.cancel' };

export interface InviteDecisionCall {
  minorId: number;
  inviteId: number;
  approve: boolean;
}

export const inviteApprovalMachine = setup({
  types: {
    context: {} as InviteApprovalContext,
    events: {} as InviteApprovalEvent,
    input: {} as { minorId: number },
  },
  actors: {
    decide: fromPromise<void, InviteDecisionCall>(providedBy("the minor's page")),
  },
  actions: {
    chooseApproval: assign(({ event }) => (event.type === 'approve.press' ? { target: event.target, approve: true } : {})),
    chooseRefusal: assign(({ event }) => (event.type === 'refuse.press' ? { target: event.target, approve: false } : {})),
    forgetTarget: assign({ target: null }),
    showDecided: (_, _params: { approve: boolean }) => undefined,
    showRequestErrors: (_, _params: { messageKeys: string[] }) => undefined,
    reload: () => undefined,
  },
}).createMachine({
  id: 'inviteApproval',
  description: "A guardian approves or refuses an adult's team invitation to a minor: a refusal is asked first; the page reloads.",
  context: ({ input }) => ({ minorId: input.minorId, target: null, approve: true }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The invitations waiting for the guardian, each with "Aprovar" and "Recusar".',
      on: {
        'approve.press': { target: 'sending', actions: 'chooseApproval', description: 'The guardian presses "Aprovar".' },
        'refuse.press': { target: 'confirmingRefusal', actions: 'chooseRefusal', description: 'The guardian presses "Recusar".' },
      },
    },
    confirmingRefusal: {
      description: 'Asks whether to refuse: the invitation is withdrawn, and the minor and the leader are told.',
      on: {
        'refuse.confirm': { target: 'sending', description: 'The guardian confirms the refusal.' },
        'refuse.cancel': { target: 'idle', actions: 'forgetTarget', description: 'The guardian keeps the invitation waiting.' },
      },
    },
    sending: {
      description: 'Sends the answer (POST /records/api/guardian/minors/{id}/invites/{inviteId}).',
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({ minorId: context.minorId, inviteId: context.target!.inviteId, approve: context.approve }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'showDecided', params: ({ context }) => ({ approve: context.approve }) }, 'reload', 'forgetTarget'],
          description: 'Answered: a toast, and the page reloads the invitations and teams.',
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'showRequestErrors', params: ({ event }) => ({ messageKeys: requestFailureKeys(event.error) }) }, 'reload', 'forgetTarget'],
          description: 'Refused (already answered by the other guardian, cancelled by the leader…): its message as a toast, and the page reloads.',
        },
      },
    },
  },
});
