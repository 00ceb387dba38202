import { checkEpicAccountId, checkEpicAccountIdConfirmation } from '@/domain/game-accounts/epic-account-id';
import type { FieldMessage } from '@/domain/validation';

/** The Epic id form as the accounts-link scene holds it, and what it asks before the id is linked. */

export interface EpicValues {
  epicAccountId: string;
  epicAccountIdConfirmation: string;
}

/** The form's rules, in the order of the form. */
export function epicIssues(values: EpicValues): FieldMessage[] {
  const issues: FieldMessage[] = [];
  // Spaces inside an id are never part of it; around it they are forgiven (the server trims too).
  const id = checkEpicAccountId(values.epicAccountId);
  if (id) issues.push({ field: 'epicAccountId', messageKey: `validation:epicAccountId.${id.code}` });
  const confirmation = checkEpicAccountIdConfirmation(values.epicAccountId, values.epicAccountIdConfirmation);
  if (confirmation) issues.push({ field: 'epicAccountIdConfirmation', messageKey: `validation:epicAccountIdConfirmation.${confirmation.code}` });
  return issues;
}
