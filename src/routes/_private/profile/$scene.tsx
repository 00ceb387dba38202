import { Link, createFileRoute, notFound, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { profileQuery, profileStatsQuery } from '../../../api/profile';
import { PROFILE_SCENES, readProfileScene, type ProfileScene } from '../../../domain/routes-search';
import { m } from '../../../paraglide/messages';
import { ErrorState, PlayerCard } from '../../../ui/components';
import { showToast } from '../../../ui/feedback/toaster';
import { NotBuiltNotice, PageHeading } from '../../../ui/pages/PageHeading';

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
  // The loader only starts prefetches; it travels with the page so the profile queries and their
  // contract checks stay out of every other page's first load.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileStatsQuery(context.http));
    void context.queryClient.prefetchQuery(profileQuery(context.http));
  },
  component: ProfileScenePage,
});

const sceneLink = css({
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  borderRadius: 'lg',
  color: 'fg.default',
  fontWeight: '600',
  textDecoration: 'none',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': { bg: 'accent.subtle', color: 'accent.emphasis' },
});

/** SPEC §2 /profile/{scene}: the side card (avatar, level, xp, play id) beside the chosen scene. */
function ProfileScenePage() {
  const { scene } = Route.useParams();
  const { http, user } = Route.useRouteContext();
  const navigate = useNavigate();
  const stats = useQuery(profileStatsQuery(http));
  const profile = useQuery(profileQuery(http));
  const avatar = profile.data?.avatar;
  return (
    <>
      <title>{`${m.common_pageProfile()} · ${m.common_appName()}`}</title>
      <PageHeading>{m.common_pageProfile()}</PageHeading>
      <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', md: '300px 1fr' }, alignItems: 'start' })}>
        <aside className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          {stats.isError ? (
            <ErrorState onRetry={() => void stats.refetch()} />
          ) : stats.data ? (
            <PlayerCard
              playId={stats.data.playId || user.playId || ''}
              avatarUrl={avatar?.imageUrl ?? avatar?.srcFullUrl ?? null}
              level={stats.data.level}
              currentXp={stats.data.levelExperience}
              nextLevelXp={stats.data.nextLevelExperience}
              onPlayIdCopied={() => showToast('success', m.status_playIdCopied(), { duration: 1000 })}
              onPlayIdCopyFailed={(playId) => showToast('warning', m.status_playIdCopyFailed({ playId }))}
              onCreateAvatar={() => void navigate({ to: '/profile/avatar' })}
              onEdit={() => void navigate({ to: '/profile/avatar' })}
            />
          ) : (
            <div aria-busy="true" className={css({ h: '340px', borderRadius: '2xl', bg: 'bg.subtle' })} />
          )}
          <nav aria-label={m.common_profileSections()} className={css({ display: 'flex', flexDirection: 'column', gap: '1', p: '2', borderRadius: '2xl', bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default' })}>
            {PROFILE_SCENES.map((name) => (
              <Link key={name} to="/profile/$scene" params={{ scene: name }} className={sceneLink}>
                {SCENE_TITLES[name]()}
              </Link>
            ))}
          </nav>
        </aside>
        <section aria-labelledby="profile-scene-title" className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
          <h2 id="profile-scene-title" className={css({ textStyle: 'sectionTitle' })}>
            {SCENE_TITLES[scene]()}
          </h2>
          <NotBuiltNotice />
        </section>
      </div>
    </>
  );
}
