import { countryByAlpha2 } from '@/domain/countries';
import { checkRequired, collectIssues, validatePersonalData, violation, type FieldMessage, type Gender } from '@/domain/validation';

/** The personal-data form as the screen holds it (texts as typed, digits for masked fields), and its rules. */
export interface PersonalDataValues {
  firstName: string;
  lastName: string;
  /** The 8 digits of dd/mm/yyyy (or fewer while typing). */
  birthDate: string;
  /** The phone country's alpha-2 code; its calling code is sent as phoneIdd. */
  phoneCountry: string;
  /** The 11 digits of the mobile number (area code, 9, eight digits). */
  phone: string;
  gender: Gender | '';
  stateId: string;
  cityId: string;
  /** The chosen city's name, shown in the autocomplete. */
  cityName: string;
}

/** The fields of the form in the order of the form, named as the server names them in its field errors. */
export const PERSONAL_DATA_FIELDS = ['firstName', 'lastName', 'birthDate', 'phoneIdd', 'phone', 'gender', 'stateId', 'cityId'] as const;
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number];

/**
 * The form's rules: the shared personal-data rules (names, birth date locked once set, phone)
 * plus what the profile requires: a phone with a listed country, gender, state and city.
 */
export function personalDataIssues(values: PersonalDataValues, storedBirthDate: string | null, today: string): FieldMessage[] {
  const shared = validatePersonalData(
    { firstName: values.firstName, lastName: values.lastName, birthDate: values.birthDate, phone: values.phone, gender: values.gender },
    today,
    storedBirthDate,
  );
  const required = collectIssues([
    ['phoneIdd', countryByAlpha2(values.phoneCountry) ? null : violation('invalid')],
    ['phone', checkRequired(values.phone)],
    ['gender', checkRequired(values.gender)],
    ['stateId', checkRequired(values.stateId)],
    ['cityId', checkRequired(values.cityId)],
  ]);
  const seen = new Set(shared.map((issue) => issue.field));
  const issues = [...shared, ...required.filter((issue) => !seen.has(issue.field))];
  // In the order of the form, so the first error is the first field to fix.
  const order = (field: string) => PERSONAL_DATA_FIELDS.indexOf(field as PersonalDataField);
  return issues.map(({ field, messageKey }) => ({ field, messageKey })).sort((a, b) => order(a.field) - order(b.field));
}

/** Changing the state clears the city, so a city never belongs to another state. */
export function applyPersonalDataChange(values: PersonalDataValues, change: Partial<PersonalDataValues>): PersonalDataValues {
  const next = { ...values, ...change };
  if (change.stateId !== undefined && change.stateId !== values.stateId && change.cityId === undefined) {
    next.cityId = '';
    next.cityName = '';
  }
  return next;
}
