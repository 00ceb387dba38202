import { setup } from 'xstate';
import { storeCookieConsent } from '@/api/preferences';

/** Cookie banner, shown until accepted (docs/product/shell.md, Screens); consent kept 365 days (docs/product/shell.md, Limits). */
export const cookieConsentMachine = setup({
  types: {
    input: {} as { accepted: boolean },
    events: {} as { type: 'consent.accept' },
  },
  actions: {
    rememberConsent: () => storeCookieConsent(),
  },
  guards: {
    alreadyAccepted: ({ context }) => context.acceptedBefore,
  },
}).createMachine({
  id: 'cookieConsent',
  description: 'The cookie banner: visible until the visitor accepts, then never again for 365 days.',
  context: ({ input }) => ({ acceptedBefore: input.accepted }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reads the stored consent once, at start.',
      always: [{ guard: 'alreadyAccepted', target: 'accepted' }, { target: 'asking' }],
    },
    asking: {
      description: 'The banner is shown, with a more-info link and an accept button.',
      on: {
        'consent.accept': { target: 'accepted', actions: 'rememberConsent', description: 'The visitor accepts the cookie policy.' },
      },
    },
    accepted: {
      description: 'Consent given: no banner.',
      type: 'final',
    },
  },
});
