import type { SnapshotFrom } from 'xstate';
import type { FieldMessage } from '@/domain/validation/rules';
import type { moderationDecisionMachine } from './moderationDecision.machine';

type ModerationDecisionSnapshot = SnapshotFrom<typeof moderationDecisionMachine>;

/** What the queue shows of the admin's work: which report is busy, the ban question, and field errors. */
export interface ModerationDecisionView {
  busyReportId: number | null;
  /** The ban dialog is open, for this report. */
  askingBan: number | null;
  /** Field errors, for this report's form. */
  errorsFor: number | null;
  fieldErrors: FieldMessage[];
}

export function moderationDecisionView(snapshot: ModerationDecisionSnapshot): ModerationDecisionView {
  const { reportId, fieldErrors } = snapshot.context;
  return {
    busyReportId: snapshot.matches('sending') ? reportId : null,
    askingBan: snapshot.matches('confirmingBan') ? reportId : null,
    errorsFor: fieldErrors.length > 0 ? reportId : null,
    fieldErrors,
  };
}
