import { normalizePhone, PHONE_DIGITS } from '@/domain/masks';
import { isBlank, violation, type Violation } from './rules';

/*
 * How a person is reached, as a form types it: an e-mail and a mobile phone. Apart from the
 * registration's rules (index.ts re-exports them), so a form asking for these and a name, the
 * school's accreditation, carries only these.
 */

export const EMAIL_MAX = 254;

/** E-mail: required, valid once trimmed. */
export function checkEmail(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  const email = (value as string).trim();
  if (email.length > EMAIL_MAX) return violation('max', EMAIL_MAX);
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) ? null : violation('invalid');
}

/** The form an e-mail is stored and compared in: trimmed and lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Phone: required, 11 digits once normalised (area code, 9, eight digits). */
export function checkPhone(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  const digits = normalizePhone(value as string);
  return digits.length === PHONE_DIGITS && digits[2] === '9' && !/[a-z]/i.test(value as string) ? null : violation('invalid');
}
