import { ApiError } from '@/api/errors';
import { changePasswordMachine } from '@/machines/account/changePassword.machine';
import { describePaths } from '../harness';

describePaths(changePasswordMachine, {
  events: {
    'changePassword.submit': [
      { type: 'changePassword.submit', values: { oldPassword: 'Demo1234', newPassword: 'Demo1234', newPasswordConfirmation: 'Demo1234' } },
      { type: 'changePassword.submit', values: { oldPassword: 'Demo1234', newPassword: 'Nova1234', newPasswordConfirmation: 'Nova1234' } },
    ],
  },
  invoked: {
    changePassword: {
      done: [{ messageKey: 'status:changePassword.success' }],
      error: [
        new ApiError({ status: 400, fieldErrors: [{ field: 'oldPassword', messageKey: 'validation:oldPassword.incorrect' }], requestErrors: [] }),
        new ApiError({ status: 0, fieldErrors: [], requestErrors: ['requestError:network'] }),
      ],
    },
  },
});
