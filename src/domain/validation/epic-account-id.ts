import { isBlank, violation, type Violation } from './rules';

/** An Epic account id is exactly 32 characters (Epic issues them as letters and digits; docs/product/game-accounts.md, Rules and Limits). */
export const EPIC_ACCOUNT_ID_LENGTH = 32;

/** The Epic account id field: required, 32 characters once trimmed, letters and digits only. */
export function checkEpicAccountId(value: string | null | undefined): Violation | null {
  if (isBlank(value)) return violation('required');
  const id = (value as string).trim();
  if (id.length !== EPIC_ACCOUNT_ID_LENGTH) return violation('length', EPIC_ACCOUNT_ID_LENGTH);
  return /^[A-Za-z0-9]+$/.test(id) ? null : violation('invalid');
}

/** The confirmation field of the subscribe form must repeat the id. */
export function checkEpicAccountIdConfirmation(id: string | null | undefined, confirmation: string | null | undefined): Violation | null {
  if (isBlank(confirmation)) return violation('required');
  return (id ?? '').trim() === (confirmation as string).trim() ? null : violation('beMatch');
}
