import type { School } from '@/contract/school';
import { onlyDigits } from '@/domain/digits';
import { validateAccreditation } from '@/domain/school/accreditation';
import { checkInep } from '@/domain/school/documents';
import { violation, type FieldMessage } from '@/domain/validation/rules';

/**
 * The accreditation form as the screen holds it (texts as typed, digits for masked fields) and
 * its rules: what the INEP lookup accepts, what the form asks before it is sent, and what a found
 * school fills in.
 */
export interface AccreditationValues {
  firstName: string;
  lastName: string;
  rg: string;
  /** The 11 digits of the CPF (or fewer while typing). */
  cpf: string;
  /** The 11 digits of the director's WhatsApp. */
  whatsapp: string;
  personalEmail: string;
  schoolEmail: string;
  /** The school's phone digits: a landline (10) or a mobile (11). */
  schoolPhone: string;
  /** The 8 digits of the school's INEP code, as found by the lookup. */
  inepCode: string;
  address: string;
  /** The 8 digits of the CEP. */
  cep: string;
  acceptTerms: boolean;
}

export const EMPTY_ACCREDITATION_VALUES: AccreditationValues = {
  firstName: '',
  lastName: '',
  rg: '',
  cpf: '',
  whatsapp: '',
  personalEmail: '',
  schoolEmail: '',
  schoolPhone: '',
  inepCode: '',
  address: '',
  cep: '',
  acceptTerms: false,
};

/** Codes a new accreditation request may start from (docs/product/school.md, API): none asked yet (0) or refused (4). */
export function accreditationOpen(status: number): boolean {
  return status === 0 || status === 4;
}

/** The accreditation status of a school that is accredited already: nothing to ask. */
export const ACCREDITED_STATUS = 3;

export const isAccredited = (status: number) => status === ACCREDITED_STATUS;

/** The form's rules, in the order of the form so the first error is the first field to fix. */
export function accreditationIssues(values: AccreditationValues): FieldMessage[] {
  return validateAccreditation(values).map(({ field, messageKey }) => ({ field, messageKey }));
}

/** The INEP code as the lookup needs it: exactly 8 digits. */
export function inepIssue(inep: string): FieldMessage | null {
  const found = checkInep(inep) ?? (onlyDigits(inep) === inep.trim() ? null : violation('invalid'));
  return found ? { field: 'inepCode', messageKey: `validation:inepCode.${found.code}` } : null;
}

/** What the director knows of themselves, to start the form with. */
export interface Director {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * The form once a school is found: what the director typed survives a second lookup, their own
 * data fills the empty fields, and the school's own data comes from the new school.
 */
export function formValuesFor(school: School, known: { values: AccreditationValues; director: Director; inep: string }): AccreditationValues {
  const { values: previous, director, inep } = known;
  return {
    ...previous,
    firstName: previous.firstName || director.firstName,
    lastName: previous.lastName || director.lastName,
    personalEmail: previous.personalEmail || director.email,
    inepCode: school.inepCode ?? inep,
    address: school.address,
    cep: school.cep,
    acceptTerms: false,
  };
}
