import { ApiError } from '@/api/errors';
import { deletionRequestMachine } from '@/machines/data-rights/deletionRequest.machine';
import { describePaths } from '../harness';
import { GUARDIAN_REQUEST, SELF_REQUEST } from './data-rights.fixtures';

describePaths(deletionRequestMachine, {
  inputs: {
    none: { request: null, actingAs: 'self' },
    ownRequest: { request: SELF_REQUEST, actingAs: 'self' },
    guardianRequestSeenByMinor: { request: GUARDIAN_REQUEST, actingAs: 'self' },
    guardianActing: { request: GUARDIAN_REQUEST, actingAs: 'guardian' },
  },
  events: {
    'deletion.password': [
      { type: 'deletion.password', value: 'Demo1234' },
      { type: 'deletion.password', value: '' },
    ],
    'deletion.loaded': [
      { type: 'deletion.loaded', request: SELF_REQUEST },
      { type: 'deletion.loaded', request: null },
    ],
  },
  invoked: {
    sendRequest: {
      done: [{ request: SELF_REQUEST }],
      error: [
        new ApiError({ status: 400, fieldErrors: [{ field: 'password', messageKey: 'validation:password.incorrect' }], requestErrors: [] }),
        new ApiError({ status: 409, fieldErrors: [], requestErrors: ['requestError:deletion.alreadyRequested'] }),
      ],
    },
    withdrawRequest: {
      done: [{ request: null }],
      error: [new ApiError({ status: 403, fieldErrors: [], requestErrors: ['requestError:deletion.guardianRequested'] })],
    },
  },
});
