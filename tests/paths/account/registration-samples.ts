import type { RegistrationValues } from '@/domain/account/registration';

/** A registration form every rule accepts (docs/product/account.md, Rules): a 16-year-old student in São Paulo. */
export const filledRegistration: RegistrationValues = {
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
