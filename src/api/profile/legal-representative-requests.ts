/**
 * The legal-representative request as the server reads it, and how its refusals show on the form:
 * pure, so machines and tests load it without configuration.
 */
import type { LegalRepresentativeRequest } from '@/contract/profile';
import { onlyDigits } from '@/domain/digits';
import type { SponsorValues } from '@/domain/profile/sponsor-values';
import type { FieldMessage } from '@/domain/validation';
import { fieldErrorsOn } from '@/api/field-errors';
import { hasRequestError, refusesFields, saveFailureKeys } from '@/api/form-refusals';

/** The fields of the form, named as the server names them in its field errors. */
export const SPONSOR_FIELDS = ['userName', 'firstName', 'lastName', 'cpf', 'whatsapp', 'email', 'acceptImageStudentTerms'] as const;
export type SponsorField = (typeof SPONSOR_FIELDS)[number];

export const LEGAL_AGE_KEY = 'requestError:legalRepresentative.legalAge';
export const ALREADY_EXISTS_KEY = 'requestError:legalRepresentative.alreadyExists';

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

/** The server counts the student as an adult: no guardian may be named. */
export const isLegalAgeRefusal = (error: unknown) => hasRequestError(error, SPONSOR_FIELDS, LEGAL_AGE_KEY);

/** A guardian was registered meanwhile (another tab, another device). */
export const isAlreadyRegisteredRefusal = (error: unknown) => hasRequestError(error, SPONSOR_FIELDS, ALREADY_EXISTS_KEY);

/** The server's refusal of the form, on its fields. */
export const sponsorFieldErrors = (error: unknown): FieldMessage[] => fieldErrorsOn(error, SPONSOR_FIELDS);

export const refusesSponsorFields = (error: unknown) => refusesFields(error, SPONSOR_FIELDS);

/** The toasts of a failed save: the save failure, then any request error that says more. */
export const sponsorFailureKeys = (error: unknown) => saveFailureKeys(error, SPONSOR_FIELDS);
