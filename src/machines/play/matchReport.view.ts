import type { SnapshotFrom } from 'xstate';
import type { FieldMessage } from '@/domain/validation/rules';
import type { matchReportMachine } from './matchReport.machine';

type MatchReportSnapshot = SnapshotFrom<typeof matchReportMachine>;

/** What the match page shows for a snapshot of its flow. */
export interface MatchReportView {
  /** Where the match stands, in the words of pt.json's play_place_* texts. */
  place: 'waiting' | 'ready' | 'awaitingOther' | 'noShowClaimed' | 'toAnswer' | 'disputed' | 'confirmed' | 'autoConfirmed' | 'resolved' | 'bye';
  reportFormOpen: boolean;
  disputeDialogOpen: boolean;
  /** A request is under way: the buttons wait, and the one pressed stays until the answer. */
  busy: boolean;
  canReport: boolean;
  canClaimNoShow: boolean;
  canConfirm: boolean;
  canDispute: boolean;
  fieldErrors: FieldMessage[];
}

export function matchReportView(snapshot: MatchReportSnapshot): MatchReportView {
  const { match, fieldErrors } = snapshot.context;
  const is = (state: string) => snapshot.matches(state as never);
  const place: MatchReportView['place'] = is('waiting')
    ? 'waiting'
    : is('ready') || is('reporting') || is('sendingReport') || is('claimingNoShow')
      ? 'ready'
      : is('toAnswer') || is('confirming') || is('disputing') || is('sendingDispute')
        ? 'toAnswer'
        : is('awaitingOther')
          ? 'awaitingOther'
          : is('noShowClaimed')
            ? 'noShowClaimed'
            : is('disputed')
              ? 'disputed'
              : is('confirmed')
                ? 'confirmed'
                : is('autoConfirmed')
                  ? 'autoConfirmed'
                  : is('resolved')
                    ? 'resolved'
                    : 'bye';
  const busy = is('sendingReport') || is('claimingNoShow') || is('confirming') || is('sendingDispute');
  // A request under way keeps its button on screen, busy, even when the match loaded meanwhile no
  // longer offers it (the flow keeps that load and lets the answer decide), like the form and dialog.
  return {
    place,
    reportFormOpen: is('reporting') || is('sendingReport'),
    disputeDialogOpen: is('disputing') || is('sendingDispute'),
    busy,
    canReport: place === 'ready' && match.you.canReport,
    canClaimNoShow: is('claimingNoShow') || (place === 'ready' && match.you.canClaimNoShow),
    canConfirm: is('confirming') || (place === 'toAnswer' && match.you.canConfirm),
    canDispute: place === 'toAnswer' && match.you.canDispute,
    fieldErrors,
  };
}
