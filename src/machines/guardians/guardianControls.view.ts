import type { SnapshotFrom } from 'xstate';
import type { GuardianControls } from '@/contract/guardians';
import { sameControls, type guardianControlsMachine } from './guardianControls.machine';

type GuardianControlsSnapshot = SnapshotFrom<typeof guardianControlsMachine>;

/** What the controls form shows (docs/product/guardians.md, Supervision). */
export interface GuardianControlsView {
  draft: GuardianControls;
  /** The draft differs from what is saved: "Salvar" and "Desfazer" are on. */
  dirty: boolean;
  saving: boolean;
}

export function guardianControlsView(snapshot: GuardianControlsSnapshot): GuardianControlsView {
  const { draft, saved } = snapshot.context;
  return { draft, dirty: !sameControls(draft, saved), saving: snapshot.matches('saving') };
}
