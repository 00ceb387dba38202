import { createFileRoute } from '@tanstack/react-router';
import { InviteFriendsScreen } from './-invite-friends/InviteFriendsScreen';

export const Route = createFileRoute('/_private/invite-friends')({
  component: InviteFriendsScreen,
});
