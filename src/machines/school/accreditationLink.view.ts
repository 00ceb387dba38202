import type { SnapshotFrom } from 'xstate';
import type { AccreditationLinkProblem } from '@/api/school/accreditation-link-problems';
import type { accreditationLinkMachine } from './accreditationLink.machine';

type AccreditationLinkSnapshot = SnapshotFrom<typeof accreditationLinkMachine>;

/** What the school's link page shows for a snapshot of its flow. */
export interface AccreditationLinkPage {
  place: 'reviewing' | 'confirmed' | 'declined' | 'unavailable';
  /** The answer on its way, whose button says so; the other waits. */
  sending: 'confirm' | 'decline' | null;
  problem: AccreditationLinkProblem | null;
}

export function accreditationLinkView(snapshot: AccreditationLinkSnapshot): AccreditationLinkPage {
  const sending = snapshot.matches('confirming') ? 'confirm' : snapshot.matches('declining') ? 'decline' : null;
  const place = snapshot.matches('confirmed') ? 'confirmed' : snapshot.matches('declined') ? 'declined' : snapshot.matches('unavailable') || snapshot.matches('opening') ? 'unavailable' : 'reviewing';
  return { place, sending, problem: snapshot.context.problem };
}
