import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useRouteContext } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Banner } from '@/contract/journeys';
import { bannersQuery } from '@/api/journeys/banners';
import { journeysQuery } from '@/api/journeys/list';
import { bannerLink } from '@/domain/journeys/links';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { ErrorState } from '@/ui/components';
import { onDemand } from '@/ui/components/OnDemand';
import { BannerCarousel, type BannerSlide } from '@/ui/journeys/BannerCarousel';
import { BannersPlaceholder } from '@/ui/journeys/BannersPlaceholder';
import { PageHeading } from '@/ui/pages/PageHeading';
import { CourseRowsLoading } from '@/routes/-journeys/CourseRowsLoading';
import { usePremiumDialog } from '@/routes/-premium/use-premium-dialog';
import { GuardianNoticeContainer } from '@/routes/-guardians/GuardianNoticeContainer';
import { WhenNear } from '@/ui/components/WhenNear';

// The rows' carousels load right after the banners, behind their skeletons.
const CourseRow = lazy(() => import('@/routes/-journeys/CourseRows').then((module) => ({ default: module.CourseRow })));
const TournamentRows = lazy(() => import('@/routes/-tournaments/TournamentRows').then((module) => ({ default: module.TournamentRows })));
// The caller's next matches are below the first view: their code (the play data's checks, about
// 6 KB gzip) comes with them, not with the page. A failed fetch leaves them out, as when the caller
// has none.
const NextMatches = onDemand(() => import('@/routes/-play/NextMatches').then((module) => module.NextMatches), { placeholder: null, quiet: true });

/** The page's sections, one under the other (HomeShell draws the first of them the same way). */
export const homeStack = css({ display: 'flex', flexDirection: 'column', gap: '8' });
const more = css({ alignSelf: 'flex-start' });
const section = css({ display: 'flex', flexDirection: 'column', gap: '3' });

/** The tournaments row's skeleton: its place until scrolled near, then while its code arrives. */
function TournamentsLoading() {
  return <CourseRowsLoading titles={[m.home_tournamentsTitle()]} />;
}

/** The action a banner leads to: the premium dialog, a page of the app, or a site in a new tab. */
function BannerAction({ banner }: { banner: Banner }) {
  const navigate = useNavigate();
  const openPremium = usePremiumDialog();
  const link = bannerLink(banner.target);
  if (link.kind === 'premium') {
    return (
      <button type="button" className={button({ variant: 'accent' })} onClick={() => openPremium()}>
        {m.home_bannerPremium()}
      </button>
    );
  }
  if (link.kind === 'internal') {
    return (
      <a
        href={link.to}
        className={button({ variant: 'accent' })}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          void navigate({ href: link.to });
        }}
      >
        {m.home_bannerOpen()}
      </a>
    );
  }
  if (link.kind === 'external') {
    return (
      <a href={link.href} target="_blank" rel="noopener noreferrer" className={button({ variant: 'accent' })}>
        {m.home_bannerExternal()}
      </a>
    );
  }
  return null;
}

function Banners() {
  const { http } = useRouteContext({ from: '/_private' });
  const banners = useQuery(bannersQuery(http));
  if (banners.isError) return <ErrorState title={m.home_bannersError()} onRetry={() => void banners.refetch()} />;
  if (!banners.data) {
    return <BannersPlaceholder />;
  }
  if (banners.data.length === 0) return null;
  const slides: BannerSlide[] = banners.data.map((banner) => ({
    id: banner.id,
    title: banner.title,
    text: banner.text,
    images: banner.images,
    videos: banner.videos,
    action: <BannerAction banner={banner} />,
  }));
  return <BannerCarousel slides={slides} label={m.home_bannersLabel()} />;
}

function Journeys() {
  const { http } = useRouteContext({ from: '/_private' });
  const list = useQuery(journeysQuery(http));
  if (list.isError) return <ErrorState onRetry={() => void list.refetch()} />;
  if (!list.data) return <CourseRowsLoading titles={[m.home_journeysTitle()]} />;
  return (
    <Suspense fallback={<CourseRowsLoading titles={[m.home_journeysTitle()]} />}>
      <CourseRow title={m.home_journeysTitle()} journeys={list.data} empty={m.home_journeysEmpty()} />
    </Suspense>
  );
}

/** The page's title and heading, drawn the same by the page and by its first frame (HomeShell). */
export function HomeHeading() {
  return (
    <>
      <title>{`${m.common_pageHome()} · ${m.common_appName()}`}</title>
      <PageHeading>{m.common_pageHome()}</PageHeading>
    </>
  );
}

/** /home (docs/product/shell.md, Screens): banners carousel, the journeys row, the caller's next matches (docs/product/play.md, Screens) and the recently-started tournaments row. */
export function HomeScreen() {
  return (
    <>
      <HomeHeading />
      <div className={homeStack}>
        <GuardianNoticeContainer />
        <Banners />
        <div className={section}>
          <Journeys />
          <Link to="/courses" className={`${button({ variant: 'secondary', size: 'sm' })} ${more}`}>
            {m.home_seeAllCourses()}
          </Link>
        </div>
        <div className={section}>
          {/* Below the first view on every screen size: the next matches and the tournaments row
              (their code, their requests) come when the page is scrolled near them, or at a key. */}
          <WhenNear className={section} testId="home-matches-and-tournaments" placeholder={<TournamentsLoading />}>
            <NextMatches />
            <Suspense fallback={<TournamentsLoading />}>
              <TournamentRows rows={[{ title: m.home_tournamentsTitle(), empty: m.home_tournamentsEmpty(), status: ['RUNNING'] }]} />
            </Suspense>
          </WhenNear>
          <Link to="/tournaments" className={`${button({ variant: 'secondary', size: 'sm' })} ${more}`}>
            {m.home_seeAllTournaments()}
          </Link>
        </div>
      </div>
    </>
  );
}
