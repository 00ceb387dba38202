import { ApiError } from '@/api/errors';
import { sponsorMachine } from '@/machines/profile/sponsor.machine';
import { describePaths } from '../harness';
import { adultProfile, minorProfile, registeredProfile, validGuardian } from './sponsor.fixtures';

const refusal = (status: number, requestErrors: string[], fieldErrors: { field: string; messageKey: string }[] = []) =>
  new ApiError({ status, fieldErrors, requestErrors });

describePaths(sponsorMachine, {
  inputs: {
    minor: { profile: minorProfile, today: '2026-06-01' },
    adult: { profile: adultProfile, today: '2026-06-01' },
    registered: { profile: registeredProfile, today: '2026-06-01' },
  },
  events: {
    'sponsor.change': [
      { type: 'sponsor.change', change: validGuardian },
      { type: 'sponsor.change', change: { cpf: '11111111111' } },
    ],
  },
  invoked: {
    saveLegalRepresentative: {
      done: [registeredProfile],
      error: [
        refusal(403, ['requestError:legalRepresentative.legalAge']),
        refusal(409, ['requestError:legalRepresentative.alreadyExists']),
        refusal(400, ['status:default.error'], [{ field: 'email', messageKey: 'validation:email.sameAsStudent' }]),
        new Error('offline'),
      ],
    },
  },
});
