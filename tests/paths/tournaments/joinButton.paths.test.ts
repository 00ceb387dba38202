import { ApiError } from '@/api/errors';
import type { JoinTarget } from '@/domain/tournaments/join-button';
import { joinButtonMachine } from '@/machines/tournaments/joinButton.machine';
import { describePaths } from '../harness';

const open: JoinTarget = {
  id: 1,
  status: 'OPEN',
  solo: true,
  subscriptionStatus: 'NOT_SUBSCRIBED',
  eligibility: { isEligible: true, prerequisites: [], restrictions: [] },
  requiresDiscord: false,
};
const subscribed: JoinTarget = { ...open, subscriptionStatus: 'COMPLETED' };
const refused: JoinTarget = {
  ...open,
  id: 5,
  eligibility: { isEligible: false, prerequisites: [], restrictions: [{ code: 'minAge', messageKey: 'status:eventRestriction.minAge', detail: '18' }] },
};
const squad: JoinTarget = { ...open, id: 3, solo: false };
const running: JoinTarget = { ...subscribed, status: 'RUNNING' };

describePaths(joinButtonMachine, {
  events: {
    'join.press': [
      { type: 'join.press', target: open, schoolLinkStatus: 'COMPLETE' },
      { type: 'join.press', target: open, schoolLinkStatus: 'INCOMPLETE' },
      { type: 'join.press', target: refused, schoolLinkStatus: 'COMPLETE' },
      { type: 'join.press', target: subscribed, schoolLinkStatus: 'COMPLETE' },
      { type: 'join.press', target: squad, schoolLinkStatus: 'NONE' },
      { type: 'join.press', target: running, schoolLinkStatus: 'COMPLETE' },
    ],
    'cancel.press': [
      { type: 'cancel.press', target: subscribed },
      { type: 'cancel.press', target: running },
    ],
  },
  invoked: {
    unsubscribe: {
      done: [{ eventId: 1, status: 'NOT_SUBSCRIBED', messageKey: 'status:event.unsubscribed' }],
      error: [new ApiError({ status: 400, fieldErrors: [], requestErrors: ['status:eventRestriction.subscriptionClosed'] })],
    },
  },
});
