import { createFileRoute, redirect } from '@tanstack/react-router';
import { readInvitedFriendsSearch } from '@/domain/route-search-schemas';
import { canEnter } from '@/domain/session';
import { m } from '@/paraglide/messages';
import { PlaceholderPage } from '@/ui/pages/PageHeading';

export const Route = createFileRoute('/_private/invited-friends')({
  validateSearch: readInvitedFriendsSearch,
  // Admins only (SPEC §2 menu, §6).
  beforeLoad: ({ context }) => {
    if (!canEnter(context.user, { roles: ['ADMIN'] })) throw redirect({ to: '/home' });
  },
  component: () => <PlaceholderPage title={m.common_pageInvitedFriends()} />,
});
