import { ageOn, checkCpf, checkEmail, checkPersonName, checkPhone, checkUserName, LEGAL_AGE, normalizeEmail } from '@/domain/validation';
import { collectIssues, violation, type FieldIssue, type Violation } from '@/domain/validation/rules';

/** Legal representative limits (docs/product/profile.md, Rules). */
export const GUARDIAN_FIRST_NAME_MIN = 2;
export const GUARDIAN_FIRST_NAME_MAX = 50;
export const GUARDIAN_LAST_NAME_MIN = 2;
export const GUARDIAN_LAST_NAME_MAX = 60;
/** Age of majority in Brazil: from 18 a student answers for themselves. */
export { LEGAL_AGE } from '@/domain/validation';

/** Whether someone born on `birthDate` (ISO) is a minor on `today`; unknown birth dates count as minors. */
export function isMinor(birthDate: string | null, today: string): boolean {
  return birthDate === null || ageOn(birthDate, today) < LEGAL_AGE;
}

export interface LegalRepresentativeInput {
  userName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  cpf?: string | null;
  /** The WhatsApp number as typed, or phoneDdd + phoneNumber joined. */
  whatsapp?: string | null;
  email?: string | null;
  acceptImageStudentTerms?: boolean | null;
}

/** The guardian's e-mail: valid, and not the student's own (docs/product/profile.md, Rules). */
export function checkGuardianEmail(value: string | null | undefined, studentEmail: string): Violation | null {
  const found = checkEmail(value);
  if (found) return found;
  return normalizeEmail(value as string) === normalizeEmail(studentEmail) ? violation('sameAsStudent') : null;
}

/** The sponsor form: userName 3-20, first name 2-50, last name 2-60, valid CPF, WhatsApp 11 digits, e-mail, terms. */
export function validateLegalRepresentative(input: LegalRepresentativeInput, studentEmail: string): FieldIssue[] {
  return collectIssues([
    ['userName', checkUserName(input.userName)],
    ['firstName', checkPersonName(input.firstName, GUARDIAN_FIRST_NAME_MIN, GUARDIAN_FIRST_NAME_MAX)],
    ['lastName', checkPersonName(input.lastName, GUARDIAN_LAST_NAME_MIN, GUARDIAN_LAST_NAME_MAX)],
    ['cpf', checkCpf(input.cpf)],
    ['whatsapp', checkPhone(input.whatsapp)],
    ['email', checkGuardianEmail(input.email, studentEmail)],
    ['acceptImageStudentTerms', input.acceptImageStudentTerms === true ? null : violation('required')],
  ]);
}
