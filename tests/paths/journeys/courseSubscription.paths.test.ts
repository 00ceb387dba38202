import { ApiError } from '@/api/errors';
import { courseSubscriptionMachine, type SubscribeTarget } from '@/machines/journeys/courseSubscription.machine';
import { describePaths } from '../harness';

const free: SubscribeTarget = { id: 8, monetizationType: 'FREE', status: 'open', target: 'http://x/learn/journeys/8', entryTarget: 'http://x/learn/journeys/8' };
const premium: SubscribeTarget = { ...free, id: 11, monetizationType: 'PREMIUM' };
const subscribed: SubscribeTarget = { ...free, status: 'SUBSCRIBED', entryTarget: 'http://x/learn/chapters/3' };

describePaths(courseSubscriptionMachine, {
  events: {
    'join.press': [
      { type: 'join.press', course: premium, isVip: false },
      { type: 'join.press', course: free, isVip: false },
      { type: 'join.press', course: subscribed, isVip: false },
      { type: 'join.press', course: premium, isVip: true },
    ],
  },
  invoked: {
    subscribe: {
      done: [{ messageKey: 'status:journey.subscribed', journey: { id: 8, externalId: 'j', title: 'Ciências', description: '', duration: 60, monetizationType: 'FREE', plan: 'FREE', target: 'http://x/learn/journeys/8', images: [], status: 'SUBSCRIBED', subscribed: true } }],
      error: [new ApiError({ status: 403, fieldErrors: [], requestErrors: ['requestError:journey.premiumRequired'] })],
    },
  },
});
