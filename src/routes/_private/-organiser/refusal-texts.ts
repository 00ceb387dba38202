/** The event form's errors in words (docs/product/play.md, Errors): the server-message table, less what the form words its own way. */
import { m } from '@/paraglide/messages.js';
import { EVENT_FORM_FIELDS } from '@/domain/organiser/event-fields';

/** A blank required field says so; the table words the event name and game for teams and elsewhere. */
export const EVENT_FORM_ERROR_TEXTS: Record<string, () => string> = {
  ...Object.fromEntries(EVENT_FORM_FIELDS.map((field) => [`validation:${field}.required`, m.organiser_error_required])),
  'validation:name.invalid': m.organiser_error_name,
  'validation:game.required': m.organiser_error_game,
  'validation:game.invalid': m.organiser_error_game,
};
