import { useRouter, useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { takeDiscordState } from '@/api/game-accounts/discord-oauth-state';
import { DISCORD_PROFILE_KEY, linkDiscord } from '@/api/game-accounts/discord-queries';
import { readDiscordReturn, type DiscordReturn } from '@/domain/game-accounts/discord-oauth';
import { translate } from '@/domain/messages';
import type { OauthSearch } from '@/domain/route-search-schemas';
import { discordLinkMachine } from '@/machines/game-accounts/discordLink.machine';
import { inspect } from '@/machines/inspector';
import { m } from '@/paraglide/messages.js';
import { showToast } from '@/ui/feedback/show-toast';
import { SpinnerPage } from '@/ui/pages/SpinnerPage';

/**
 * The stored state is taken (and so removed) once per return: a render that runs twice, or a
 * reload of the same address, finds it gone the second time, and a replayed return is refused.
 */
let checked: { search: OauthSearch; returned: DiscordReturn } | undefined;
function checkedReturn(search: OauthSearch): DiscordReturn {
  if (checked && checked.search.state === search.state && checked.search.code === search.code && checked.search.error === search.error) return checked.returned;
  const returned = readDiscordReturn(search, takeDiscordState());
  checked = { search, returned };
  return returned;
}

/** A code is sent once, even when a development re-mount starts the flow a second time. */
const sent = new Map<string, ReturnType<typeof linkDiscord>>();
const linkOnce = (http: Parameters<typeof linkDiscord>[0], code: string) => {
  if (!sent.has(code)) sent.set(code, linkDiscord(http, code));
  return sent.get(code)!;
};

/** SPEC §4 Discord linking, the way back: /oauth/discord?code&state (or error&state). */
export function DiscordReturnContainer({ search }: { search: OauthSearch }) {
  const { http, queryClient, session } = useRouteContext({ from: '/oauth/$type' });
  const router = useRouter();
  useActorRef(
    discordLinkMachine.provide({
      actors: {
        linkDiscord: fromPromise(({ input }) => linkOnce(http, input.code)),
        reloadAccount: fromPromise(async () => {
          await session.refresh();
          await queryClient.invalidateQueries({ queryKey: [DISCORD_PROFILE_KEY] });
        }),
      },
      actions: {
        showSuccess: (_, { messageKey }) => showToast('success', translate(messageKey)),
        showRequestErrors: (_, { messageKeys }) => messageKeys.forEach((key) => showToast('error', translate(key))),
        showCancelled: () => showToast('info', m.accounts_discordCancelled()),
        showRefused: () => showToast('error', m.accounts_discordStateInvalid()),
        // The code leaves the address bar with this replace.
        goToReturnAddress: (_, { to }) => router.history.replace(to),
      },
    }),
    { input: { returned: checkedReturn(search) }, inspect },
  );
  return <SpinnerPage label={m.accounts_discordLinking()} />;
}
