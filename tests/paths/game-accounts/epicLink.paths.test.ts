import { ApiError } from '@/api/errors';
import { epicLinkMachine } from '@/machines/game-accounts/epicLink.machine';
import { describePaths } from '../harness';

const id = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const aborted = Object.assign(new Error('The operation was aborted'), { name: 'AbortError' });

describePaths(epicLinkMachine, {
  inputs: { student: {} },
  events: {
    'epic.change': [
      { type: 'epic.change', change: { epicAccountId: id, epicAccountIdConfirmation: id } },
      { type: 'epic.change', change: { epicAccountId: 'curto demais' } },
    ],
  },
  invoked: {
    loadGameAccounts: { done: [{ epicAccountId: id }, { epicAccountId: null }], error: [aborted, new Error('offline')] },
    saveEpicAccount: {
      done: [{ epicAccountId: id, messageKey: 'status:gameAccount.linked' }],
      error: [
        new ApiError({ status: 400, fieldErrors: [{ field: 'epicAccountId', messageKey: 'validation:epicAccountId.taken' }], requestErrors: [] }),
        new Error('offline'),
      ],
    },
  },
});
