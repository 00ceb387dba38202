/** POST /records/api/account/legal-representative (docs/product/profile.md, API): the sponsor scene of the profile. */
import { config } from '@/api/config';
import { profileContract } from '@/api/contract-checks';
import type { LegalRepresentativeRequest, Profile } from '@/contract/profile';
import type { HttpClient } from '@/api/http';

export { SPONSOR_FIELDS, legalRepresentativeRequest, type SponsorField } from './legal-representative-requests';

/** POST /records/api/account/legal-representative: registers the guardian and answers the updated profile. */
export function saveLegalRepresentative(http: HttpClient, request: LegalRepresentativeRequest): Promise<Profile> {
  return http(`${config.recordsApiBase}/account/legal-representative`, { method: 'POST', body: { ...request }, contract: profileContract });
}
