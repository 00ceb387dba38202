/**
 * The one table from server messageKeys (SPEC §8, e.g. `validation:password.min`,
 * `status:eventRestriction.minAge`) to texts in messages/pt.json. A key maps to the message of
 * the same name with `:` and `.` written as `_` (`validation_password_min`); a key with no
 * message falls back to `status:default.error`, so a new server key never shows raw to a user.
 */
import * as messages from '../paraglide/messages/_index.js';

type MessageFn = (inputs?: Record<string, never>) => string;
const table = messages as unknown as Record<string, MessageFn | undefined>;

export const DEFAULT_ERROR_KEY = 'status:default.error';

export function messageName(messageKey: string): string {
  return messageKey.trim().replace(/[:.]/g, '_');
}

export function hasMessage(messageKey: string): boolean {
  const fn = table[messageName(messageKey)];
  return typeof fn === 'function' && fn.length === 0;
}

/** The text for a server messageKey, or the default error text. */
export function translate(messageKey: string | undefined): string {
  const fn = messageKey ? table[messageName(messageKey)] : undefined;
  return typeof fn === 'function' && fn.length === 0 ? fn() : messages.status_default_error();
}
