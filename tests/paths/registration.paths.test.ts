import { ApiError } from '../../src/api/errors';
import type { RegistrationValues } from '../../src/api/account';
import { registrationMachine } from '../../src/machines/registration.machine';
import { describePaths } from './harness';

const filled: RegistrationValues = {
  userName: 'ana_souza',
  email: 'ana@escola.edu.br',
  password: 'Segredo1',
  passwordConfirmation: 'Segredo1',
  firstName: 'Ana',
  lastName: 'Souza',
  birthDate: '15032009',
  stateId: '24',
  cityId: '24001',
  role: 'student',
  acceptUseTerms: true,
  acceptReceiveNews: false,
  activationCode: '',
  referrerId: '7',
};
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
