import { createFileRoute } from '@tanstack/react-router';
import { profileQuery, profileStatsQuery } from '@/api/profile/queries';
import { ProfileScreen } from './-scene/ProfileScreen';

// /profile is the profile's menu on phones; wider screens show the default scene beside it (docs/product/profile.md, Screens).
export const Route = createFileRoute('/_private/profile/')({
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileStatsQuery(context.http));
    void context.queryClient.prefetchQuery(profileQuery(context.http));
  },
  component: ProfileMenuRoute,
});

function ProfileMenuRoute() {
  return <ProfileScreen scene={null} />;
}
