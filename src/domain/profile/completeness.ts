/** The personal data that make a profile complete (docs/product/profile.md, Limits). */
export interface PersonalDataState {
  firstName: string | null;
  lastName: string | null;
  birthDate: string | null;
  gender: string | null;
  /** Country calling code; Brazilian numbers also need their area code. */
  phoneIdd: string;
  phoneDdd: string | null;
  phoneNumber: string | null;
  stateId: number | null;
  cityId: number | null;
}

const filled = (value: string | number | null) => value !== null && String(value).trim() !== '';

/** Complete once name, birth date, gender, phone, state and city are all given. */
export function isPersonalDataComplete(data: PersonalDataState): boolean {
  const phone = filled(data.phoneNumber) && (data.phoneIdd !== '55' || filled(data.phoneDdd));
  return phone && [data.firstName, data.lastName, data.birthDate, data.gender, data.stateId, data.cityId].every(filled);
}
