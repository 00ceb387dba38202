import { ApiError } from '@/api/errors';
import { guardianControlsMachine } from '@/machines/guardians/guardianControls.machine';
import { describePaths } from '../harness';
import { juliaSummary } from './guardians.fixtures';

describePaths(guardianControlsMachine, {
  inputs: { julia: { minorId: 7, controls: juliaSummary.controls } },
  events: {
    'limit.change': [{ type: 'limit.change', minutes: 60 }],
    'purchases.change': [{ type: 'purchases.change', blocked: false }],
    'name.change': [{ type: 'name.change', shown: true }],
  },
  invoked: {
    save: {
      done: [{ ...juliaSummary, controls: { dailyLimitMinutes: 60, purchasesBlocked: true, showRealName: false } }],
      error: [new ApiError({ status: 404, fieldErrors: [], requestErrors: ['requestError:guardian.minorNotFound'] })],
    },
  },
});
