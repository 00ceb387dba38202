import type { SnapshotFrom } from 'xstate';
import type { joinButtonMachine } from './joinButton.machine';

type JoinButtonSnapshot = SnapshotFrom<typeof joinButtonMachine>;

/** What the tournament banner's buttons show for a snapshot of their flow. */
export interface JoinButtonView {
  /** A cancellation is under way: the buttons wait. */
  busy: boolean;
  confirmCancelOpen: boolean;
}

export function joinButtonView(snapshot: JoinButtonSnapshot): JoinButtonView {
  return { busy: snapshot.matches('cancelling'), confirmCancelOpen: snapshot.matches('confirmingCancel') };
}
