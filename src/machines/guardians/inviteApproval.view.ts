import type { SnapshotFrom } from 'xstate';
import type { inviteApprovalMachine, InviteTarget } from './inviteApproval.machine';

type InviteApprovalSnapshot = SnapshotFrom<typeof inviteApprovalMachine>;

/** What the minor's page shows of an answer to an invitation: the refusal dialog and which invitation waits. */
export interface InviteApprovalView {
  /** The refusal dialog is open, for this invitation. */
  askingRefusal: InviteTarget | null;
  /** The invitation whose answer is under way. */
  busyInviteId: number | null;
}

export function inviteApprovalView(snapshot: InviteApprovalSnapshot): InviteApprovalView {
  const { target } = snapshot.context;
  return {
    askingRefusal: snapshot.matches('confirmingRefusal') ? target : null,
    busyInviteId: snapshot.matches('sending') ? (target?.inviteId ?? null) : null,
  };
}
