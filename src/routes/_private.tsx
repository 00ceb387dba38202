import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { readCommonSearch } from '../domain/search-params';
import { PrivateShell } from './-shell/PrivateShell';

export const Route = createFileRoute('/_private')({
  validateSearch: readCommonSearch,
  // Signed-out visitors are sent to the login page (SPEC §2 "Private routes").
  beforeLoad: ({ context }) => {
    const user = context.session.user();
    if (!user) throw redirect({ to: '/login' });
    return { user };
  },
  component: PrivateLayoutRoute,
});

function PrivateLayoutRoute() {
  const { user, session } = Route.useRouteContext();
  return (
    <PrivateShell user={user} onLogout={() => session.signOut()}>
      <Outlet />
    </PrivateShell>
  );
}
