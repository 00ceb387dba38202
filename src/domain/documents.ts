// One module per rule: the package's main module bundles every rule and its tables (about 640 KB).
import { isValidCep as libraryIsValidCep } from '@brazilian-utils/brazilian-utils/is-valid-cep';
import { CEP_DIGITS, INEP_DIGITS } from './masks';
import { onlyDigits } from './digits';

/**
 * Brazilian document rules (docs/product/account.md, Rules). CPF check digits and CEP shape come from
 * @brazilian-utils/brazilian-utils; what it does not know (INEP) is written here.
 */

// In a module of its own, so that a form checking only a CPF carries neither the masks nor the CEP rule.
export { isValidCpf } from './cpf';

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
