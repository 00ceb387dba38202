import { checkRequired, collectIssues, validateRegistration, type FieldMessage } from '@/domain/validation';

/** The registration form as the screen holds it (optional texts may be empty), and its rules. */
export interface RegistrationValues {
  userName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  firstName: string;
  lastName: string;
  /** dd/mm/yyyy or its 8 digits. */
  birthDate: string;
  stateId: string;
  cityId: string;
  role: 'student' | 'educator' | 'director' | 'guardian';
  acceptUseTerms: boolean;
  acceptReceiveNews: boolean;
  activationCode: string;
  referrerId: string;
}

/** The fields the registration screen shows, in the order of the form; a server error on any other one becomes a toast. */
export const REGISTRATION_FIELDS = [
  'userName',
  'email',
  'password',
  'passwordConfirmation',
  'firstName',
  'lastName',
  'birthDate',
  'stateId',
  'cityId',
  'role',
  'acceptUseTerms',
  'activationCode',
] as const;

/** The form's rules: the shared registration rules, plus state, city and a confirmation. */
export function registrationIssues(values: RegistrationValues, today: string): FieldMessage[] {
  const issues = [
    ...validateRegistration(
      {
        userName: values.userName,
        email: values.email,
        password: values.password,
        passwordConfirmation: values.passwordConfirmation,
        firstName: values.firstName,
        lastName: values.lastName,
        birthDate: values.birthDate,
        role: values.role,
        acceptUseTerms: values.acceptUseTerms,
      },
      today,
    ),
    ...collectIssues([
      ['stateId', checkRequired(values.stateId)],
      ['cityId', checkRequired(values.cityId)],
    ]),
  ];
  // In the order of the form, so the first error is the first field to fix.
  const order = (field: string) => REGISTRATION_FIELDS.indexOf(field as (typeof REGISTRATION_FIELDS)[number]);
  return issues.map(({ field, messageKey }) => ({ field, messageKey })).sort((a, b) => order(a.field) - order(b.field));
}

/** The activation-code field shows once revealed, and whenever an error names it (else the error would have no field). */
export const activationCodeShown = (visible: boolean, fieldErrors: readonly FieldMessage[]) => visible || fieldErrors.some((error) => error.field === 'activationCode');
