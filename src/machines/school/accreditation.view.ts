import type { SnapshotFrom } from 'xstate';
import type { accreditationMachine } from './accreditation.machine';

type AccreditationSnapshot = SnapshotFrom<typeof accreditationMachine>;

/** How a request ended: sent (to confirm by e-mail), refused because a process exists, not possible without the school's e-mail, or not needed at all. */
export type AccreditationResult = 'done' | 'inProgress' | 'withoutEmail' | 'accredited';

/** What the school-authorize screen shows for a snapshot of its flow. */
export interface AccreditationView {
  /** The step being filled in: 1 the INEP lookup, 2 the director's form; null once a result shows. */
  step: 1 | 2 | null;
  result: AccreditationResult | null;
  searching: boolean;
  submitting: boolean;
  confirmOpen: boolean;
  /** Where the confirmation link went (hidden in part) and until when it works, once sent. */
  confirmation: { sentTo: string; expiresAt: string } | null;
}

const RESULTS: readonly AccreditationResult[] = ['done', 'inProgress', 'withoutEmail', 'accredited'];

function stepOf(snapshot: AccreditationSnapshot): 1 | 2 | null {
  if (snapshot.matches('lookup') || snapshot.matches('searching')) return 1;
  // The confirmation and the request itself keep the form on screen.
  if (snapshot.matches('form') || snapshot.matches('confirming') || snapshot.matches('submitting')) return 2;
  return null;
}

export function accreditationView(snapshot: AccreditationSnapshot): AccreditationView {
  return {
    step: stepOf(snapshot),
    result: RESULTS.find((name) => snapshot.matches(name)) ?? null,
    searching: snapshot.matches('searching'),
    submitting: snapshot.matches('submitting'),
    confirmOpen: snapshot.matches('confirming'),
    confirmation: snapshot.context.confirmation,
  };
}
