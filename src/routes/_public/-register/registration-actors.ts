/** The registration flow wired to the app: the account call (src/api/account.ts), its toasts, and the way to sign in. */
import { fromPromise } from 'xstate';
import { createAccount } from '@/api/account';
import type { HttpClient } from '@/api/http';
import { registrationMachine } from '@/machines/account/registration.machine';
import { showMessageToasts } from '@/ui/feedback/show-toast';

export function provideRegistration({ http, signIn }: { http: HttpClient; signIn: () => void }) {
  return registrationMachine.provide({
    actors: { createAccount: fromPromise(({ input }) => createAccount(http, input)) },
    actions: {
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      goToLogin: () => signIn(),
    },
  });
}
