import type { ReactNode } from 'react';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { profileQuery, profileStatsQuery } from '@/api/profile/queries';
import { PROFILE_SCENES, type ProfileScene } from '@/domain/route-search-schemas';
import { m } from '@/paraglide/messages.js';
import { ErrorState } from '@/ui/components';
import { PlayerCard } from '@/ui/profile/PlayerCard';
import { showToast } from '@/ui/feedback/show-toast';
import { ChevronLeftIcon, ChevronRightIcon, GamepadIcon, SchoolIcon, ShieldIcon, TrophyIcon, UserIcon, UsersIcon } from '@/ui/icons';
import { iconButton } from '@/ui/icon-button';
import { PageHeading } from '@/ui/pages/PageHeading';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';

const SCENE_TITLES: Record<ProfileScene, () => string> = {
  'personal-data': m.common_profileScenePersonalData,
  'my-clan': m.common_profileSceneMyClan,
  sponsor: m.common_profileSceneSponsor,
  'accounts-link': m.common_profileSceneAccountsLink,
  'my-data': m.common_profileSceneMyData,
};

const SCENE_ICONS: Record<ProfileScene, (props: { size?: number }) => ReactNode> = {
  'personal-data': UserIcon,
  'my-clan': SchoolIcon,
  sponsor: UsersIcon,
  'accounts-link': GamepadIcon,
  'my-data': ShieldIcon,
};

/** The profile opens on personal data (docs/product/profile.md, Screens). */
const DEFAULT_SCENE: ProfileScene = 'personal-data';

const privateRoute = getRouteApi('/_private');

// Each scene (its form, its flow, the school-link wizard of my-clan) loads only when it is shown,
// so the profile's first load carries none of them.
const sceneLoading = <PartLoading minHeight={420} />;
const PersonalDataScene = onDemand(() => import('./PersonalDataScene').then((module) => module.PersonalDataScene), { placeholder: sceneLoading });
// The guardian scene shows a minor's notice above the guardian's summary: the notice's code comes
// with the scene's, so it does not push the summary down when it arrives.
const SponsorScene = onDemand(
  () => Promise.all([import('./SponsorScene'), import('@/routes/-guardians/GuardianNoticeContainer').then((notice) => notice.MinorConsentNotice.preload())]).then(([module]) => module.SponsorScene),
  { placeholder: sceneLoading },
);
const MyClanScene = onDemand(() => import('./MyClanScene').then((module) => module.MyClanScene), { placeholder: sceneLoading });
const MyDataScene = onDemand(() => import('./MyDataScene').then((module) => module.MyDataScene), { placeholder: sceneLoading });
const AccountsLinkScene = onDemand(() => import('./AccountsLinkScene').then((module) => module.AccountsLinkScene), { placeholder: sceneLoading });

