import { useEffect } from 'react';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { readOauthSearch } from '@/domain/route-search-schemas';
import { safeRedirectTarget } from '@/domain/safe-redirect';
import { m } from '@/paraglide/messages';
import { SpinnerPage } from '@/ui/pages/SpinnerPage';
import { DiscordReturnContainer } from '@/routes/-game-accounts/DiscordReturnContainer';

export const Route = createFileRoute('/oauth/$type')({
  validateSearch: readOauthSearch,
  // Discord's return links the account of whoever is signed in: sign in first, then come back here.
  beforeLoad: async ({ context, params, location }) => {
    if (params.type !== 'discord') return;
    await context.session.ready();
    if (!context.session.user()) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: OauthHandOff,
});

/** A spinner, then a hand-off to the `state` target — only ever a same-origin path (docs/product/game-accounts.md, Screens). */
function OauthHandOff() {
  const { type } = Route.useParams();
  const search = Route.useSearch();
  if (type === 'discord') return <DiscordReturnContainer search={search} />;
  return <StateHandOff state={search.state} />;
}

function StateHandOff({ state }: { state: string | undefined }) {
  const router = useRouter();
  useEffect(() => {
    router.history.replace(safeRedirectTarget(state));
  }, [router, state]);
  return <SpinnerPage label={m.common_pageOauth()} />;
}
