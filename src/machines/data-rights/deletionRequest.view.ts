import type { SnapshotFrom } from 'xstate';
import type { DeletionRequestView } from '@/contract/data-rights';
import type { FieldMessage } from '@/domain/validation';
import { mayWithdrawRequest, type deletionRequestMachine } from './deletionRequest.machine';

type DeletionRequestSnapshot = SnapshotFrom<typeof deletionRequestMachine>;

/** What the erasure section shows (docs/product/data-rights.md, Screens). */
export interface DeletionSectionView {
  /** The pending request, or null: the explanation and the delete button. */
  request: DeletionRequestView | null;
  /** The confirmation dialog is open. */
  asking: boolean;
  /** The request is on its way: the dialog's button waits. */
  sending: boolean;
  /** The cancellation is on its way. */
  withdrawing: boolean;
  /** The caller may cancel the pending request (a minor may not cancel their guardian's). */
  mayWithdraw: boolean;
  password: string;
  /** The password's error, missing or wrong. */
  fieldErrors: FieldMessage[];
}

export function deletionSectionView(snapshot: DeletionRequestSnapshot): DeletionSectionView {
  const { request, password, fieldErrors } = snapshot.context;
  return {
    request,
    asking: snapshot.matches('asking') || snapshot.matches('sending'),
    sending: snapshot.matches('sending'),
    withdrawing: snapshot.matches('withdrawing'),
    mayWithdraw: mayWithdrawRequest(snapshot.context),
    password,
    fieldErrors,
  };
}
