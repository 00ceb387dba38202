/**
 * The accreditation request as the server reads it, and how its refusals show on the form: pure,
 * so machines and tests load it without configuration.
 */
import { onlyDigits } from '@/domain/digits';
import type { AccreditationValues } from '@/domain/school/accreditation-values';
import type { SchoolAccreditationRequest } from '@/contract/school';
import type { FieldMessage } from '@/domain/validation';
import { fieldErrorsOn, toastKeysFor } from '@/api/field-errors';
import { hasRequestError, refusesFields, saveFailureKeys } from '@/api/form-refusals';
import { IN_PROGRESS_KEY } from './accreditation-link-problems';

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

export const INEP_NOT_FOUND_KEY = 'requestError:school.inepNotFound';
export const NO_SCHOOL_EMAIL_KEY = 'requestError:school.noSchoolEmail';

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

/** No school has the INEP code looked up: the message goes on the code's field. */
export const isInepNotFound = (error: unknown) => hasRequestError(error, ACCREDITATION_FIELDS, INEP_NOT_FOUND_KEY);

/** The school already has an accreditation process (at the lookup, or started meanwhile). */
export const isAccreditationInProgress = (error: unknown) => hasRequestError(error, ACCREDITATION_FIELDS, IN_PROGRESS_KEY);

/** The school has no official e-mail on record to confirm the request from. */
export const isWithoutSchoolEmail = (error: unknown) => hasRequestError(error, ACCREDITATION_FIELDS, NO_SCHOOL_EMAIL_KEY);

/** The INEP code's field error when the lookup finds no school. */
export const INEP_NOT_FOUND_ERRORS: FieldMessage[] = [{ field: 'inepCode', messageKey: INEP_NOT_FOUND_KEY }];

/** The server's refusal of the form, on its fields. */
export const accreditationFieldErrors = (error: unknown): FieldMessage[] => fieldErrorsOn(error, ACCREDITATION_FIELDS);

export const refusesAccreditationFields = (error: unknown) => refusesFields(error, ACCREDITATION_FIELDS);

/** The toasts of a failed lookup: its own request errors. */
export const lookupFailureKeys = (error: unknown) => toastKeysFor(error, ACCREDITATION_FIELDS);

/** The toasts of a failed request: the save failure, then any request error that says more. */
export const accreditationFailureKeys = (error: unknown) => saveFailureKeys(error, ACCREDITATION_FIELDS);
