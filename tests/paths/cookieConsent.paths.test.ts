import { cookieConsentMachine } from '@/machines/cookieConsent.machine';
import { describePaths } from './harness';

describePaths(cookieConsentMachine, {
  inputs: { firstVisit: { accepted: false }, returningVisitor: { accepted: true } },
  provide: { actions: { rememberConsent: () => {} } },
});
