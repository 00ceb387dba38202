import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { css } from 'styled-system/css';
import { ApiError } from '@/api/errors';
import type { Campaign, ChapterStatus, Journey } from '@/api/journeys/contract';
import { campaignsQuery, journeyQuery } from '@/api/journeys/queries';
import {
  chapterStars,
  courseEntryTarget,
  finishedCampaigns,
  isCampaignLocked,
  isPremiumCourse,
  journeyImage,
  lastAvailableCampaignIndex,
  premiumWindowState,
} from '@/domain/journeys/rules';
import { inspect } from '@/machines/inspector';
import { chapterGateMachine } from '@/machines/journeys/chapterGate.machine';
import { m } from '@/paraglide/messages';
import { button } from '@/ui/button';
import { Carousel, Countdown, EmptyState, ErrorState, ProgressBar, Tabs } from '@/ui/components';
import { BookIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon, LockIcon, SearchOffIcon } from '@/ui/icons';
import { ChapterCard } from '@/ui/journeys/ChapterCard';
import { CourseBanner } from '@/ui/journeys/CourseCard';
import { MonthCard } from '@/ui/journeys/MonthCard';
import { SeasonPanel } from '@/ui/journeys/SeasonPanel';
import { MyPoints, Ranking } from './RankingPanel';
import { openLearningContent, useCourseSubscription, usePremiumDialog } from '@/routes/-journeys/use-course-subscription';
import { useMediaQuery } from './use-media-query';

const route = getRouteApi('/_private/courses/detail');

