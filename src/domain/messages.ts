/**
 * The one table from server messageKeys (SPEC §8, e.g. `validation:password.min`,
 * `status:eventRestriction.minAge`) to texts in messages/pt.json. A key maps to the message of
 * the same name with `:` and `.` written as `_` (`validation_password_min`); the table holds the
 * groups the server speaks in (generated from pt.json by scripts/prepare.mjs). A key with no
 * message falls back to `status:default.error`, so a new server key never shows raw to a user.
 */
import { MESSAGE_TABLE } from './message-table.gen';
import { status_default_error } from '@/paraglide/messages';

export function messageName(messageKey: string): string {
  return messageKey.trim().replace(/[:.]/g, '_');
}

/** The table holds only messages without inputs: a bare key cannot fill in a name or a count. */
function lookup(messageKey: string): (() => string) | undefined {
  const name = messageName(messageKey);
  return Object.prototype.hasOwnProperty.call(MESSAGE_TABLE, name) ? MESSAGE_TABLE[name] : undefined;
}

/** The text for a server messageKey, or the default error text. */
export function translate(messageKey: string | undefined): string {
  const fn = messageKey ? lookup(messageKey) : undefined;
  return fn ? fn() : status_default_error();
}
