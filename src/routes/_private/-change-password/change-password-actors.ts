/** The change-password flow wired to the app: the request (src/api/password), its toasts, signing out and going home. */
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { changePassword } from '@/api/password';
import { changePasswordMachine } from '@/machines/account/changePassword.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

export interface ChangePasswordWiring {
  http: HttpClient;
  signOut: () => void;
  goHome: () => void;
}

export function provideChangePassword({ http, signOut, goHome }: ChangePasswordWiring) {
  return changePasswordMachine.provide({
    actors: { changePassword: fromPromise(({ input }) => changePassword(http, input)) },
    actions: {
      showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      showSuccess: () => showMessageToast('success', 'status:changePassword.success'),
      signOut: () => signOut(),
      goHome: () => goHome(),
    },
  });
}
