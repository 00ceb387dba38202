/** The school accreditation a director asks for (/school-authorize; docs/product/school.md, API): INEP lookup and the request. */
import typia from 'typia';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import { onlyDigits } from '@/domain/digits';
import type { School, SchoolAccreditationRequest, SchoolAccreditationResponse } from '@/contract/school';

export { ACCREDITATION_FIELDS, accreditationRequest, type AccreditationField } from './accreditation-requests';

const schoolContract: Contract<School> = {
  is: typia.createIs<School>(),
  explain: () => import('./accreditation-reports').then((reports) => reports.validateSchool),
};

const accreditationContract: Contract<SchoolAccreditationResponse> = {
  is: typia.createIs<SchoolAccreditationResponse>(),
  explain: () => import('./accreditation-reports').then((reports) => reports.validateAccreditationResponse),
};

/** GET /educational/api/public/schools/inep-code/{code} (no token): 404 requestError:school.inepNotFound. */
export function findSchoolByInep(http: HttpClient, inepCode: string): Promise<School> {
  return http(`${config.educationalApiBase}/public/schools/inep-code/${encodeURIComponent(onlyDigits(inepCode))}`, { contract: schoolContract });
}

/** POST /educational/api/public/schools/authorize (no token): 409 requestError:school.accreditationInProgress. */
export function requestAccreditation(http: HttpClient, request: SchoolAccreditationRequest): Promise<SchoolAccreditationResponse> {
  return http(`${config.educationalApiBase}/public/schools/authorize`, { method: 'POST', body: { ...request }, contract: accreditationContract });
}
