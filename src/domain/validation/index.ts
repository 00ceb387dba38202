import type { Role } from '@/domain/roles';
import { onlyDigits } from '@/domain/digits';
import { ageOn, LEGAL_AGE } from './age';
import { checkEmail, checkPhone } from './contact';
import { checkPersonName, FIRST_NAME_MAX, FIRST_NAME_MIN, LAST_NAME_MAX, LAST_NAME_MIN } from './identity';
import { checkPassword, checkConfirmation } from './password';
import { collectIssues, isBlank, violation, type FieldIssue, type Violation } from './rules';

export * from './rules';
export * from './password';
export * from './age';
export * from './identity';
export * from './contact';

/**
 * The validation rules (docs/product/account.md, Rules) that both the forms and the server enforce, as pure functions.
 * A failed rule is a `Violation` (a code and an optional detail such as the minimum length); a
 * form validator turns violations into `FieldIssue`s whose messageKey is
 * `validation:<field>.<code>` (docs/product/account.md, Errors).
 */

export const USER_NAME_MIN = 3;
export const USER_NAME_MAX = 20;
export const MIN_AGE = 13;

/** Registration offers student, educator, director and guardian (docs/product/account.md, Roles). */
export const REGISTRATION_ROLES = { student: 'STUDENT', educator: 'TEACHER', director: 'COORDINATOR', guardian: 'SPONSOR' } as const satisfies Record<string, Role>;
export type RegistrationRole = keyof typeof REGISTRATION_ROLES;

export type Gender = 'MALE' | 'FEMALE' | 'NON_BINARY' | 'DO_NOT_INFORM';
export const GENDERS: readonly Gender[] = ['MALE', 'FEMALE', 'NON_BINARY', 'DO_NOT_INFORM'];

/** userName: required, 3 to 20 characters, no blanks (uniqueness is the server's to check). */
export function checkUserName(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  const name = value as string;
  if (/\s/.test(name)) return violation('blank');
  const length = [...name].length;
  if (length < USER_NAME_MIN) return violation('min', USER_NAME_MIN);
  if (length > USER_NAME_MAX) return violation('max', USER_NAME_MAX);
  return null;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A birth date typed as dd/mm/yyyy (with or without separators) or given as ISO yyyy-mm-dd,
 * returned as ISO; null when it is not a real calendar date.
 */
export function parseBirthDate(value: string): string | null {
  const text = value.trim();
  let day: number;
  let month: number;
  let year: number;
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else {
    if (!/^[\d/.\-\s]+$/.test(text)) return null;
    const digits = onlyDigits(text);
    if (digits.length !== 8) return null;
    day = Number(digits.slice(0, 2));
    month = Number(digits.slice(2, 4));
    year = Number(digits.slice(4, 8));
  }
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Birth date: required, a real date not in the future, and at least 13 years ago. */
export function checkBirthDate(value: string | null | undefined, today: string): Violation | null {
  if (isBlank(value)) return violation('required');
  const iso = parseBirthDate(value as string);
  if (!iso || iso > today.slice(0, 10)) return violation('invalid');
  if (ageOn(iso, today) < MIN_AGE) return violation('minAge', MIN_AGE);
  return null;
}

export interface RegistrationInput {
  userName?: string | null;
  email?: string | null;
  password?: string | null;
  /** Checked only when the form sends it. */
  passwordConfirmation?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  birthDate?: string | null;
  /** Checked only when the form sends it. */
  phone?: string | null;
  role?: string | null;
  gender?: string | null;
  acceptUseTerms?: boolean | null;
}

export function checkRegistrationRole(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  const key = (value as string).trim();
  const known = Object.keys(REGISTRATION_ROLES).includes(key.toLowerCase()) || (Object.values(REGISTRATION_ROLES) as string[]).includes(key);
  return known ? null : violation('invalid');
}

/** Registration role as sent by the form (student/educator/director or the role itself) to a Role. */
export function registrationRole(value: string): Role {
  const key = value.trim();
  const byLabel = REGISTRATION_ROLES[key.toLowerCase() as RegistrationRole];
  return byLabel ?? (key as Role);
}

export function checkGender(value: string | null | undefined, required = true): Violation | null {
  if (isBlank(value)) return required ? violation('required') : null;
  return (GENDERS as string[]).includes((value as string).trim()) ? null : violation('invalid');
}

/** A guardian registers only as an adult (docs/product/guardians.md, Rules); checked once the birth date itself is valid. */
function checkGuardianAge(input: RegistrationInput, today: string): Violation | null {
  if (isBlank(input.role) || checkRegistrationRole(input.role) || registrationRole(input.role as string) !== 'SPONSOR') return null;
  const iso = parseBirthDate(input.birthDate as string);
  return iso && ageOn(iso, today) < LEGAL_AGE ? violation('guardianAge', LEGAL_AGE) : null;
}

/** The registration form (docs/product/account.md, Rules): every rule the server also enforces, uniqueness aside. */
export function validateRegistration(input: RegistrationInput, today: string): FieldIssue[] {
  return collectIssues([
    ['userName', checkUserName(input.userName)],
    ['email', checkEmail(input.email)],
    ['password', checkPassword(input.password)],
    ['passwordConfirmation', input.passwordConfirmation === undefined ? null : checkConfirmation(input.passwordConfirmation, input.password)],
    ['firstName', checkPersonName(input.firstName, FIRST_NAME_MIN, FIRST_NAME_MAX)],
    ['lastName', checkPersonName(input.lastName, LAST_NAME_MIN, LAST_NAME_MAX)],
    ['birthDate', checkBirthDate(input.birthDate, today) ?? checkGuardianAge(input, today)],
    ['phone', input.phone === undefined || input.phone === null || input.phone === '' ? null : checkPhone(input.phone)],
    ['role', input.role === undefined || input.role === null ? null : checkRegistrationRole(input.role)],
    ['gender', checkGender(input.gender, false)],
    ['acceptUseTerms', input.acceptUseTerms === true ? null : violation('required')],
  ]);
}

export interface PersonalDataInput {
  firstName?: string | null;
  lastName?: string | null;
  birthDate?: string | null;
  phone?: string | null;
  gender?: string | null;
}

/**
 * Personal data in the profile. Birth date is locked once set: `storedBirthDate` is the one on
 * record, and a different value is refused.
 */
export function validatePersonalData(input: PersonalDataInput, today: string, storedBirthDate: string | null): FieldIssue[] {
  let birthDate: Violation | null = null;
  if (storedBirthDate) {
    if (input.birthDate !== undefined && input.birthDate !== null && parseBirthDate(input.birthDate) !== storedBirthDate) birthDate = violation('locked');
  } else {
    birthDate = checkBirthDate(input.birthDate, today);
  }
  return collectIssues([
    ['firstName', checkPersonName(input.firstName, FIRST_NAME_MIN, FIRST_NAME_MAX)],
    ['lastName', checkPersonName(input.lastName, LAST_NAME_MIN, LAST_NAME_MAX)],
    ['birthDate', birthDate],
    ['phone', input.phone === undefined || input.phone === null || input.phone === '' ? null : checkPhone(input.phone)],
    ['gender', checkGender(input.gender, false)],
  ]);
}
