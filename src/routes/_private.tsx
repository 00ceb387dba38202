import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { readCommonSearch } from '@/domain/search-param-readers';
import { PrivateLayoutContainer } from './-shell/PrivateLayoutContainer';

export const Route = createFileRoute('/_private')({
  validateSearch: readCommonSearch,
  // Signed-out visitors are sent to the login page (docs/product/session.md, Screens).
  beforeLoad: async ({ context, search, location }) => {
    await context.session.ready();
    if (!context.session.user()) throw redirect({ to: '/login', search: { redirect: location.href } });
    // force_refresh asks for new tokens (e.g. after premium was redeemed), then leaves the URL.
    if (search.force_refresh) {
      await context.session.refresh();
      throw redirect({ to: location.pathname, search: { ...search, force_refresh: undefined }, replace: true });
    }
    const user = context.session.user();
    if (!user) throw redirect({ to: '/login' });
    return { user };
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
