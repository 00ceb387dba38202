import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while React takes over HTML rendered ahead of the browser (src/prerender.tsx) and while
 * rendering that HTML; true afterwards and in every render the browser starts on its own. What the
 * visitor's browser alone knows (a stored theme, a consent) waits for true, so the first render
 * matches the HTML it takes over.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(unchanging, () => true, () => false);
}
