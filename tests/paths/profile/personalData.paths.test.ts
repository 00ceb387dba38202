import { ApiError } from '@/api/errors';
import { personalDataMachine } from '@/machines/profile/personalData.machine';
import { describePaths } from '../harness';
import { completeProfile, newProfile } from './personalData.fixtures';

describePaths(personalDataMachine, {
  inputs: {
    complete: { profile: completeProfile, today: '2026-06-01' },
    new: { profile: newProfile, today: '2026-06-01' },
  },
  events: {
    'personalData.change': [
      { type: 'personalData.change', change: { stateId: '18' } },
      { type: 'personalData.change', change: { cityId: '18005', cityName: 'Niterói' } },
    ],
  },
  invoked: {
    savePersonalData: {
      done: [completeProfile, { ...completeProfile, city: null }],
      error: [
        new ApiError({ status: 400, fieldErrors: [{ field: 'phone', messageKey: 'validation:phone.invalid' }], requestErrors: [] }),
        new ApiError({ status: 0, fieldErrors: [], requestErrors: ['requestError:network'] }),
      ],
    },
  },
});
