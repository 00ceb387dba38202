/** How a refused deletion request shows (docs/product/data-rights.md, Errors): pure, so machines and tests load it without configuration. */
import type { FieldMessage } from '@/domain/validation';
import { fieldErrorsOn } from '@/api/field-errors';
import { failureKeys, refusesFields } from '@/api/form-refusals';

/** The one field of the request's dialog. */
export const DELETION_FIELDS = ['password'] as const;

/** The password was wrong (or missing): on its field. */
export const deletionFieldErrors = (error: unknown): FieldMessage[] => fieldErrorsOn(error, DELETION_FIELDS);

export const refusesDeletionFields = (error: unknown) => refusesFields(error, DELETION_FIELDS);

/** The toasts of a refused request or cancellation. */
export const deletionFailureKeys = (error: unknown): string[] => failureKeys(error, DELETION_FIELDS);
