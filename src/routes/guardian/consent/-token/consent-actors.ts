/**
 * The consent flow wired to the app: the link read and the decision sent (src/api/guardians), the
 * sign-in and registration that come back to the link, and the toasts.
 */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { decideConsent, fetchConsentLink } from '@/api/guardians/consent-link';
import type { SessionGate } from '@/domain/session';
import { guardianConsentMachine } from '@/machines/guardians/guardianConsent.machine';
import { showMessageToasts } from '@/ui/feedback/show-toast';

export function provideGuardianConsent({ http, session, returnTo, register }: { http: HttpClient; session: SessionGate; returnTo: string; register: () => void }) {
  return guardianConsentMachine.provide({
    actors: {
      readLink: fromPromise(({ input }) => fetchConsentLink(http, input)),
      decide: fromPromise(({ input }) => decideConsent(http, input.token, input.request)),
    },
    actions: {
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      signIn: () => session.signIn(returnTo),
      register,
      signOut: () => session.signOut(),
    },
  });
}
