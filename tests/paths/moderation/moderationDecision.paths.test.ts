import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/errors';
import { moderationDecisionMachine, type ModerationDecisionContext } from '@/machines/moderation/moderationDecision.machine';
import { describePaths } from '../harness';

const ruling = 'Ofensas no chat não são aceitas.';

describePaths(moderationDecisionMachine, {
  events: {
    'review.press': [{ type: 'review.press', reportId: 4 }],
    'decision.submit': [
      { type: 'decision.submit', reportId: 4, draft: { action: '', ruling: '', days: null } },
      { type: 'decision.submit', reportId: 4, draft: { action: 'BAN', ruling, days: null } },
      { type: 'decision.submit', reportId: 4, draft: { action: 'SUSPEND', ruling, days: 7 } },
    ],
    'appeal.submit': [
      { type: 'appeal.submit', reportId: 4, outcome: '', ruling: '' },
      { type: 'appeal.submit', reportId: 4, outcome: 'OVERTURN', ruling },
    ],
  },
  invoked: {
    decide: {
      done: [{ messageKey: 'status:report.decided' }],
      error: [
        new ApiError({ status: 400, fieldErrors: [{ field: 'days', messageKey: 'validation:days.invalid' }], requestErrors: [] }),
        new ApiError({ status: 409, fieldErrors: [], requestErrors: ['requestError:report.alreadyDecided'] }),
      ],
    },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as ModerationDecisionContext;
    return JSON.stringify({ value: snapshot.value, report: context.reportId, action: context.request?.action ?? null, errors: context.fieldErrors.map((e) => e.field) });
  },
});
