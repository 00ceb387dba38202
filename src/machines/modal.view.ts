import type { SnapshotFrom } from 'xstate';
import type { modalMachine } from './modal.machine';

type ModalSnapshot = SnapshotFrom<typeof modalMachine>;

/** What a modal shows for a snapshot of its flow. */
export interface ModalView {
  /** The panel is up (past its short open delay). */
  open: boolean;
  /** Nothing shown, nor about to be: a lazily loaded panel may wait until this turns false. */
  closed: boolean;
}

export function modalView(snapshot: ModalSnapshot): ModalView {
  return { open: snapshot.matches('open'), closed: snapshot.matches('closed') };
}
