import type { SnapshotFrom } from 'xstate';
import type { personalDataMachine } from './personalData.machine';

type PersonalDataSnapshot = SnapshotFrom<typeof personalDataMachine>;

/** What the personal-data scene shows for a snapshot of its flow. */
export interface PersonalDataView {
  saving: boolean;
  confirmOpen: boolean;
  /** A birth date is on record: it cannot be changed any more. */
  birthDateLocked: boolean;
}

export function personalDataView(snapshot: PersonalDataSnapshot): PersonalDataView {
  return {
    saving: snapshot.matches('saving'),
    confirmOpen: snapshot.matches('confirming'),
    birthDateLocked: snapshot.context.storedBirthDate !== null,
  };
}
