import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/errors';
import { revokeConsentMachine, type RevokeConsentContext } from '@/machines/guardians/revokeConsent.machine';
import { describePaths } from '../harness';

describePaths(revokeConsentMachine, {
  events: {
    'revoke.press': [{ type: 'revoke.press', target: { minorId: 7, firstName: 'Júlia' } }],
  },
  invoked: {
    revoke: { done: [undefined], error: [new ApiError({ status: 404, fieldErrors: [], requestErrors: ['requestError:guardian.minorNotFound'] })] },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => JSON.stringify({ value: snapshot.value, target: (snapshot.context as RevokeConsentContext).target?.minorId ?? null }),
});
