import { createFileRoute } from '@tanstack/react-router';
import { profileQuery } from '@/api/profile/queries';
import { AvatarScreen } from './-avatar/AvatarScreen';

// /profile/avatar (docs/product/avatar.md, Screens): the intro, then the avatar editor; closing returns to /profile.
export const Route = createFileRoute('/_private/profile/avatar')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQuery(context.http));
  },
  component: AvatarScreen,
});
