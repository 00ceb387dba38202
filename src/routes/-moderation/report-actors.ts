/** Reporting wired to the app: the request (src/api/moderation) and its toasts. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { sendReport } from '@/api/moderation/queries';
import type { ReportCategory } from '@/domain/moderation/reports';
import { reportAbuseMachine } from '@/machines/moderation/reportAbuse.machine';
import { showMessageToasts } from '@/ui/feedback/show-toast';

export function provideReportAbuse(http: HttpClient) {
  return reportAbuseMachine.provide({
    actors: {
      send: fromPromise(({ input }) =>
        sendReport(http, { target: input.subject.target, category: input.form.category as ReportCategory, details: input.form.details }).then(() => undefined),
      ),
    },
    actions: { showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys) },
  });
}
