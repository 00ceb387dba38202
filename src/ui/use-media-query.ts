import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following changes (a layout's width, reduced motion). A page
 * rendered ahead of the browser (src/prerender.tsx) matched nothing; while React takes it over it
 * still matches nothing, then the browser's answer follows in the next render.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = typeof window === 'undefined' ? undefined : window.matchMedia?.(query);
      media?.addEventListener('change', onChange);
      return () => media?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => typeof window !== 'undefined' && window.matchMedia?.(query).matches === true, () => false);
}
