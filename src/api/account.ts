/** The public registration command (docs/product/account.md, API). */
import typia from 'typia';
import { config } from './config';
import type { RegistrationForm, RegistrationResponse } from '@/contract/account';
import type { Contract, HttpClient } from './http';
import type { RegistrationValues } from '@/domain/account/registration';

const registrationContract: Contract<RegistrationResponse> = {
  is: typia.createIs<RegistrationResponse>(),
  explain: () => import('./contract-reports').then((reports) => reports.validateRegistrationResponse),
};

/** The form body the server reads (docs/product/account.md, API): empty optional fields are left out. */
export function registrationBody(values: RegistrationValues): URLSearchParams {
  const form: RegistrationForm = {
    userName: values.userName.trim(),
    email: values.email.trim(),
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: values.birthDate.trim(),
    role: values.role,
    acceptUseTerms: values.acceptUseTerms ? 'true' : 'false',
    acceptReceiveNews: values.acceptReceiveNews ? 'true' : 'false',
  };
  if (values.stateId.trim()) form.stateId = values.stateId.trim();
  if (values.cityId.trim()) form.cityId = values.cityId.trim();
  if (values.activationCode.trim()) form.activationCode = values.activationCode.trim();
  if (values.referrerId.trim()) form.referrer_id = values.referrerId.trim();
  return new URLSearchParams(Object.entries(form) as Array<[string, string]>);
}

/** POST /records/api/public/account/create (form body): creates the account, which must verify its e-mail. */
export function createAccount(http: HttpClient, values: RegistrationValues): Promise<RegistrationResponse> {
  return http(`${config.recordsApiBase}/public/account/create`, {
    method: 'POST',
    body: registrationBody(values),
    contract: registrationContract,
  });
}
