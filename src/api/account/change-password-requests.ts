/** How a refused password change shows on the change-password form. */
import type { FieldMessage } from '@/domain/validation';
import { fieldErrorsOn, toastKeysFor } from '@/api/field-errors';
import { refusesFields } from '@/api/form-refusals';

/** The fields the change-password screen shows. */
export const CHANGE_PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'newPasswordConfirmation'] as const;

/** The server's refusal of the form, on its fields (e.g. the current password is wrong). */
export const changePasswordFieldErrors = (error: unknown): FieldMessage[] => fieldErrorsOn(error, CHANGE_PASSWORD_FIELDS);

export const refusesChangePasswordFields = (error: unknown) => refusesFields(error, CHANGE_PASSWORD_FIELDS);

/** The toasts of a failed change: its request errors, and field errors the form does not show. */
export const changePasswordFailureKeys = (error: unknown) => toastKeysFor(error, CHANGE_PASSWORD_FIELDS);
