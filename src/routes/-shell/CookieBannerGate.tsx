import { lazy, Suspense } from 'react';
import { readCookieConsent } from '@/api/preferences';
import { useHydrated } from '@/ui/use-hydrated';

/**
 * The banner, its flow and its texts come only to a browser that has not accepted the cookie
 * policy: every later visit downloads none of it. Should its code fail to arrive (offline, a
 * redeploy), the page goes on without the banner, which the next visit shows. A plain lazy import
 * rather than onDemand (its quiet mode does the same): this gate is in every page's entry, and
 * onDemand's module (0.45 KB) is not.
 */
const CookieBannerContainer = lazy(() =>
  import('./CookieBannerContainer').then(
    (module) => ({ default: module.CookieBannerContainer }),
    () => ({ default: () => null }),
  ),
);

export function CookieBannerGate() {
  // Whether consent was given is the browser's to say: HTML rendered ahead of it has no banner.
  const hydrated = useHydrated();
  if (!hydrated || readCookieConsent()) return null;
  return (
    <Suspense fallback={null}>
      <CookieBannerContainer />
    </Suspense>
  );
}
