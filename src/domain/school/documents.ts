import { isValidCep, isValidInep } from '@/domain/documents';
import { onlyDigits } from '@/domain/digits';
import { isBlank, violation, type Violation } from '@/domain/validation/rules';

/** Documents of the school forms, as field checks over the rules of src/domain/documents (docs/product/school.md, Rules). */

export const RG_MAX = 20;
export const ADDRESS_MAX = 200;

/** CEP: required, 8 digits, bare or masked (99999-999, 99.999-999). */
export function checkCep(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  return isValidCep(value as string) ? null : violation('invalid');
}

/** The CEP as stored and compared: its 8 digits. */
export function cepDigits(value: string): string {
  return onlyDigits(value);
}

/** INEP: exactly 8 digits; required unless `optional` (a school draft may leave it out). */
export function checkInep(value: string | null | undefined, optional = false): Violation | null {
  if (isBlank(value)) return optional ? null : violation('required');
  return isValidInep(value as string) ? null : violation('invalid');
}

/** RG: required; digits, letters, dots, dashes and slashes of Brazil's many state formats. */
export function checkRg(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  const rg = (value as string).trim();
  if (rg.length > RG_MAX) return violation('max', RG_MAX);
  return /^[0-9A-Za-z][0-9A-Za-z.\-/ ]*$/.test(rg) && onlyDigits(rg).length >= 5 ? null : violation('invalid');
}

/**
 * A school phone: required, a landline (10 digits) or a mobile (11 digits) with its area code.
 * A pasted +55 is dropped.
 */
export function checkSchoolPhone(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  if (/[a-z]/i.test(value as string)) return violation('invalid');
  const digits = schoolPhoneDigits(value as string);
  return (digits.length === 10 || (digits.length === 11 && digits[2] === '9')) && digits[0] !== '0' ? null : violation('invalid');
}

export function schoolPhoneDigits(value: string): string {
  const trimmed = value.trim();
  let digits = onlyDigits(trimmed);
  if (trimmed.startsWith('+55') || (digits.startsWith('55') && digits.length > 11)) digits = digits.slice(2);
  return digits;
}

/** A free-text address: required, at most 200 characters, no markup. */
export function checkAddress(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  const text = (value as string).trim();
  if (text.length > ADDRESS_MAX) return violation('max', ADDRESS_MAX);
  return /[<>]/.test(text) ? violation('invalid') : null;
}
