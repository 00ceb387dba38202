import type { SnapshotFrom } from 'xstate';
import type { eventFormMachine } from './eventForm.machine';

type EventFormSnapshot = SnapshotFrom<typeof eventFormMachine>;

/** What the event form shows for a snapshot of its flow. */
export interface EventFormView {
  /** Being checked or sent: the form waits, its buttons off. */
  submitting: boolean;
  /** Created or left: the form no longer takes input. */
  finished: boolean;
}

export function eventFormView(snapshot: EventFormSnapshot): EventFormView {
  return {
    submitting: snapshot.matches('checking') || snapshot.matches('submitting'),
    finished: snapshot.matches('created') || snapshot.matches('cancelled'),
  };
}
