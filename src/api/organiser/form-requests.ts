/** How the server's refusals show on the organiser's forms: the event form and the resolve dialog. */
import { fieldErrorsOn, toastKeysFor } from '@/api/field-errors';
import { refusesFields } from '@/api/form-refusals';
import type { FieldMessage } from '@/domain/validation';
import { EVENT_FORM_FIELDS } from '@/domain/organiser/event-fields';
import { RESOLVE_FIELDS } from '@/domain/organiser/resolve';

export const eventFormFieldErrors = (error: unknown): FieldMessage[] => fieldErrorsOn(error, EVENT_FORM_FIELDS);
export const refusesEventFormFields = (error: unknown) => refusesFields(error, EVENT_FORM_FIELDS);
/** The toasts of a refused event: its request errors, and field errors the form does not show. */
export const eventFormFailureKeys = (error: unknown) => toastKeysFor(error, EVENT_FORM_FIELDS);

export const resolveFieldErrors = (error: unknown): FieldMessage[] => fieldErrorsOn(error, RESOLVE_FIELDS);
export const refusesResolveFields = (error: unknown) => refusesFields(error, RESOLVE_FIELDS);
export const resolveFailureKeys = (error: unknown) => toastKeysFor(error, RESOLVE_FIELDS);
