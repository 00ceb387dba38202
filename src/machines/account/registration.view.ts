import type { SnapshotFrom } from 'xstate';
import type { registrationMachine } from './registration.machine';

type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

/** What the register screen shows for a snapshot of its flow. */
export interface RegistrationView {
  /** Step 1 the form, step 2 the confirmation asking to verify the e-mail. */
  step: 1 | 2;
  submitting: boolean;
}

export function registrationView(snapshot: RegistrationSnapshot): RegistrationView {
  return { step: snapshot.matches('registered') ? 2 : 1, submitting: snapshot.matches('submitting') };
}
