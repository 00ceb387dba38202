import type { SnapshotFrom } from 'xstate';
import type { FieldMessage } from '@/domain/validation/rules';
import type { reportAbuseMachine, ReportForm, ReportSubject } from './reportAbuse.machine';

type ReportAbuseSnapshot = SnapshotFrom<typeof reportAbuseMachine>;

/** What the report dialog shows. */
export interface ReportAbuseView {
  /** The dialog is open, about this subject. */
  subject: ReportSubject | null;
  /** The dialog shows the thanks instead of the form. */
  sent: boolean;
  busy: boolean;
  /** The last form sent or checked, to fill the fields again. */
  form: ReportForm;
  fieldErrors: FieldMessage[];
}

export function reportAbuseView(snapshot: ReportAbuseSnapshot): ReportAbuseView {
  const { subject, form, fieldErrors } = snapshot.context;
  return {
    subject: snapshot.matches('closed') ? null : subject,
    sent: snapshot.matches('sent'),
    busy: snapshot.matches('sending'),
    form,
    fieldErrors,
  };
}
