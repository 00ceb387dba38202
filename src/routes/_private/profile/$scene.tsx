import { createFileRoute, notFound } from '@tanstack/react-router';
import { profileQuery, profileStatsQuery } from '@/api/profile/queries';
import { readProfileScene } from '@/domain/route-search-schemas';
import { ProfileScreen } from './-scene/ProfileScreen';

export const Route = createFileRoute('/_private/profile/$scene')({
  // An unknown scene is a page that does not exist.
  params: {
    parse: ({ scene }) => {
      const known = readProfileScene(scene);
      if (!known) throw notFound();
      return { scene: known };
    },
    stringify: ({ scene }) => ({ scene }),
  },
  // The loader only starts prefetches; it travels with the page so the profile queries and their
  // contract checks stay out of every other page's first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileStatsQuery(context.http));
    void context.queryClient.prefetchQuery(profileQuery(context.http));
  },
  component: ProfileSceneRoute,
});

function ProfileSceneRoute() {
  const { scene } = Route.useParams();
  return <ProfileScreen scene={scene} />;
}

