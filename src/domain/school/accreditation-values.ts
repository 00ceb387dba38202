/** The accreditation form as the screen holds it: texts as typed, digits for masked fields. */
export interface AccreditationValues {
  firstName: string;
  lastName: string;
  rg: string;
  /** The 11 digits of the CPF (or fewer while typing). */
  cpf: string;
  /** The 11 digits of the director's WhatsApp. */
  whatsapp: string;
  personalEmail: string;
  schoolEmail: string;
  /** The school's phone digits: a landline (10) or a mobile (11). */
  schoolPhone: string;
  /** The 8 digits of the school's INEP code, as found by the lookup. */
  inepCode: string;
  address: string;
  /** The 8 digits of the CEP. */
  cep: string;
  acceptTerms: boolean;
}

export const EMPTY_ACCREDITATION_VALUES: AccreditationValues = {
  firstName: '',
  lastName: '',
  rg: '',
  cpf: '',
  whatsapp: '',
  personalEmail: '',
  schoolEmail: '',
  schoolPhone: '',
  inepCode: '',
  address: '',
  cep: '',
  acceptTerms: false,
};

/** SPEC §3 codes a new accreditation request may start from: none asked yet (0) or refused (4). */
export function accreditationOpen(status: number): boolean {
  return status === 0 || status === 4;
}
