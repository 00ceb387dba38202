/** PUT /records/api/account/edit (docs/product/profile.md, API): the personal-data scene of the profile. */
import { config } from '@/api/config';
import { profileContract } from '@/api/contract-checks';
import type { EditAccountRequest } from '@/contract/account';
import type { Profile } from '@/contract/profile';
import type { HttpClient } from '@/api/http';

export { editAccountRequest, PERSONAL_DATA_FIELDS, personalDataOf, type PersonalDataField, type PersonalDataValues } from '@/api/profile/personal-data-requests';

/** PUT /records/api/account/edit: saves personal data and answers the updated profile. */
export function savePersonalData(http: HttpClient, request: EditAccountRequest): Promise<Profile> {
  return http(`${config.recordsApiBase}/account/edit`, { method: 'PUT', body: { ...request }, contract: profileContract });
}
