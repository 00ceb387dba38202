/**
 * The accounts-link scene's flows wired to the app: their requests (src/api/game-accounts), their
 * toasts, and the session refreshed after a change so the token carries the linked accounts.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { gameAccountsQuery, GAME_ACCOUNTS_KEY, linkEpicAccount } from '@/api/game-accounts/queries';
import type { SessionGate } from '@/domain/session';
import { epicLinkMachine, LINKED_KEY } from '@/machines/game-accounts/epicLink.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';

export interface AccountsLinkServices {
  http: HttpClient;
  queryClient: QueryClient;
  session: Pick<SessionGate, 'refresh'>;
}

export function provideEpicLink({ http, queryClient, session }: AccountsLinkServices) {
  return epicLinkMachine.provide({
    actors: {
      loadGameAccounts: fromPromise(() => queryClient.fetchQuery({ ...gameAccountsQuery(http), staleTime: 0, retry: false })),
      saveEpicAccount: fromPromise(({ input }) => linkEpicAccount(http, input.epicAccountId)),
    },
    actions: {
      showSuccess: () => showMessageToast('success', LINKED_KEY),
      showSaveFailed: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
      accountChanged: () => void session.refresh().then(() => queryClient.invalidateQueries({ queryKey: [GAME_ACCOUNTS_KEY] })),
    },
  });
}
