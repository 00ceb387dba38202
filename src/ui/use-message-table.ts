import { useEffect, useSyncExternalStore } from 'react';
import { loadMessageTable, messageTableLoaded, subscribeMessageTable } from '@/domain/messages';

/**
 * For a component that calls `translate` while rendering: asks for the server-message table on
 * mount and renders again when it arrives, so a text never stays on the loading fallback.
 */
export function useMessageTable(): boolean {
  const loaded = useSyncExternalStore(subscribeMessageTable, messageTableLoaded, messageTableLoaded);
  useEffect(() => {
    loadMessageTable().catch(() => undefined);
  }, []);
  return loaded;
}
