/**
 * The Discord link flow wired to the app, at both ends of the round trip: on the accounts-link
 * scene (load, leave for Discord, disconnect) and on the /oauth/discord return (send the code,
 * reload the account, go back). Requests from src/api/game-accounts, toasts, navigation.
 */
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { HttpClient } from '@/api/http';
import { discordProfileQuery, DISCORD_PROFILE_KEY, linkDiscord, unlinkDiscord } from '@/api/game-accounts/discord-queries';
import type { SessionGate } from '@/domain/session';
import { discordLinkMachine } from '@/machines/game-accounts/discordLink.machine';
import { m } from '@/paraglide/messages.js';
import { showMessageToast, showMessageToasts, showToast } from '@/ui/feedback/show-toast';
import { beginDiscordAuthorization } from './discord-authorization';

export interface DiscordLinkServices {
  http: HttpClient;
  queryClient: QueryClient;
  session: Pick<SessionGate, 'refresh'>;
}

const showSuccess = (_: unknown, { messageKey }: { messageKey: string }) => showMessageToast('success', messageKey);
const showRequestErrors = (_: unknown, { messageKeys }: { messageKeys: string[] }) => showMessageToasts('error', messageKeys);

/** On a scene: the linked account, the way out to Discord (coming back to `scenePath`), and the disconnect. */
export function provideDiscordLinkScene({ http, queryClient, session }: DiscordLinkServices, scenePath: string) {
  return discordLinkMachine.provide({
    actors: {
      loadDiscordProfile: fromPromise(() => queryClient.fetchQuery({ ...discordProfileQuery(http), staleTime: 0, retry: false })),
      beginAuthorization: fromPromise(() => beginDiscordAuthorization(scenePath)),
      unlinkDiscord: fromPromise(() => unlinkDiscord(http)),
    },
    actions: {
      showSuccess,
      showRequestErrors,
      accountChanged: () => {
        queryClient.setQueryData(discordProfileQuery(http).queryKey, { accountId: null, accountDetail: null });
        void session.refresh().then(() => queryClient.invalidateQueries({ queryKey: [DISCORD_PROFILE_KEY] }));
      },
    },
  });
}

/** A code is sent once, even when a development re-mount starts the flow a second time. */
const sent = new Map<string, ReturnType<typeof linkDiscord>>();
const linkOnce = (http: HttpClient, code: string) => {
  if (!sent.has(code)) sent.set(code, linkDiscord(http, code));
  return sent.get(code)!;
};

/** On the return page: the code sent, the account reloaded, and the way back with `goTo`. */
export function provideDiscordReturn({ http, queryClient, session }: DiscordLinkServices, goTo: (address: string) => void) {
  return discordLinkMachine.provide({
    actors: {
      linkDiscord: fromPromise(({ input }) => linkOnce(http, input.code)),
      reloadAccount: fromPromise(async () => {
        await session.refresh();
        await queryClient.invalidateQueries({ queryKey: [DISCORD_PROFILE_KEY] });
      }),
    },
    actions: {
      showSuccess,
      showRequestErrors,
      showCancelled: () => showToast('info', m.accounts_discordCancelled()),
      showRefused: () => showToast('error', m.accounts_discordStateInvalid()),
      goToReturnAddress: (_, { to }) => goTo(to),
    },
  });
}