const sectionTitle = css({ textStyle: 'sectionTitle', mb: '3' });
const stack = css({ display: 'flex', flexDirection: 'column', gap: '8' });
const panel = css({ p: { base: '4', sm: '5' }, borderRadius: '2xl', bg: 'bg.surface', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default', minW: 0 });

const CHAPTER_STATUS: Record<ChapterStatus, () => string> = {
  SUBSCRIBED: m.journey_statusAvailable,
  NOT_SUBSCRIBED: m.journey_statusNotSubscribed,
  UNAVAILABLE: m.journey_statusUnavailable,
  COMPLETED: m.journey_statusCompleted,
  LOCKED: m.journey_statusLocked,
};
const MONTH_STATUS: Record<ChapterStatus, () => string> = {
  SUBSCRIBED: m.journey_monthInProgress,
  NOT_SUBSCRIBED: m.journey_statusNotSubscribed,
  UNAVAILABLE: m.journey_statusUnavailable,
  COMPLETED: m.journey_monthCompleted,
  LOCKED: m.journey_statusLocked,
};

function NotFoundState() {
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

/** SPEC §2 premium courses: the phase/season navigator (placeholder values) and the 2023 window countdown. */
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

function Campaigns({ journey, campaigns, isVip }: { journey: Journey; campaigns: Campaign[]; isVip: boolean }) {
  const openPremium = usePremiumDialog();
  const [notice, setNotice] = useState<'locked' | 'subscribe'>('locked');
  const [state, send] = useMachine(
    chapterGateMachine.provide({
      actions: {
        openPremium: (_, { journeyId }) => openPremium(journeyId),
        openTarget: (_, { target }) => void openLearningContent(target),
      },
    }),
    { input: { campaignIndex: lastAvailableCampaignIndex(campaigns) }, inspect },
  );
  const index = Math.min(state.context.campaignIndex, campaigns.length - 1);
  const campaign = campaigns[index]!;
  const campaignLocked = isCampaignLocked(campaigns, index);
  const done = finishedCampaigns(campaigns);
  return (
    <section className={css({ display: 'flex', flexDirection: 'column', gap: '4' })} aria-label={m.journey_campaignsTitle()}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxW: '420px' })}>
        <ProgressBar label={m.journey_progressLabel()} value={done} max={campaigns.length} valueText={m.journey_progressValue({ done: String(done), total: String(campaigns.length) })} />
      </div>
      <Carousel title={m.journey_campaignsTitle()}>
        {campaigns.map((each, position) => (
          <MonthCard
            key={each.id}
            month={each.month}
            title={each.title}
            statusLabel={MONTH_STATUS[each.status]()}
            done={each.status === 'COMPLETED'}
            requiresPremium={each.requiresPremium}
            locked={isCampaignLocked(campaigns, position)}
            selected={position === index}
            onSelect={() => {
              setNotice('locked');
              send({ type: 'campaign.select', index: position, locked: isCampaignLocked(campaigns, position) });
            }}
          />
        ))}
      </Carousel>
      {state.matches('lockedNotice') ? (
        <div role="status" data-testid="locked-notice" className={css({ display: 'flex', alignItems: 'center', gap: '3', p: '4', borderRadius: 'xl', bg: 'bg.subtle', borderLeftWidth: '4px', borderLeftStyle: 'solid', borderLeftColor: 'accent.default' })}>
          <LockIcon size={20} aria-hidden="true" />
          <p className={css({ flex: 1, fontWeight: '600' })}>{notice === 'subscribe' ? m.journey_subscribeFirst() : m.journey_lockedNotice()}</p>
          <button type="button" className={button({ variant: 'ghost', size: 'sm' })} onClick={() => send({ type: 'notice.dismiss' })} aria-label={m.journey_dismissNotice()}>
            <CloseIcon size={18} />
          </button>
        </div>
      ) : null}
      <div>
        <h3 className={sectionTitle}>{m.journey_chaptersOf({ month: campaign.month, title: campaign.title })}</h3>
        {campaign.chapters.length === 0 ? (
          <EmptyState title={m.journey_noChapters()} icon={<BookIcon size={32} />} />
        ) : (
          <ul className={css({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: '4', listStyle: 'none', p: 0, m: 0 })}>
            {campaign.chapters.map((chapter) => {
              const locked = campaignLocked || chapter.status === 'LOCKED' || chapter.status === 'UNAVAILABLE' || chapter.status === 'NOT_SUBSCRIBED';
              return (
                <li key={chapter.id}>
                  <ChapterCard
                    title={chapter.title}
                    status={chapter.status}
                    statusLabel={campaignLocked && chapter.status !== 'NOT_SUBSCRIBED' ? m.journey_statusLocked() : CHAPTER_STATUS[chapter.status]()}
                    missionsDone={chapter.missionsDone}
                    stars={chapterStars(chapter.score)}
                    locked={locked}
                    premium={campaign.requiresPremium}
                    onPress={() => {
                      setNotice(chapter.status === 'NOT_SUBSCRIBED' ? 'subscribe' : 'locked');
                      send({
                        type: 'chapter.press',
                        chapter: { chapterStatus: chapter.status, campaignLocked, requiresPremium: campaign.requiresPremium, isVip, target: chapter.target, journeyId: journey.id },
                      });
                    }}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}

function RankingAndPoints({ journey }: { journey: Journey }) {
  const desktop = useMediaQuery('(min-width: 960px)');
  if (desktop) {
    return (
      <div className={css({ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: '6', alignItems: 'start' })} data-testid="ranking-side-by-side">
        <section className={panel} aria-label={m.journey_rankingTitle()}>
          <h2 className={sectionTitle}>{m.journey_rankingTitle()}</h2>
          <Ranking journeyId={journey.id} />
        </section>
        <section className={panel} aria-label={m.journey_myPointsTitle()}>
          <h2 className={sectionTitle}>{m.journey_myPointsTitle()}</h2>
          <MyPoints journey={journey} />
        </section>
      </div>
    );
  }
  return (
    <section className={panel} data-testid="ranking-tabs" aria-label={m.journey_rankingAndPoints()}>
      <Tabs
        label={m.journey_rankingAndPoints()}
        items={[
          { value: 'ranking', label: m.journey_rankingTitle(), content: <Ranking journeyId={journey.id} height={420} /> },
          { value: 'points', label: m.journey_myPointsTitle(), content: <MyPoints journey={journey} /> },
        ]}
      />
    </section>
  );
}

function Loaded({ journey, campaigns }: { journey: Journey; campaigns: Campaign[] }) {
  const { busy, send, isVip } = useCourseSubscription();
  const premium = isPremiumCourse(journey);
  return (
    <div className={stack}>
      <title>{`${journey.title} · ${m.common_appName()}`}</title>
      <CourseBanner
        title={journey.title}
        description={journey.description}
        coverUrl={journeyImage(journey.images, 'DESKTOP_COVER_IMAGE')}
        durationMinutes={journey.duration}
        subscribed={journey.subscribed}
        joinDisabled={busy}
        onJoin={() =>
          send({
            type: 'join.press',
            course: { id: journey.id, monetizationType: journey.monetizationType, status: journey.status, target: journey.target, entryTarget: courseEntryTarget(journey, campaigns) },
            isVip,
          })
        }
      />
      {premium ? <SeasonNavigator /> : null}
      {campaigns.length === 0 ? (
        <EmptyState title={m.journey_noCampaigns()} description={m.journey_noCampaignsText()} icon={<BookIcon size={32} />} />
      ) : (
        <Campaigns journey={journey} campaigns={campaigns} isVip={isVip} />
      )}
      <div className={css({ display: 'grid', gap: '6' })}>
        <SeasonPanel awardsImageUrl={journeyImage(journey.images, 'DESKTOP_IMAGE')} description={journey.description} />
        <RankingAndPoints journey={journey} />
      </div>
    </div>
  );
}

const notFound = (error: unknown) => error instanceof ApiError && (error.problem.status === 404 || error.problem.status === 400);
const retry = (count: number, error: unknown) => !(error instanceof ApiError && error.problem.status < 500) && count < 2;

/** SPEC §2 /courses/detail?id: header, campaigns with their chapters, season panel, ranking and my points. */
export function CourseDetailScreen() {
  const { id } = route.useSearch();
  const { http } = route.useRouteContext();
  const detail = useQuery({ ...journeyQuery(http, id ?? 0), enabled: id !== undefined, retry });
  const campaigns = useQuery({ ...campaignsQuery(http, id ?? 0), enabled: id !== undefined, retry });
  if (id === undefined) return <NotFoundState />;
  if (detail.isError || campaigns.isError) {
    if (notFound(detail.error) || notFound(campaigns.error)) return <NotFoundState />;
    return (
      <ErrorState
        onRetry={() => {
          void detail.refetch();
          void campaigns.refetch();
        }}
      />
    );
  }
  if (!detail.data || !campaigns.data) {
    return (
      <div aria-busy="true" className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <div className={css({ h: { base: '340px', md: '300px' }, borderRadius: '2xl', bg: 'bg.subtle' })} />
        <span className={css({ srOnly: true })}>{m.common_loading()}</span>
      </div>
    );
  }
  return <Loaded key={detail.data.id} journey={detail.data} campaigns={campaigns.data} />;
}
