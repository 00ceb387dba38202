import { createFileRoute } from '@tanstack/react-router';
import { InviteFriendsScreen } from './-screens/InviteFriendsScreen';

export const Route = createFileRoute('/_private/invite-friends')({
  component: InviteFriendsScreen,
});
