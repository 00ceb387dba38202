/** The legal-representative request as the server reads it: pure, so machines and tests load it without configuration. */
import type { LegalRepresentativeRequest } from '@/contract/profile';
import { onlyDigits } from '@/domain/masks';
import type { SponsorValues } from '@/domain/profile/sponsor-values';

/** The fields of the form, named as the server names them in its field errors. */
export const SPONSOR_FIELDS = ['userName', 'firstName', 'lastName', 'cpf', 'whatsapp', 'email', 'acceptImageStudentTerms'] as const;
export type SponsorField = (typeof SPONSOR_FIELDS)[number];

/** The JSON body the server reads: trimmed texts, bare digits. */
export function legalRepresentativeRequest(values: SponsorValues): LegalRepresentativeRequest {
  return {
    userName: values.userName.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    cpf: onlyDigits(values.cpf),
    whatsapp: onlyDigits(values.whatsapp),
    email: values.email.trim(),
    acceptImageStudentTerms: values.acceptImageStudentTerms,
  };
}
