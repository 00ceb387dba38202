import { validateLegalRepresentative } from '@/domain/profile/legal-representative';
import type { FieldMessage } from '@/domain/validation';

/** The legal-representative form as the screen holds it (texts as typed, digits for masked fields), and its rules. */
export interface SponsorValues {
  userName: string;
  firstName: string;
  lastName: string;
  /** The 11 digits of the CPF (or fewer while typing). */
  cpf: string;
  /** The 11 digits of the WhatsApp number (area code, 9, eight digits). */
  whatsapp: string;
  email: string;
  acceptImageStudentTerms: boolean;
}

export const EMPTY_SPONSOR_VALUES: SponsorValues = {
  userName: '',
  firstName: '',
  lastName: '',
  cpf: '',
  whatsapp: '',
  email: '',
  acceptImageStudentTerms: false,
};

/** The form's rules, in the order of the form so the first error is the first field to fix. */
export function sponsorIssues(values: SponsorValues, studentEmail: string): FieldMessage[] {
  return validateLegalRepresentative(values, studentEmail).map(({ field, messageKey }) => ({ field, messageKey }));
}
