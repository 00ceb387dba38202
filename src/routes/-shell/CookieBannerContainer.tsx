import { useMachine } from '@xstate/react';
import { cookieConsentMachine } from '@/machines/cookieConsent.machine';
import { readCookieConsent } from '@/api/preferences';
import { inspect } from '@/machines/inspector';
import { config } from '@/api/config';
import { CookieBanner } from '@/ui/shell/CookieBanner';

/** The banner and its flow, once the browser is known not to have accepted yet (CookieBannerGate). */
export function CookieBannerContainer() {
  const [state, send] = useMachine(cookieConsentMachine, { input: { accepted: readCookieConsent() }, inspect });
  if (!state.matches('asking')) return null;
  return <CookieBanner moreInfoUrl={config.cookiePolicyUrl} onAccept={() => send({ type: 'consent.accept' })} />;
}
