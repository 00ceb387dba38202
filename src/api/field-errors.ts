/**
 * Where a failed form submit shows its errors (docs/product/shell.md, Errors): a field error on a field the form shows
 * goes on that field; request errors, and field errors about fields the form does not show,
 * become toasts. Works on the ApiError of ./errors (its `problem`), anything else is a default error.
 */
import type { NormalisedError } from './errors';
import { ContractError, DEFAULT_ERROR_KEY } from './errors';
import type { FieldMessage } from '@/domain/validation';

/** The answer arrived but broke its contract: say so, rather than the generic error. */
export const CONTRACT_ERROR_KEY = 'requestError:contract';

export type { FieldMessage };

function problemOf(error: unknown): NormalisedError | null {
  const problem = (error as { problem?: NormalisedError } | null)?.problem;
  return problem && Array.isArray(problem.fieldErrors) && Array.isArray(problem.requestErrors) ? problem : null;
}

/** The server's field errors about the given form fields. */
export function fieldErrorsOn(error: unknown, fields: readonly string[]): FieldMessage[] {
  return (problemOf(error)?.fieldErrors ?? []).filter((e) => fields.includes(e.field)).map(({ field, messageKey }) => ({ field, messageKey }));
}

/** The messageKeys a failed submit shows as toasts (none when every error sits on a field). */
export function toastKeysFor(error: unknown, fields: readonly string[]): string[] {
  if (error instanceof ContractError) return [CONTRACT_ERROR_KEY];
  const problem = problemOf(error);
  if (!problem) return [DEFAULT_ERROR_KEY];
  const keys = [...problem.requestErrors, ...problem.fieldErrors.filter((e) => !fields.includes(e.field)).map((e) => e.messageKey)];
  if (keys.length === 0 && problem.fieldErrors.length === 0) return [DEFAULT_ERROR_KEY];
  return [...new Set(keys)];
}
