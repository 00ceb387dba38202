/** The personal-data form and its request as the server reads it: pure, so machines and tests load it without configuration. */
import type { EditAccountRequest } from '@/contract/account';
import type { Profile } from '@/contract/profile';
import { countryByAlpha2, countryByCallingCode, DEFAULT_COUNTRY_ALPHA2, DEFAULT_PHONE_IDD } from '@/domain/countries';
import { onlyDigits } from '@/domain/masks';
import type { PersonalDataValues } from '@/domain/profile/personal-data-values';

export type { PersonalDataValues };

/** The fields of the form, named as the server names them in its field errors. */
export const PERSONAL_DATA_FIELDS = ['firstName', 'lastName', 'birthDate', 'phoneIdd', 'phone', 'gender', 'stateId', 'cityId'] as const;
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number];

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
