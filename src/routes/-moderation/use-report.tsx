import { useMachine } from '@xstate/react';
import type { HttpClient } from '@/api/http';
import { inspect } from '@/machines/inspector';
import type { ReportSubject } from '@/machines/moderation/reportAbuse.machine';
import { reportAbuseView } from '@/machines/moderation/reportAbuse.view';
import { ReportDialog } from '@/ui/moderation/ReportDialog';
import { provideReportAbuse } from './report-actors';

/** One report flow for a page: `open` starts it for a player, a team or a screenshot; `dialog` goes once in the page. */
export function useReport(http: HttpClient) {
  const [snapshot, send] = useMachine(provideReportAbuse(http), { inspect });
  const view = reportAbuseView(snapshot);
  return {
    open: (subject: ReportSubject) => send({ type: 'report.open', subject }),
    dialog: <ReportDialog view={view} onSubmit={(form) => send({ type: 'report.submit', form })} onClose={() => send({ type: 'report.close' })} />,
  };
}
