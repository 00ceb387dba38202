import { ApiError } from '@/api/errors';
import { tournamentModalMachine } from '@/machines/tournaments/tournamentModal.machine';
import { describePaths } from '../harness';
import { completed, creativeValues, mismatchedEpic, modalInputs, pendingDiscord, rulesNotAccepted, rulesOnly, teamDeleted, teamKept, teamLeft, teamNotMine, withEpic } from './tournamentModal.fixtures';

describePaths(tournamentModalMachine, {
  inputs: modalInputs,
  events: {
    'form.submit': [
      { type: 'form.submit', values: rulesOnly },
      { type: 'form.submit', values: withEpic },
      { type: 'form.submit', values: mismatchedEpic },
      { type: 'form.submit', values: rulesNotAccepted },
      { type: 'form.submit', values: creativeValues },
    ],
  },
  invoked: {
    schoolLink: { done: [{ schoolId: 12 }], error: [new Error('school link failed')] },
    teamFormation: { done: [teamDeleted, teamNotMine, teamLeft, teamKept], error: [new Error('team formation failed')] },
    linkEpicAccount: {
      done: [{ epicAccountId: 'a1b2c3d4e5f60718293a4b5c6d7e8f90', messageKey: 'status:gameAccount.linked' }],
      error: [new ApiError({ status: 400, fieldErrors: [{ field: 'epicAccountId', messageKey: 'validation:epicAccountId.taken' }], requestErrors: [] })],
    },
    subscribe: {
      done: [completed, pendingDiscord],
      error: [new ApiError({ status: 400, fieldErrors: [], requestErrors: ['status:eventRestriction.subscriptionClosed'] })],
    },
  },
});
