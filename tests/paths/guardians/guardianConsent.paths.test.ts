import type { AnyMachineSnapshot } from 'xstate';
import { ApiError } from '@/api/errors';
import { guardianConsentMachine, type GuardianConsentContext } from '@/machines/guardians/guardianConsent.machine';
import { describePaths } from '../harness';
import { consented, guardianIdentity, refused, TOKEN, usedLink, validLink } from './guardians.fixtures';

const refusal = (status: number, requestErrors: string[], fieldErrors: { field: string; messageKey: string }[] = []) =>
  new ApiError({ status, fieldErrors, requestErrors });

describePaths(guardianConsentMachine, {
  inputs: {
    guardian: { token: TOKEN, viewer: 'guardian' },
    signedOut: { token: TOKEN, viewer: 'signedOut' },
    otherAccount: { token: TOKEN, viewer: 'otherAccount' },
  },
  events: {
    'identity.change': [
      { type: 'identity.change', change: guardianIdentity },
      { type: 'identity.change', change: { cpf: '111.111.111-11' } },
    ],
  },
  invoked: {
    readLink: { done: [validLink, usedLink], error: [new Error('offline')] },
    decide: {
      done: [consented, refused],
      error: [
        refusal(410, ['requestError:guardian.linkUsed']),
        refusal(422, [], [{ field: 'cpf', messageKey: 'validation:cpf.guardianMismatch' }]),
        refusal(409, ['requestError:guardian.limitReached']),
      ],
    },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const { identity, fieldErrors, problem, decision } = snapshot.context as GuardianConsentContext;
    return JSON.stringify({ value: snapshot.value, identity, errors: fieldErrors.map((e) => e.messageKey), problem, decision });
  },
});
