import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/errors';
import { reportAbuseMachine, type ReportAbuseContext } from '@/machines/moderation/reportAbuse.machine';
import { describePaths } from '../harness';

const subject = { target: { kind: 'PLAYER' as const, playId: 'LucasSquad#2101' }, label: 'LucasSquad#2101' };

describePaths(reportAbuseMachine, {
  events: {
    'report.open': [{ type: 'report.open', subject }],
    'report.submit': [
      { type: 'report.submit', form: { category: '', details: '' } },
      { type: 'report.submit', form: { category: 'HARASSMENT', details: 'Xingou no chat.' } },
    ],
  },
  invoked: {
    send: {
      done: [undefined],
      error: [
        new ApiError({ status: 400, fieldErrors: [{ field: 'details', messageKey: 'validation:details.tooLong' }], requestErrors: [] }),
        new ApiError({ status: 409, fieldErrors: [], requestErrors: ['requestError:report.duplicate'] }),
      ],
    },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ReportAbuseContext;
    return JSON.stringify({ value: snapshot.value, open: context.subject !== null, category: context.form.category, errors: context.fieldErrors.map((e) => e.field) });
  },
});
