import type { SnapshotFrom } from 'xstate';
import type { sponsorMachine } from './sponsor.machine';

type SponsorSnapshot = SnapshotFrom<typeof sponsorMachine>;

/** What the sponsor scene shows for a snapshot of its flow. */
export interface SponsorView {
  /** Why no guardian can be named, the guardian on record, or the form. */
  screen: 'adult' | 'locked' | 'form';
  saving: boolean;
  confirmOpen: boolean;
}

export function sponsorView(snapshot: SponsorSnapshot): SponsorView {
  return {
    screen: snapshot.matches('adult') ? 'adult' : snapshot.matches('locked') ? 'locked' : 'form',
    saving: snapshot.matches('saving'),
    confirmOpen: snapshot.matches('confirming'),
  };
}
