import { lazy, Suspense, useEffect, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Campaign, Journey } from '@/contract/journeys';
import { campaignsQuery, journeyQuery } from '@/api/journeys/journey';
import { courseEntryTarget, isPremiumCourse, journeyImage, premiumWindowState } from '@/domain/journeys/rules';
import { m } from '@/paraglide/messages.js';
import { button } from '@/ui/button';
import { Countdown, EmptyState } from '@/ui/components';
import { BookIcon, ChevronLeftIcon, ChevronRightIcon, SearchOffIcon } from '@/ui/icons';
import { SeasonPanel } from '@/ui/journeys/SeasonPanel';
import { onDemand, PartLoading } from '@/ui/components/OnDemand';
import { WhenNear } from '@/ui/components/WhenNear';
import { JourneyBanner } from '@/routes/-journeys/JourneyBanner';

const route = getRouteApi('/_private/courses/detail');

const rankingPlaceholder = <PartLoading minHeight={480} />;

// The campaigns (carousel, chapter gate) load right after the header; the ranking (virtualised
// list, Ark's tabs on phones, its own requests) once its place below them comes near the screen.
const Campaigns = lazy(() => import('./CampaignsSection').then((module) => ({ default: module.Campaigns })));
const RankingAndPoints = onDemand(() => import('./RankingPanel').then((module) => module.RankingAndPoints), { placeholder: rankingPlaceholder });

const stack = css({ display: 'flex', flexDirection: 'column', gap: '8' });

/** No such course (or an id that cannot be one): the route's not-found look. */
export function CourseNotFound() {
  return (
    <EmptyState
      title={m.journey_notFoundTitle()}
      description={m.journey_notFoundText()}
      icon={<SearchOffIcon size={32} />}
      action={
        <Link to="/courses" className={button({ variant: 'secondary' })}>
          {m.journey_backToCourses()}
        </Link>
      }
    />
  );
}

/** Premium courses (docs/product/journeys.md, Screens): the phase/season navigator (placeholder values) and the 2023 window countdown. */
function SeasonNavigator() {
  const [now, setNow] = useState(() => new Date());
  const window = premiumWindowState(now);
  useEffect(() => {
    if (window.phase === 'after') return;
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, [window.phase]);
  return (
    <section className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' })} aria-label={m.journey_seasonNavigator()} data-testid="season-navigator">
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled aria-label={m.journey_previousPhase()}>
          <ChevronLeftIcon size={18} />
        </button>
        <span className={css({ fontWeight: '800' })}>{m.journey_phaseSeason({ phase: '1', season: '2023' })}</span>
        <button type="button" className={button({ variant: 'secondary', size: 'sm' })} disabled aria-label={m.journey_nextPhase()}>
          <ChevronRightIcon size={18} />
        </button>
      </div>
      {window.phase === 'open' ? (
        <Countdown secondsLeft={window.secondsLeft} label={m.journey_windowCountdown()} />
      ) : (
        <p className={css({ fontWeight: '700', color: 'fg.muted' })} data-testid="premium-window">
          {window.phase === 'before' ? m.journey_windowNotOpen() : m.journey_windowClosed()}
        </p>
      )}
    </section>
  );
}

function Loaded({ journey, campaigns }: { journey: Journey; campaigns: Campaign[] }) {
  const isVip = route.useRouteContext().user.isVip === true;
  const premium = isPremiumCourse(journey);
  return (
    <div className={stack}>
      <title>{`${journey.title} · ${m.common_appName()}`}</title>
      <JourneyBanner journey={journey} entryTarget={courseEntryTarget(journey, campaigns)} headingLevel={1} />
      {premium ? <SeasonNavigator /> : null}
      {campaigns.length === 0 ? (
        <EmptyState title={m.journey_noCampaigns()} description={m.journey_noCampaignsText()} icon={<BookIcon size={32} />} />
      ) : (
        <Suspense fallback={<div aria-busy="true" className={css({ h: '420px', borderRadius: '2xl', bg: 'bg.subtle' })} />}>
          <Campaigns journey={journey} campaigns={campaigns} isVip={isVip} />
        </Suspense>
      )}
      <div className={css({ display: 'grid', gap: '6' })}>
        <SeasonPanel awardsImageUrl={journeyImage(journey.images, 'DESKTOP_IMAGE')} description={journey.description} />
        <WhenNear testId="ranking-and-points" placeholder={rankingPlaceholder}>
          <RankingAndPoints journey={journey} />
        </WhenNear>
      </div>
    </div>
  );
}

/** /courses/detail?id: header, campaigns with their chapters, season panel, ranking and my points (the route loads the course first). */
export function CourseDetailScreen() {
  const { id } = route.useLoaderData();
  const { http } = route.useRouteContext();
  const { data: journey } = useSuspenseQuery(journeyQuery(http, id));
  const { data: campaigns } = useSuspenseQuery(campaignsQuery(http, id));
  return <Loaded key={journey.id} journey={journey} campaigns={campaigns} />;
}
