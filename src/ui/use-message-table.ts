import { useEffect, useSyncExternalStore } from 'react';
import { loadMessageTable, messageTableLoaded, subscribeMessageTable } from '@/domain/messages';
import type { FieldMessage } from '@/domain/validation';
import { errorTexts } from './components/field-binding';
import { afterNextPaint } from './use-after-first-paint';

/**
 * For a component that calls `translate` while rendering: asks for the server-message table on
 * mount and renders again when it arrives, so a text never stays on the loading fallback. A
 * component whose first view shows no text from the table passes `whenPainted`: the table is then
 * asked for once that view is on screen, not beside what the view waits for.
 */
export function useMessageTable({ whenPainted = false }: { whenPainted?: boolean } = {}): boolean {
  const loaded = useSyncExternalStore(subscribeMessageTable, messageTableLoaded, messageTableLoaded);
  useEffect(() => {
    const load = () => void loadMessageTable().catch(() => undefined);
    if (!whenPainted) {
      load();
      return;
    }
    return afterNextPaint(load);
  }, [whenPainted]);
  return loaded;
}

/**
 * Each field's error text (errorTexts), from a component that subscribes to the server-message
 * table as it renders them, so a text is never left on the table's loading fallback.
 */
export function useErrorTexts(
  fieldErrors: readonly FieldMessage[],
  texts?: Readonly<Record<string, () => string>>,
  options: { whenPainted?: boolean } = {},
): Partial<Record<string, string>> {
  useMessageTable(options);
  return errorTexts(fieldErrors, texts);
}
