import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { mayBeSupervised } from '@/domain/guardians/supervision';
import { readCommonSearch } from '@/domain/search-param-readers';
import { PrivateLayoutContainer } from './-shell/PrivateLayoutContainer';

export const Route = createFileRoute('/_private')({
  validateSearch: readCommonSearch,
  // Signed-out visitors are sent to the login page (docs/product/session.md, Screens).
  // Who is signed in comes from the stored token's claims; the account (and the check that the
  // server still takes that token) loads in this route's loader, beside the page's own loader, so
  // a page's data does not wait for it (docs/product/session.md, States).
  beforeLoad: async ({ context, search, location }) => {
    await context.session.known();
    if (!context.session.user()) throw redirect({ to: '/login', search: { redirect: location.href } });
    // force_refresh asks for new tokens (e.g. after premium was redeemed), then leaves the URL.
    if (search.force_refresh) {
      await context.session.ready();
      await context.session.refresh();
      throw redirect({ to: location.pathname, search: { ...search, force_refresh: undefined }, replace: true });
    }
    const user = context.session.user();
    if (!user) throw redirect({ to: '/login' });
    return { user };
  },
  // The page shows once the account is in. A refused stored token was renewed meanwhile: the
  // pages are given the renewed user (the beforeLoad runs again); a refused renewal signs out.
  loader: async ({ context, location }) => {
    // A minor student's screen-time watch is part of every page's frame: its code comes beside the data.
    if (mayBeSupervised(context.user.role, context.user.birthDate, new Date())) void import('./-shell/SupervisionContainer');
    await context.session.ready();
    const user = context.session.user();
    if (!user) throw redirect({ to: '/login', search: { redirect: location.href } });
    if (user !== context.user) throw redirect({ href: location.href, replace: true });
  },
  component: PrivateLayoutRoute,
});

function PrivateLayoutRoute() {
  const { user, session } = Route.useRouteContext();
  return (
    <PrivateLayoutContainer user={user} onLogout={() => session.signOut()}>
      <Outlet />
    </PrivateLayoutContainer>
  );
}
