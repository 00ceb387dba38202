import { useEffect, useRef } from 'react';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { readCallbackSearch } from '@/domain/route-search-schemas';
import { safeRedirectTarget } from '@/domain/safe-redirect';
import { takeReturnTo } from '@/api/session';
import { m } from '@/paraglide/messages';
import { showToast } from '@/ui/feedback/show-toast';
import { SpinnerPage } from '@/ui/pages/SpinnerPage';

export const Route = createFileRoute('/auth/authorization-code/callback')({
  validateSearch: readCallbackSearch,
  // Without code or session_state there is nothing to sign in with: back to login (docs/product/session.md, Screens).
  beforeLoad: ({ search }) => {
    if (!search.code || !search.session_state) throw redirect({ to: '/login' });
  },
  component: Callback,
});

/** Exchanges the code, then goes where the sign-in started from (or /home). */
function Callback() {
  const { session } = Route.useRouteContext();
  const { toLms } = Route.useSearch();
  const router = useRouter();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void session.completeSignIn(window.location.href, toLms).then((signedIn) => {
      if (signedIn) {
        router.history.replace(safeRedirectTarget(takeReturnTo()));
      } else {
        showToast('error', m.requestError_invalidToken());
        router.history.replace('/login');
      }
    });
  }, [router, session, toLms]);
  return <SpinnerPage label={m.common_pageSignIn()} />;
}
