import type { Gender } from '@/domain/validation';

/** The personal-data form as the screen holds it: texts as typed, digits for masked fields. */
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