const menuItem = css({
  display: 'flex',
  alignItems: 'center',
  gap: { base: '3', sm: '2', md: '3' },
  // Between phone and desktop the menu is a row of tabs above the scene.
  w: { base: '100%', sm: 'auto', md: '100%' },
  minH: '12',
  px: '3',
  borderRadius: 'lg',
  color: 'fg.default',
  fontWeight: '600',
  textAlign: 'start',
  textDecoration: 'none',
  cursor: 'pointer',
  bg: 'transparent',
  border: 'none',
  _hover: { bg: 'bg.subtle' },
  '&[data-current]': { bg: 'accent.subtle', color: 'accent.emphasis' },
});
const menuIcon = css({ display: 'inline-flex', color: 'accent.default', flexShrink: 0 });
const menuChevron = css({ ms: 'auto', display: { base: 'inline-flex', sm: 'none' }, color: 'fg.muted' });
// Phones show the menu (/profile) or the scene (/profile/{scene}), never both; wider screens show both.
const asideColumns = css({
  gap: '4',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
});
const asideShown = css({ display: 'grid' });
const asideHiddenOnPhone = css({ display: { base: 'none', sm: 'grid' } });
const sceneLayout = css({ flexDirection: 'column', gap: '4', minW: '0' });
const sceneShown = css({ display: 'flex' });
const sceneHiddenOnPhone = css({ display: { base: 'none', sm: 'flex' } });
const premiumBadge = css({
  ms: 'auto',
  flexShrink: 0,
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.muted',
  fontSize: 'xs',
  fontWeight: '700',
  whiteSpace: 'nowrap',
  '&[data-state=active]': { bg: 'accent.subtle', color: 'fg.default' },
});
const panel = css({ bg: 'bg.surface', borderRadius: '2xl', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default' });

/**
 * /profile/{scene} (docs/product/profile.md, Screens): the split menu-and-content layout. On wider screens the side card
 * and the scene menu sit beside the scene; on phones only one shows: /profile is the menu,
 * /profile/{scene} the scene with a back arrow to the menu.
 */
export function ProfileScreen({ scene }: { scene: ProfileScene | null }) {
  const { http, user } = privateRoute.useRouteContext();
  const navigate = useNavigate();
  const stats = useQuery(profileStatsQuery(http));
  const profile = useQuery(profileQuery(http));
  const avatar = profile.data?.avatar;
  const shown = scene ?? DEFAULT_SCENE;
  // On phones the menu shows only at /profile, the scene only at /profile/{scene}.
  const menuOnPhone = scene === null;

  return (
    <>
      <title>{`${scene ? `${SCENE_TITLES[scene]()} · ` : ''}${m.common_pageProfile()} · ${m.common_appName()}`}</title>
      <PageHeading>{m.common_pageProfile()}</PageHeading>
      <div
        className={css({
          display: 'grid',
          gap: '6',
          gridTemplateColumns: { base: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
          alignItems: 'start',
        })}
      >
        <aside
          data-testid="profile-menu"
          className={cx(asideColumns, menuOnPhone ? asideShown : asideHiddenOnPhone)}
        >
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
          <nav aria-label={m.common_profileSections()} className={cx(panel, css({ p: '2' }))}>
            <ul className={css({ display: 'flex', flexDirection: { base: 'column', sm: 'row', md: 'column' }, flexWrap: 'wrap', gap: '1', listStyle: 'none', m: '0', p: '0' })}>
              {PROFILE_SCENES.map((name) => {
                const Icon = SCENE_ICONS[name];
                const current = name === scene || (scene === null && name === DEFAULT_SCENE);
                return (
                  <li key={name}>
                    <Link
                      to="/profile/$scene"
                      params={{ scene: name }}
                      className={menuItem}
                      data-current={current ? '' : undefined}
                      aria-current={name === scene ? 'page' : undefined}
                    >
                      <span className={menuIcon}>
                        <Icon size={20} />
                      </span>
                      {SCENE_TITLES[name]()}
                      <span className={menuChevron} aria-hidden="true">
                        <ChevronRightIcon size={18} />
                      </span>
                    </Link>
                  </li>
                );
              })}
              <li>
                <Link to="." search={(prev) => ({ ...prev, premium: true as const })} className={menuItem} data-testid="profile-premium">
                  <span className={menuIcon}>
                    <TrophyIcon size={20} />
                  </span>
                  {m.common_profilePremium()}
                  {user.isVip || user.isVipOnce ? (
                    <span className={premiumBadge} data-state={user.isVip ? 'active' : 'expired'} data-testid="profile-premium-state">
                      {user.isVip ? m.common_profilePremiumActive() : m.common_profilePremiumExpired()}
                    </span>
                  ) : null}
                </Link>
              </li>
            </ul>
          </nav>
        </aside>
        <section
          aria-labelledby="profile-scene-title"
          data-testid="profile-scene"
          className={cx(sceneLayout, menuOnPhone ? sceneHiddenOnPhone : sceneShown)}
        >
          <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
            <Link to="/profile" className={cx(iconButton(), css({ display: { base: 'inline-flex', sm: 'none' } }))} aria-label={m.common_profileMenuBack()} title={m.common_profileMenuBack()}>
              <ChevronLeftIcon size={22} />
            </Link>
            <h2 id="profile-scene-title" className={css({ textStyle: 'sectionTitle' })}>
              {SCENE_TITLES[shown]()}
            </h2>
          </div>
          {shown === 'personal-data' ? (
            <div className={cx(panel, css({ p: { base: '4', sm: '6', lg: '8' } }))}>
              <PersonalDataScene profile={profile} />
            </div>
          ) : shown === 'sponsor' ? (
            <div className={cx(panel, css({ p: { base: '4', sm: '6', lg: '8' } }))}>
              <SponsorScene profile={profile} />
            </div>
          ) : shown === 'my-clan' ? (
            <div className={cx(panel, css({ p: { base: '4', sm: '6', lg: '8' } }))}>
              <MyClanScene profile={profile} />
            </div>
          ) : shown === 'my-data' ? (
            <MyDataScene />
          ) : (
            <AccountsLinkScene />
          )}
        </section>
      </div>
    </>
  );
}
