import type { SnapshotFrom } from 'xstate';
import type { resolveMatchMachine } from './resolveMatch.machine';

type ResolveMatchSnapshot = SnapshotFrom<typeof resolveMatchMachine>;

/** What the resolve dialog shows for a snapshot of its flow. */
export interface ResolveMatchView {
  open: boolean;
  submitting: boolean;
  /** The result was not saved: the reasons and a retry. */
  failed: boolean;
  /** Refusals that sit on no field (shown above the buttons). */
  failureKeys: string[];
}

export function resolveMatchView(snapshot: ResolveMatchSnapshot): ResolveMatchView {
  return {
    open: !snapshot.matches('done') && !snapshot.matches('cancelled'),
    submitting: snapshot.matches('submitting'),
    failed: snapshot.matches('failed'),
    failureKeys: snapshot.context.failureKeys,
  };
}
