/** SPEC §7 the school accreditation a director asks for (/school-authorize): INEP lookup and the request. */
import typia from 'typia';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import { onlyDigits } from '@/domain/masks';
import type { AccreditationValues } from '@/domain/school/accreditation-values';
import type { School, SchoolAccreditationRequest, SchoolAccreditationResponse } from './contract';

export type { AccreditationValues, School, SchoolAccreditationResponse };

/** The fields of the form, named as the server names them in its field errors. */
export const ACCREDITATION_FIELDS = [
  'firstName',
  'lastName',
  'rg',
  'cpf',
  'whatsapp',
  'personalEmail',
  'schoolEmail',
  'schoolPhone',
  'inepCode',
  'address',
  'cep',
  'acceptTerms',
] as const;
export type AccreditationField = (typeof ACCREDITATION_FIELDS)[number];

const schoolContract: Contract<School> = {
  is: typia.createIs<School>(),
  explain: () => import('./accreditation-reports').then((reports) => reports.validateSchool),
};

const accreditationContract: Contract<SchoolAccreditationResponse> = {
  is: typia.createIs<SchoolAccreditationResponse>(),
  explain: () => import('./accreditation-reports').then((reports) => reports.validateAccreditationResponse),
};

/** The JSON body the server reads: trimmed texts, bare digits. */
export function accreditationRequest(values: AccreditationValues): SchoolAccreditationRequest {
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    rg: values.rg.trim(),
    cpf: onlyDigits(values.cpf),
    whatsapp: onlyDigits(values.whatsapp),
    personalEmail: values.personalEmail.trim(),
    schoolEmail: values.schoolEmail.trim(),
    schoolPhone: onlyDigits(values.schoolPhone),
    inepCode: onlyDigits(values.inepCode),
    address: values.address.trim(),
    cep: onlyDigits(values.cep),
    acceptTerms: true,
  };
}

/** GET /educational/api/public/schools/inep-code/{code} (no token): 404 requestError:school.inepNotFound. */
export function findSchoolByInep(http: HttpClient, inepCode: string): Promise<School> {
  return http(`${config.educationalApiBase}/public/schools/inep-code/${encodeURIComponent(onlyDigits(inepCode))}`, { contract: schoolContract });
}

/** POST /educational/api/public/schools/authorize (no token): 409 requestError:school.accreditationInProgress. */
export function requestAccreditation(http: HttpClient, request: SchoolAccreditationRequest): Promise<SchoolAccreditationResponse> {
  return http(`${config.educationalApiBase}/public/schools/authorize`, { method: 'POST', body: { ...request }, contract: accreditationContract });
}
