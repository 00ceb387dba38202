import { checkEmail, checkPhone } from '@/domain/validation/contact';
import { checkCpf, checkPersonName, FIRST_NAME_MAX, FIRST_NAME_MIN, LAST_NAME_MAX, LAST_NAME_MIN } from '@/domain/validation/identity';
import { collectIssues, violation, type FieldIssue } from '@/domain/validation/rules';
import { checkAddress, checkCep, checkInep, checkRg, checkSchoolPhone } from './documents';

/** A director's accreditation request (docs/product/school.md, API and Rules). */
export interface AccreditationInput {
  firstName?: string | null;
  lastName?: string | null;
  rg?: string | null;
  cpf?: string | null;
  whatsapp?: string | null;
  personalEmail?: string | null;
  schoolEmail?: string | null;
  schoolPhone?: string | null;
  inepCode?: string | null;
  address?: string | null;
  cep?: string | null;
  acceptTerms?: boolean | null;
}

export function validateAccreditation(input: AccreditationInput): FieldIssue[] {
  return collectIssues([
    ['firstName', checkPersonName(input.firstName, FIRST_NAME_MIN, FIRST_NAME_MAX)],
    ['lastName', checkPersonName(input.lastName, LAST_NAME_MIN, LAST_NAME_MAX)],
    ['rg', checkRg(input.rg)],
    ['cpf', checkCpf(input.cpf)],
    ['whatsapp', checkPhone(input.whatsapp)],
    ['personalEmail', checkEmail(input.personalEmail)],
    ['schoolEmail', checkEmail(input.schoolEmail)],
    ['schoolPhone', checkSchoolPhone(input.schoolPhone)],
    ['inepCode', checkInep(input.inepCode)],
    ['address', checkAddress(input.address)],
    ['cep', checkCep(input.cep)],
    ['acceptTerms', input.acceptTerms === true ? null : violation('required')],
  ]);
}

/** How long the link e-mailed to the school works (docs/product/school.md, Rules). */
export const ACCREDITATION_LINK_HOURS = 48;
/** Confirmation e-mails one school gets in a day, whoever asks: more requests wait for tomorrow. */
export const ACCREDITATION_REQUESTS_PER_SCHOOL = 3;
/** Requests one network address makes in a day (a school's network shares one address). */
export const ACCREDITATION_REQUESTS_PER_ADDRESS = 10;
