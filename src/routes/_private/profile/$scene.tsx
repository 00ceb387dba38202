import { createFileRoute, notFound } from '@tanstack/react-router';
import { readProfileScene, type ProfileScene } from '../../../domain/routes-search';
import { m } from '../../../paraglide/messages';
import { PlaceholderPage } from '../../../ui/pages/PageHeading';

const SCENE_TITLES: Record<ProfileScene, () => string> = {
  'personal-data': m.common_profileScenePersonalData,
  'my-clan': m.common_profileSceneMyClan,
  sponsor: m.common_profileSceneSponsor,
  'accounts-link': m.common_profileSceneAccountsLink,
};

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
  component: ProfileScenePage,
});

function ProfileScenePage() {
  const { scene } = Route.useParams();
  return <PlaceholderPage title={`${m.common_pageProfile()} · ${SCENE_TITLES[scene]()}`} />;
}
