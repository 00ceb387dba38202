import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from './changePassword.machine';

type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

/** What the change-password screen shows for a snapshot of its flow. */
export interface ChangePasswordView {
  submitting: boolean;
  /** The password is changed: the form gives way to the signing-out notice. */
  changed: boolean;
}

export function changePasswordView(snapshot: ChangePasswordSnapshot): ChangePasswordView {
  return {
    submitting: snapshot.matches('submitting'),
    changed: snapshot.matches('changed') || snapshot.matches('signedOut'),
  };
}
