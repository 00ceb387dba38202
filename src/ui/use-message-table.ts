import { useEffect, useSyncExternalStore } from 'react';
import { loadMessageTable, messageTableLoaded, subscribeMessageTable } from '@/domain/messages';
import type { FieldMessage } from '@/domain/validation';
import { errorTexts } from './components/field-binding';
import { afterNextPaint } from './use-after-first-paint';

const load = () => void loadMessageTable().catch(() => undefined);

/**
 * For a component that calls `translate` while rendering: asks for the server-message table on
 * mount and renders again when it arrives, so a text never stays on the loading fallback. A
 * component whose first view shows no text from the table passes `whenPainted`: the table is then
 * asked for once that view is on screen, not beside what the view waits for.
 */
export function useMessageTable({ whenPainted = false }: { whenPainted?: boolean } = {}): boolean {
  const loaded = useSyncExternalStore(subscribeMessageTable, messageTableLoaded, messageTableLoaded);
  useEffect(() => {
    if (!whenPainted) {
      load();
      return;
    }
    return afterNextPaint(load);
  }, [whenPainted]);
  return loaded;
}

/** What a person does before a form can be sent: a press, a key, or focus landing on a control. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `callback` at the first press, key or focus anywhere on the page, once. Returns the cancel.
 */
export function onFirstTouch(callback: () => void): () => void {
  const touched = () => {
    cancel();
    callback();
  };
  const cancel = () => {
    for (const type of FIRST_TOUCH) window.removeEventListener(type, touched, { capture: true });
  };
  for (const type of FIRST_TOUCH) window.addEventListener(type, touched, { capture: true, passive: true });
  return cancel;
}

/**
 * Each field's error text (errorTexts), from a component that subscribes to the server-message
 * table as it renders them, so a text is never left on the table's loading fallback. A form
 * drawn without errors shows no text of the table, so the table is asked for at the first press,
 * key or focus on the page (a form cannot be sent before one), and at once when there are errors.
 */
export function useErrorTexts(fieldErrors: readonly FieldMessage[], texts?: Readonly<Record<string, () => string>>): Partial<Record<string, string>> {
  useSyncExternalStore(subscribeMessageTable, messageTableLoaded, messageTableLoaded);
  const showing = fieldErrors.length > 0;
  useEffect(() => {
    if (messageTableLoaded()) return;
    if (showing) {
      load();
      return;
    }
    return onFirstTouch(load);
  }, [showing]);
  return errorTexts(fieldErrors, texts);
}
