import type { SnapshotFrom } from 'xstate';
import type { eventFormMachine } from './eventForm.machine';

type EventFormSnapshot = SnapshotFrom<typeof eventFormMachine>;

/** What the event form shows for a snapshot of its flow. */
export interface EventFormView {
  submitting: boolean;
  /** Created or left: the form no longer takes input. */
  finished: boolean;
}

export function eventFormView(snapshot: EventFormSnapshot): EventFormView {
  return {
    submitting: snapshot.matches('submitting'),
    finished: snapshot.matches('created') || snapshot.matches('cancelled'),
  };
}
