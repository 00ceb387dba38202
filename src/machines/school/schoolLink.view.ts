import type { SnapshotFrom } from 'xstate';
import type { SchoolPage } from '@/contract/school';
import { stepBarFactsOf } from '@/domain/school/school-link-form';
import type { SchoolLinkScreen } from '@/domain/school/wizard-steps';
import type { SchoolLinkLogic } from './schoolLink.machine';

type SchoolLinkSnapshot = SnapshotFrom<SchoolLinkLogic>;

/** One page of results as step 3 shows it, with its own loading and failure. */
export interface ResultsView {
  items: SchoolPage['content'];
  page: number;
  totalPages: number;
  total: number;
  loading: boolean;
  failed: boolean;
}

/** What the wizard shows for a snapshot of its flow: the screen, what is busy or open, and the results. */
export interface SchoolLinkView {
  screen: SchoolLinkScreen;
  results: ResultsView | null;
  canSearchAdvanced: boolean;
  stepBar: ReturnType<typeof stepBarFactsOf>;
  lookingUp: boolean;
  saving: boolean;
  confirmOpen: boolean;
  draftInfoOpen: boolean;
  /** A request that must not be sent twice is under way. */
  sending: boolean;
  complete: boolean;
}

function screenOf(snapshot: SchoolLinkSnapshot): SchoolLinkScreen {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('loadFailed')) return 'loadFailed';
  if (snapshot.matches('blocked')) return 'blocked';
  if (snapshot.matches('stepError')) return 'stepError';
  if (snapshot.matches({ wizard: 'advanced' })) return 'advanced';
  if (snapshot.matches({ wizard: 'results' })) return 'results';
  if (snapshot.matches({ wizard: 'register' })) return 'register';
  if (snapshot.matches('guardian')) return 'guardian';
  if (snapshot.matches('grades')) return 'grades';
  if (snapshot.matches('done') || snapshot.matches('finishing')) return 'done';
  // Step 1, the save confirmation and the save itself all show the simple form.
  return 'simple';
}

function resultsOf(snapshot: SchoolLinkSnapshot): ResultsView | null {
  const { results, page } = snapshot.context;
  if (snapshot.matches({ wizard: 'results' })) {
    return {
      items: results?.content ?? [],
      page: results?.number ?? page,
      totalPages: results?.totalPages ?? 0,
      total: results?.totalElements ?? 0,
      loading: snapshot.matches({ wizard: { results: 'loading' } }),
      failed: snapshot.matches({ wizard: { results: 'failed' } }),
    };
  }
  // Elsewhere the last results stay known, for the step bar's link back to them.
  return results ? { items: results.content, page: results.number, totalPages: results.totalPages, total: results.totalElements, loading: false, failed: false } : null;
}

export function schoolLinkView(snapshot: SchoolLinkSnapshot): SchoolLinkView {
  return {
    screen: screenOf(snapshot),
    results: resultsOf(snapshot),
    canSearchAdvanced: snapshot.can({ type: 'schoolLink.openAdvanced' }),
    stepBar: stepBarFactsOf(snapshot.context),
    lookingUp: snapshot.matches({ wizard: { simple: 'lookingUp' } }),
    saving: snapshot.matches('saving'),
    confirmOpen: snapshot.matches('confirming'),
    draftInfoOpen: snapshot.matches({ wizard: { register: 'info' } }),
    sending: snapshot.hasTag('volatile'),
    complete: snapshot.context.linkStatus?.linkStepsCompleted ?? false,
  };
}

/** The wizard step (1 to 4) a snapshot's value shows, or null outside the four steps. */
export function wizardStepOf(value: unknown): 1 | 2 | 3 | 4 | null {
  if (typeof value !== 'object' || value === null || !('wizard' in value)) return null;
  const step = (value as { wizard: unknown }).wizard;
  const name = typeof step === 'string' ? step : typeof step === 'object' && step !== null ? Object.keys(step)[0] : undefined;
  return name === 'simple' ? 1 : name === 'advanced' ? 2 : name === 'results' ? 3 : name === 'register' ? 4 : null;
}
