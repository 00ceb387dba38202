import { createFileRoute, redirect } from '@tanstack/react-router';
import { readInvitedFriendsSearch } from '@/domain/route-search-schemas';
import { canEnter } from '@/domain/session';
import { InvitedFriendsScreen } from './-invited-friends/InvitedFriendsScreen';

export const Route = createFileRoute('/_private/invited-friends')({
  validateSearch: readInvitedFriendsSearch,
  // Admins only (docs/product/friends.md, Roles); the server refuses everyone else too (403).
  beforeLoad: ({ context }) => {
    if (!canEnter(context.user, { roles: ['ADMIN'] })) throw redirect({ to: '/home' });
  },
  component: InvitedFriendsRoute,
});

function InvitedFriendsRoute() {
  return <InvitedFriendsScreen search={Route.useSearch()} />;
}
