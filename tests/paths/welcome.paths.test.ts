import { welcomeMachine } from '@/machines/welcome.machine';
import { describePaths } from './harness';

describePaths(welcomeMachine, {
  inputs: { firstVisit: { firstAccess: false }, returning: { firstAccess: true } },
  invoked: {
    recordFirstAccess: { done: [undefined], error: [new Error('server down')] },
    refreshToken: { done: [undefined], error: [new Error('refresh refused')] },
  },
});
