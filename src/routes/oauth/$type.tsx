import { useEffect } from 'react';
import { createFileRoute, useRouter } from '@tanstack/react-router';
import { readOauthSearch } from '@/domain/route-search-schemas';
import { safeRedirectTarget } from '@/domain/safe-redirect';
import { m } from '@/paraglide/messages';
import { SpinnerPage } from '@/ui/pages/SpinnerPage';

export const Route = createFileRoute('/oauth/$type')({
  validateSearch: readOauthSearch,
  component: OauthHandOff,
});

/** SPEC §2: a spinner, then a hand-off to the `state` target — only ever a same-origin path. */
function OauthHandOff() {
  const { state } = Route.useSearch();
  const router = useRouter();
  useEffect(() => {
    router.history.replace(safeRedirectTarget(state));
  }, [router, state]);
  return <SpinnerPage label={m.common_pageOauth()} />;
}
