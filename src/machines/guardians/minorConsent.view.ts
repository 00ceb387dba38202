import type { SnapshotFrom } from 'xstate';
import type { MinorGuardianState } from '@/contract/guardians';
import { canResendInvitation } from '@/domain/guardians/consent';
import type { minorConsentMachine } from './minorConsent.machine';

type MinorConsentSnapshot = SnapshotFrom<typeof minorConsentMachine>;

/** What the minor's notice shows for a snapshot of its flow. */
export interface MinorConsentView {
  kind: 'hidden' | 'consented' | 'missing' | 'waiting' | 'lapsed';
  /** Why the consent lapsed, for the lapsed notice. */
  status: MinorGuardianState['status'];
  restricted: boolean;
  invitedEmail: string | null;
  expiresAt: string | null;
  resendsLeft: number;
  /** "Reenviar convite" shows and may be pressed. */
  canResend: boolean;
  busy: boolean;
  guardianNames: string[];
}

export function minorConsentView(snapshot: MinorConsentSnapshot): MinorConsentView {
  const { state } = snapshot.context;
  const busy = snapshot.matches('resending');
  const kind: MinorConsentView['kind'] = snapshot.matches('consented')
    ? 'consented'
    : snapshot.matches('missing')
      ? 'missing'
      : snapshot.matches('waiting') || (busy && state.status === 'PENDING')
        ? 'waiting'
        : snapshot.matches('lapsed') || busy
          ? 'lapsed'
          : 'hidden';
  return {
    kind,
    status: state.status,
    restricted: state.restricted,
    invitedEmail: state.invitedEmail,
    expiresAt: state.expiresAt,
    resendsLeft: state.resendsLeft,
    canResend: busy || canResendInvitation(state),
    busy,
    guardianNames: state.guardians.map((g) => g.firstName),
  };
}
