import { useRouter, useRouteContext } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { takeDiscordState } from '@/api/game-accounts/discord-oauth-state';
import { readDiscordReturn, type DiscordReturn } from '@/domain/game-accounts/discord-oauth';
import type { OauthSearch } from '@/domain/route-search-schemas';
import { inspect } from '@/machines/inspector';
import { m } from '@/paraglide/messages.js';
import { SpinnerPage } from '@/ui/pages/SpinnerPage';
import { provideDiscordReturn } from './discord-link-actors';

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

/** Discord linking, the way back (docs/product/game-accounts.md, States): /oauth/discord?code&state (or error&state). */
export function DiscordReturnContainer({ search }: { search: OauthSearch }) {
  const { http, queryClient, session } = useRouteContext({ from: '/oauth/$type' });
  const router = useRouter();
  useActorRef(
    // The code leaves the address bar with this replace.
    provideDiscordReturn({ http, queryClient, session }, (to) => router.history.replace(to)),
    { input: { returned: checkedReturn(search) }, inspect },
  );
  return <SpinnerPage label={m.accounts_discordLinking()} />;
}
