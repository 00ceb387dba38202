/**
 * The one table from server messageKeys (docs/product/shell.md, Errors; e.g. `validation:password.min`,
 * `status:eventRestriction.minAge`) to texts in messages/pt.json. A key maps to the message of
 * the same name with `:` and `.` written as `_` (`validation_password_min`); the table holds the
 * groups the server speaks in (generated from pt.json by scripts/prepare.mjs). A key with no
 * message falls back to `status:default.error`, so a new server key never shows raw to a user.
 *
 * The table grows with every feature, so it is a chunk of its own, fetched only where a text of
 * it may be shown: the HTTP client waits for it before it hands over a change's answer or any
 * failure (so whatever a screen shows after those finds its text), a read's answer does not
 * bring it; components that translate while rendering subscribe to it and re-render when it
 * arrives (useMessageTable; a form's error texts, useErrorTexts, ask for it with the first errors
 * or at the first press, key or focus on the page), and a toast speaking a key waits for it
 * (showMessageToast).
 */
import { status_default_error } from '@/paraglide/messages';

type MessageTable = Readonly<Record<string, string>>;

let table: MessageTable | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/** Loads the table once; every caller shares the one load, and a failed load can be retried. */
export function loadMessageTable(): Promise<void> {
  loading ??= import('./message-table.gen').then(
    (module) => {
      table = module.MESSAGE_TABLE;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** For useSyncExternalStore: called once when the table arrives. */
export function subscribeMessageTable(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function messageTableLoaded(): boolean {
  return table !== undefined;
}

export function messageName(messageKey: string): string {
  return messageKey.trim().replace(/[:.]/g, '_');
}

/** The table holds only messages without inputs: a bare key cannot fill in a name or a count. */
function lookup(messageKey: string): string | undefined {
  if (!table) {
    void loadMessageTable().catch(() => undefined);
    return undefined;
  }
  const name = messageName(messageKey);
  return Object.prototype.hasOwnProperty.call(table, name) ? table[name] : undefined;
}

/** The text for a server messageKey, or the default error text (also while the table loads). */
export function translate(messageKey: string | undefined): string {
  const text = messageKey ? lookup(messageKey) : undefined;
  return text ?? status_default_error();
}
