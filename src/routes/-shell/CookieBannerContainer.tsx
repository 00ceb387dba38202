import { useMachine } from '@xstate/react';
import { cookieConsentMachine } from '@/machines/cookieConsent.machine';
import { readCookieConsent } from '@/api/preferences';
import { inspect } from '@/machines/inspector';
import { config } from '@/api/config';
import { CookieBanner } from '@/ui/shell/CookieBanner';
import { useHydrated } from '@/ui/use-hydrated';

export function CookieBannerContainer() {
  const [state, send] = useMachine(cookieConsentMachine, { input: { accepted: readCookieConsent() }, inspect });
  // Whether consent was given is the browser's to say: HTML rendered ahead of it has no banner.
  const hydrated = useHydrated();
  if (!hydrated || !state.matches('asking')) return null;
  return <CookieBanner moreInfoUrl={config.cookiePolicyUrl} onAccept={() => send({ type: 'consent.accept' })} />;
}
