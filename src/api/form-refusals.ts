/**
 * How the flows read a refusal: whether it names the form's fields or a given request error, and
 * which toasts a failed save, or a failed request without a form, shows. One home for what the profile, game-account
 * and school forms used to repeat each on their own.
 */
import { DEFAULT_ERROR_KEY } from './errors';
import { fieldErrorsOn, toastKeysFor } from './field-errors';

/** A failed save says so, whatever else went wrong. */
export const SAVE_ERROR_KEY = 'status:default.saveError';

/** The toasts of a failed save: the save failure first, then any request error that says more. */
export function saveFailureKeys(error: unknown, fields: readonly string[]): string[] {
  const specific = toastKeysFor(error, fields).filter((key) => key !== DEFAULT_ERROR_KEY && key !== SAVE_ERROR_KEY);
  return [SAVE_ERROR_KEY, ...specific];
}

/** A refused request that has no form (a link, a cancel): every error it carries is a toast. */
export const requestFailureKeys = (error: unknown): string[] => toastKeysFor(error, []);

/** The refusal carries this request error (one the form would show as a toast). */
export const hasRequestError = (error: unknown, fields: readonly string[], key: string): boolean => toastKeysFor(error, fields).includes(key);

/** The server refused some of the form's own fields: their errors go back onto them. */
export const refusesFields = (error: unknown, fields: readonly string[]): boolean => fieldErrorsOn(error, fields).length > 0;

/** The request errors a failure shows as toasts (the fields' errors sit on the fields). */
export function failureKeys(error: unknown, fields: readonly string[]): string[] {
  const keys = toastKeysFor(error, fields);
  return keys.length > 0 ? keys : fieldErrorsOn(error, fields).length > 0 ? [] : [DEFAULT_ERROR_KEY];
}
