import type { SnapshotFrom } from 'xstate';
import type { revokeConsentMachine, RevokeTarget } from './revokeConsent.machine';

type RevokeConsentSnapshot = SnapshotFrom<typeof revokeConsentMachine>;

/** What /guardian shows of a withdrawal: the dialog and which minor's button waits. */
export interface RevokeConsentView {
  /** The confirmation dialog is open, for this minor. */
  asking: RevokeTarget | null;
  /** The minor whose withdrawal is under way. */
  busyMinorId: number | null;
}

export function revokeConsentView(snapshot: RevokeConsentSnapshot): RevokeConsentView {
  const { target } = snapshot.context;
  return {
    asking: snapshot.matches('confirming') ? target : null,
    busyMinorId: snapshot.matches('revoking') ? (target?.minorId ?? null) : null,
  };
}
