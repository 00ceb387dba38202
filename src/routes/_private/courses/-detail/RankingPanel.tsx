import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useCallback } from 'react';
import { css } from 'styled-system/css';
import type { Journey } from '@/contract/journeys';
import { leaderboardQuery, userRewardsQuery } from '@/api/journeys/ranking';
import { isPremiumCourse, journeyPoints } from '@/domain/journeys/rules';
import { SKILL_KEYS, type SkillKey } from '@/domain/skills';
import { m } from '@/paraglide/messages.js';
import { EmptyState, ErrorState, InfiniteList, Tabs } from '@/ui/components';
import { TrophyIcon } from '@/ui/icons';
import { MatchPointsPanel, type SkillPoints } from '@/ui/journeys/MatchPointsPanel';
import { RANKING_ROW_HEIGHT, RankingRow } from '@/ui/journeys/RankingRow';
import { useMediaQuery } from '@/ui/use-media-query';

const sectionTitle = css({ textStyle: 'sectionTitle', mb: '3' });
const panel = css({ p: { base: '4', sm: '5' }, borderRadius: '2xl', bg: 'bg.surface', borderWidth: '1px', borderStyle: 'solid', borderColor: 'border.default', minW: 0 });
const RANKING_SPACING = 8;

/** Ranking (docs/product/journeys.md, Screens): 69 px rows, virtualised, the next page asked near the last two rows. */
export function Ranking({ journeyId, height = 480 }: { journeyId: number; height?: number }) {
  const { http, user } = useRouteContext({ from: '/_private' });
  const board = useInfiniteQuery(leaderboardQuery(http, journeyId));
  const items = board.data?.pages.flatMap((page) => page.content) ?? [];
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = board;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  if (board.isError && items.length === 0) return <ErrorState onRetry={() => void board.refetch()} />;
  if (!board.data) {
    return (
      <div aria-busy="true" className={css({ h: '240px', borderRadius: 'xl', bg: 'bg.subtle' })}>
        <span className={css({ srOnly: true })}>{m.common_loading()}</span>
      </div>
    );
  }
  if (items.length === 0) return <EmptyState title={m.journey_rankingEmpty()} description={m.journey_rankingEmptyText()} icon={<TrophyIcon size={32} />} />;
  return (
    <InfiniteList
      items={items}
      itemHeight={RANKING_ROW_HEIGHT}
      spacing={RANKING_SPACING}
      height={height}
      label={m.journey_rankingTitle()}
      hasMore={Boolean(hasNextPage)}
      loading={isFetchingNextPage}
      onLoadMore={loadMore}
      threshold={2}
      getKey={(entry, index) => `${entry.playId}-${index}`}
      renderItem={(entry) => (
        <RankingRow rankNumber={entry.rankNumber} playId={entry.playId} userLevel={entry.userLevel} totalMp={entry.totalMp} avatarUrl={entry.smallAvatarUrl} me={entry.playId === user.playId} />
      )}
    />
  );
}

const isSkill = (key: string): key is SkillKey => (SKILL_KEYS as readonly string[]).includes(key);

/** My points (docs/product/journeys.md, Screens): the match points panel ('xp' for a free course), and the caller's place. */
export function MyPoints({ journey }: { journey: Journey }) {
  const { http } = useRouteContext({ from: '/_private' });
  const rewards = useQuery(userRewardsQuery(http, journey.id));
  if (rewards.isError) return <ErrorState onRetry={() => void rewards.refetch()} />;
  if (!rewards.data) {
    return (
      <div aria-busy="true" className={css({ h: '240px', borderRadius: 'xl', bg: 'bg.subtle' })}>
        <span className={css({ srOnly: true })}>{m.common_loading()}</span>
      </div>
    );
  }
  const free = !isPremiumCourse(journey);
  const points = journeyPoints(rewards.data.current);
  const known = points.skills.filter((skill) => isSkill(skill.key)) as Array<{ key: SkillKey; value: number }>;
  // Each skill's bar is its share of the course's MatchPoints; XP stands on its own.
  const max = Math.max(points.matchPoints, 0.01);
  const skills: SkillPoints[] = [...(free ? [{ key: 'XP' as const, value: points.experience, max: Math.max(points.experience, 1) }] : []), ...known.map((skill) => ({ ...skill, max }))];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} data-testid="my-points">
      <p className={css({ fontWeight: '800', color: 'accent.emphasis' })} data-testid="my-rank">
        {rewards.data.rankNumber ? m.journey_myRank({ rank: String(rewards.data.rankNumber) }) : m.journey_myRankNone()}
      </p>
      {skills.length === 0 ? <EmptyState title={m.journey_pointsEmpty()} icon={<TrophyIcon size={32} />} /> : <MatchPointsPanel free={free} skills={skills} total={free ? points.experience : points.matchPoints} />}
    </div>
  );
}


/** Ranking and my points side by side on desktop, as tabs on phones (docs/product/journeys.md, Screens). */
export function RankingAndPoints({ journey }: { journey: Journey }) {
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

