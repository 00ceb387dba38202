import { useMachine } from '@xstate/react';
import type { HttpClient } from '@/api/http';
import { inspect } from '@/machines/inspector';
import type { ReportSubject } from '@/machines/moderation/reportAbuse.machine';
import { reportAbuseView } from '@/machines/moderation/reportAbuse.view';
import { ReportDialog } from '@/ui/moderation/ReportDialog';
import { useEachRequest } from '@/ui/use-each-request';
import { provideReportAbuse } from './report-actors';

/** One press of "Denunciar": a new object each time, so the same subject can be reported again. */
export interface ReportRequest {
  subject: ReportSubject;
}

/** The report flow and its dialog, downloaded the first time someone presses "Denunciar" on the page. */
export function ReportFlow({ http, request }: { http: HttpClient; request: ReportRequest }) {
  const [snapshot, send] = useMachine(provideReportAbuse(http), { inspect });
  // Each press opens the dialog about its subject (a press while a report is open is not possible: the dialog covers the page).
  useEachRequest(request, ({ subject }) => send({ type: 'report.open', subject }));
  return (
    <ReportDialog view={reportAbuseView(snapshot)} onSubmit={(form) => send({ type: 'report.submit', form })} onClose={() => send({ type: 'report.close' })} />
  );
}
