// One module per rule: the package's main module bundles every rule and its tables (documents.ts).
import { isValidCpf as libraryIsValidCpf } from '@brazilian-utils/brazilian-utils/is-valid-cpf';

/** A CPF with valid check digits, typed bare (11 digits) or formatted (999.999.999-99). */
export function isValidCpf(value: string): boolean {
  return libraryIsValidCpf(value);
}
