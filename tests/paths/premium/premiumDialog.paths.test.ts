import { ApiError } from '@/api/errors';
import { premiumDialogMachine } from '@/machines/premium/premiumDialog.machine';
import { describePaths } from '../harness';
import { dialogInputs, noCancellation, redeemed, requestedCancellation } from './premiumDialog.fixtures';

const refusal = (status: number, key: string) => new ApiError({ status, fieldErrors: [], requestErrors: [key] });

describePaths(premiumDialogMachine, {
  inputs: dialogInputs,
  events: {
    'code.change': [
      { type: 'code.change', code: '  demo-premium-0004 ' },
      { type: 'code.change', code: '<b>x</b>' },
      { type: 'code.change', code: '   ' },
    ],
  },
  invoked: {
    resolveCourse: { done: [true, false], error: [new Error('journeys unavailable')] },
    schoolLink: { done: [{ schoolId: 1 }], error: [new Error('school link failed')] },
    redeem: {
      done: [redeemed],
      error: [refusal(404, 'requestError:activationLicence.notFound'), refusal(409, 'requestError:activationLicence.alreadyPremium'), new Error('offline')],
    },
    loadCancellation: { done: [noCancellation, requestedCancellation], error: [new Error('offline')] },
    requestCancellation: { done: [{ ...requestedCancellation, messageKey: 'status:premiumCancellation.requested' }], error: [refusal(409, 'requestError:premiumCancellation.notPremium')] },
  },
});
