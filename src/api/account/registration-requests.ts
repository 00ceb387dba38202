/** How a refused registration shows on the registration form. */
import { REGISTRATION_FIELDS } from '@/domain/account/registration';
import type { FieldMessage } from '@/domain/validation';
import { fieldErrorsOn, toastKeysFor } from '@/api/field-errors';
import { refusesFields } from '@/api/form-refusals';

/** The server's refusal of the form, on its fields (e.g. a user name or e-mail already taken). */
export const registrationFieldErrors = (error: unknown): FieldMessage[] => fieldErrorsOn(error, REGISTRATION_FIELDS);

export const refusesRegistrationFields = (error: unknown) => refusesFields(error, REGISTRATION_FIELDS);

/** The toasts of a failed registration: its request errors, and field errors the form does not show. */
export const registrationFailureKeys = (error: unknown) => toastKeysFor(error, REGISTRATION_FIELDS);
