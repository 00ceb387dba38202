import { isValidCpf } from '@/domain/cpf';
import { isBlank, violation, type Violation } from './rules';

/*
 * Who a person is, as a form types it: a name and a CPF. Apart from the registration's rules
 * (index.ts re-exports them), so a form asking only for these, the guardian's consent, carries
 * only these.
 */

/** A first name's and a last name's lengths (docs/product/account.md, Rules). */
export const FIRST_NAME_MIN = 2;
export const FIRST_NAME_MAX = 50;
export const LAST_NAME_MIN = 2;
export const LAST_NAME_MAX = 60;

/** A person's name: required, between `min` and `max` characters once trimmed. */
export function checkPersonName(value: string | null | undefined, min: number, max: number): Violation | null {
  if (isBlank(value)) return violation('required');
  const length = [...(value as string).trim()].length;
  if (length < min) return violation('min', min);
  if (length > max) return violation('max', max);
  return null;
}

/** CPF: required, with valid check digits, typed bare or formatted. */
export function checkCpf(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  return isValidCpf(value as string) ? null : violation('invalid');
}
