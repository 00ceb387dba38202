/**
 * The personal-data form filled from the profile, its request as the server reads it, and how its
 * refusals show: pure, so machines and tests load it without configuration.
 */
import type { EditAccountRequest } from '@/contract/account';
import type { Profile } from '@/contract/profile';
import { countryByAlpha2, countryByCallingCode, DEFAULT_COUNTRY_ALPHA2, DEFAULT_PHONE_IDD } from '@/domain/countries';
import { onlyDigits } from '@/domain/digits';
import { PERSONAL_DATA_FIELDS, type PersonalDataField, type PersonalDataValues } from '@/domain/profile/personal-data-values';
import type { FieldMessage } from '@/domain/validation';
import { fieldErrorsOn } from '@/api/field-errors';
import { refusesFields, saveFailureKeys } from '@/api/form-refusals';

export { PERSONAL_DATA_FIELDS, type PersonalDataField, type PersonalDataValues };

const isoToDigits = (iso: string | null) => (iso ? iso.split('-').reverse().join('') : '');

/** The form filled from the stored profile (the phone country defaults to Brazil, +55). */
export function personalDataOf(profile: Profile): PersonalDataValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: isoToDigits(profile.birthDate),
    phoneCountry: countryByCallingCode(profile.phoneIdd)?.alpha2 ?? DEFAULT_COUNTRY_ALPHA2,
    phone: onlyDigits(`${profile.phoneDdd ?? ''}${profile.phoneNumber ?? ''}`),
    gender: profile.gender ?? '',
    stateId: profile.city ? String(profile.city.state.id) : '',
    cityId: profile.city ? String(profile.city.id) : '',
    cityName: profile.city?.name ?? '',
  };
}

/** The JSON body the server reads. A stored birth date is locked, so it is sent only while none is stored. */
export function editAccountRequest(values: PersonalDataValues, storedBirthDate: string | null): EditAccountRequest {
  const request: EditAccountRequest = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    gender: values.gender || null,
    phone: values.phone || null,
    phoneIdd: countryByAlpha2(values.phoneCountry)?.callingCodes[0] ?? DEFAULT_PHONE_IDD,
    stateId: values.stateId ? Number(values.stateId) : null,
    cityId: values.cityId ? Number(values.cityId) : null,
  };
  if (!storedBirthDate) request.birthDate = values.birthDate;
  return request;
}

/**
 * The form after a save: the answer is the stored profile, shown as stored, keeping the chosen
 * phone country (several countries share a calling code).
 */
export function savedPersonalData(saved: Profile, typed: PersonalDataValues): PersonalDataValues {
  return { ...personalDataOf(saved), phoneCountry: typed.phoneCountry };
}

/** The server's refusal of the form, on its fields. */
export const personalDataFieldErrors = (error: unknown): FieldMessage[] => fieldErrorsOn(error, PERSONAL_DATA_FIELDS);

export const refusesPersonalDataFields = (error: unknown) => refusesFields(error, PERSONAL_DATA_FIELDS);

/** The toasts of a failed save: the save failure, then any request error that says more. */
export const personalDataFailureKeys = (error: unknown) => saveFailureKeys(error, PERSONAL_DATA_FIELDS);
