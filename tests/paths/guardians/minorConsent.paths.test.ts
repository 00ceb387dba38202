import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/errors';
import { minorConsentMachine, type MinorConsentContext } from '@/machines/guardians/minorConsent.machine';
import { describePaths } from '../harness';
import { adultState, consentedState, exhaustedState, expiredState, missingState, pendingState } from './guardians.fixtures';

describePaths(minorConsentMachine, {
  inputs: {
    pending: { state: pendingState },
    expired: { state: expiredState },
    missing: { state: missingState },
    consented: { state: consentedState },
    adult: { state: adultState },
    exhausted: { state: exhaustedState },
  },
  events: {
    'guardian.loaded': [{ type: 'guardian.loaded', state: consentedState }],
  },
  invoked: {
    resendInvitation: { done: [{ ...pendingState, resendsLeft: 1 }], error: [new ApiError({ status: 429, fieldErrors: [], requestErrors: ['requestError:guardian.resendLimit'] })] },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { state } = snapshot.context as MinorConsentContext;
    return JSON.stringify({ value: snapshot.value, status: state.status, resendsLeft: state.resendsLeft });
  },
});
