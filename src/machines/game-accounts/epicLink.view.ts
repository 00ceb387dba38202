import type { SnapshotFrom } from 'xstate';
import type { EpicConnectionError, epicLinkMachine } from './epicLink.machine';

type EpicLinkSnapshot = SnapshotFrom<typeof epicLinkMachine>;

/** What the Epic card shows for a snapshot of its flow. */
export interface EpicLinkView {
  status: 'loading' | 'saving' | 'linked' | 'editing';
  /** Why the form shows although the linked account is unknown, if it does. */
  connectionError: EpicConnectionError | null;
}

export function epicLinkView(snapshot: EpicLinkSnapshot): EpicLinkView {
  const status = snapshot.matches('loading') ? 'loading' : snapshot.matches('saving') ? 'saving' : snapshot.matches('linked') ? 'linked' : 'editing';
  return { status, connectionError: snapshot.context.connectionError };
}
