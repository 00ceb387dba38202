/** The Epic link request built from the form, and how a failed load or save reads. */
import type { FieldMessage } from '@/domain/validation';
import type { EpicValues } from '@/domain/game-accounts/epic-link-form';
import { fieldErrorsOn } from '@/api/field-errors';
import { refusesFields, saveFailureKeys } from '@/api/form-refusals';

/** The form's fields, named as the server names them in its field errors. */
export const EPIC_FIELDS = ['epicAccountId', 'epicAccountIdConfirmation'] as const;

/** The POST /records/api/account/games body: the id without the spaces around it. */
export const epicLinkRequest = (values: EpicValues) => ({ epicAccountId: values.epicAccountId.trim() });

/** The request was cancelled or timed out (somewhere down its chain of causes), rather than refused. */
export function wasCancelled(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    if ((current as { name?: string }).name === 'AbortError' || (current as { name?: string }).name === 'TimeoutError') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** The server's refusal of the id, on its fields (taken by another player, already linked…). */
export const epicFieldErrors = (error: unknown): FieldMessage[] => fieldErrorsOn(error, EPIC_FIELDS);

export const refusesEpicFields = (error: unknown) => refusesFields(error, EPIC_FIELDS);

/** The toasts of a failed save: the save failure, then any request error that says more. */
export const epicFailureKeys = (error: unknown) => saveFailureKeys(error, EPIC_FIELDS);
