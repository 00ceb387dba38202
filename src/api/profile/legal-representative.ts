/** SPEC §7 POST /records/api/account/legal-representative: the sponsor scene of the profile. */
import { config } from '@/api/config';
import { profileContract } from '@/api/contract-checks';
import type { LegalRepresentativeRequest, Profile } from '@/api/contract/profile';
import type { HttpClient } from '@/api/http';
import { onlyDigits } from '@/domain/masks';
import type { SponsorValues } from '@/domain/profile/sponsor-values';

export type { SponsorValues };

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

/** POST /records/api/account/legal-representative: registers the guardian and answers the updated profile. */
export function saveLegalRepresentative(http: HttpClient, request: LegalRepresentativeRequest): Promise<Profile> {
  return http(`${config.recordsApiBase}/account/legal-representative`, { method: 'POST', body: { ...request }, contract: profileContract });
}
