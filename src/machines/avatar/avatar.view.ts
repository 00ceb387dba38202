import type { SnapshotFrom } from 'xstate';
import type { AvatarFailure, avatarMachine } from './avatar.machine';

type AvatarSnapshot = SnapshotFrom<typeof avatarMachine>;

/** What the avatar page shows for a snapshot of its flow. */
export type AvatarView =
  | { step: 'intro' }
  | { step: 'editor'; ready: boolean }
  | { step: 'creating'; saving: boolean }
  | { step: 'failed'; failure: AvatarFailure }
  | { step: 'done' };

export function avatarView(snapshot: AvatarSnapshot): AvatarView {
  // Closing leaves for /profile: the intro stays under it while the page goes.
  if (snapshot.matches('intro') || snapshot.matches('closed')) return { step: 'intro' };
  if (snapshot.matches('editor')) return { step: 'editor', ready: snapshot.matches({ editor: 'ready' }) };
  if (snapshot.matches('rendering') || snapshot.matches('saving')) return { step: 'creating', saving: snapshot.matches('saving') };
  if (snapshot.matches('failed')) return { step: 'failed', failure: snapshot.context.failure ?? 'renderFailed' };
  return { step: 'done' };
}
