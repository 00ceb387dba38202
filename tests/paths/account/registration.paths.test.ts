import { ApiError } from '@/api/errors';
import type { RegistrationValues } from '@/domain/account/registration';
import { registrationMachine } from '@/machines/account/registration.machine';
import { filledRegistration } from './registration-samples';
import { describePaths } from '../harness';

const filled = filledRegistration;
const mismatched: RegistrationValues = { ...filled, userName: 'a b', passwordConfirmation: 'Segredo2', birthDate: '01012020', cityId: '' };

const refused = (field: string, messageKey: string) => new ApiError({ status: 400, fieldErrors: [{ field, messageKey }], requestErrors: [] });

describePaths(registrationMachine, {
  inputs: {
    plainLink: { showActivationCode: false, today: '2025-06-01' },
    activationLink: { showActivationCode: true, today: '2025-06-01' },
  },
  events: {
    'registration.submit': [
      { type: 'registration.submit', values: mismatched },
      { type: 'registration.submit', values: filled },
    ],
  },
  invoked: {
    createAccount: {
      done: [{ id: 42, userName: 'ana_souza', email: 'ana@escola.edu.br', emailVerificationRequired: true, messageKey: 'status:accountRegister.success' }],
      error: [
        refused('userName', 'validation:userName.taken'),
        refused('activationCode', 'validation:activationCode.notFound'),
        new ApiError({ status: 415, fieldErrors: [], requestErrors: ['requestError:unsupportedMediaType'] }),
        new Error('offline'),
      ],
    },
  },
});
