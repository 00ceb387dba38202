/** The accreditation request as the server reads it: pure, so machines and tests load it without configuration. */
import { onlyDigits } from '@/domain/masks';
import type { AccreditationValues } from '@/domain/school/accreditation-values';
import type { SchoolAccreditationRequest } from '@/contract/school';

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
