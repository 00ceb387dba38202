// One module per rule: the package's main module bundles every rule and its tables (about 640 KB).
import { isValidCep as libraryIsValidCep } from '@brazilian-utils/brazilian-utils/is-valid-cep';
import { isValidCpf as libraryIsValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';
import { CEP_DIGITS, INEP_DIGITS } from './masks';
import { onlyDigits } from './digits';

/**
 * Brazilian document rules (docs/product/account.md, Rules). CPF check digits and CEP shape come from
 * @brazilian-utils/brazilian-utils; what it does not know (INEP) is written here.
 */

/** A CPF with valid check digits, typed bare (11 digits) or formatted (999.999.999-99). */
export function isValidCpf(value: string): boolean {
  return libraryIsValidCpf(value);
}

/** A CEP is 8 digits, typed bare or with either mask (99999-999, 99.999-999). */
export function isValidCep(value: string): boolean {
  if (!/^[\d.\-\s]*$/.test(value.trim())) return false;
  return onlyDigits(value).length === CEP_DIGITS && libraryIsValidCep(onlyDigits(value));
}

/** An INEP school code is exactly 8 digits and nothing else. */
export function isValidInep(value: string): boolean {
  return new RegExp(`^\\d{${INEP_DIGITS}}$`).test(value.trim());
}

/** What the INEP field keeps from any typed or pasted text: its first 8 digits. */
export function normalizeInep(value: string): string {
  return onlyDigits(value).slice(0, INEP_DIGITS);
}
