import { collectIssues, violation, type FieldIssue, type Violation } from './rules';

/** Password rules and the two password forms (change, reset; docs/product/account.md, Rules). */
export const PASSWORD_MIN = 6;
/** Longer passwords are refused so that hashing stays cheap (not a product rule, a safety limit). */
export const PASSWORD_MAX = 128;

/** Password: required, at least 6 characters, with upper case, lower case and a digit. */
export function checkPassword(value: string | null | undefined): Violation | null {
  if (value === undefined || value === null || value === '') return violation('required');
  const length = [...value].length;
  if (length < PASSWORD_MIN) return violation('min', PASSWORD_MIN);
  if (length > PASSWORD_MAX) return violation('max', PASSWORD_MAX);
  if (!/\p{Lu}/u.test(value)) return violation('upperCase');
  if (!/\p{Ll}/u.test(value)) return violation('lowerCase');
  if (!/\d/.test(value)) return violation('digit');
  return null;
}

/** A confirmation is required and must equal what it confirms. */
export function checkConfirmation(value: string | null | undefined, original: string | null | undefined): Violation | null {
  if (value === undefined || value === null || value === '') return violation('required');
  return value === original ? null : violation('beMatch');
}

export interface ChangePasswordInput {
  oldPassword?: string | null;
  newPassword?: string | null;
  /** Checked only when the form sends it (the API call carries old and new only; docs/product/account.md, API). */
  newPasswordConfirmation?: string | null;
}

/**
 * Change password: old required; new follows the password rules and differs from the old;
 * confirmation matches. Whether the old one is correct is the server's to say.
 */
export function validateChangePassword(input: ChangePasswordInput): FieldIssue[] {
  const oldPassword = input.oldPassword === undefined || input.oldPassword === null || input.oldPassword === '' ? violation('required') : null;
  let newPassword = checkPassword(input.newPassword);
  if (!newPassword && !oldPassword && input.newPassword === input.oldPassword) newPassword = violation('sameAsBefore');
  return collectIssues([
    ['oldPassword', oldPassword],
    ['newPassword', newPassword],
    ['newPasswordConfirmation', input.newPasswordConfirmation === undefined ? null : checkConfirmation(input.newPasswordConfirmation, input.newPassword)],
  ]);
}

/** A new password chosen through a reset link: the password rules and a matching confirmation. */
export function validatePasswordReset(password: string | null | undefined, confirmation: string | null | undefined): FieldIssue[] {
  return collectIssues([
    ['password', checkPassword(password)],
    ['passwordConfirmation', checkConfirmation(confirmation, password)],
  ]);
}
