/** A journey's ranking and the caller's points and place in it (docs/product/journeys.md, API). */
import typia from 'typia';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { RankingPage, UserRewards } from '@/contract/journeys';
import { JOURNEYS_KEY } from './keys';

const reports = () => import('./contract-reports');

const rewardsContract: Contract<UserRewards> = { is: typia.createIs<UserRewards>(), explain: () => reports().then((r) => r.validateUserRewards) };
const rankingContract: Contract<RankingPage> = { is: typia.createIs<RankingPage>(), explain: () => reports().then((r) => r.validateRankingPage) };

/** Ranking rows per page (the ranking loads more near its last two rows; docs/product/journeys.md, Screens). */
export const RANKING_PAGE_SIZE = 100;

const base = () => `${config.educationalApiBase}/journeys`;

/** GET /educational/api/v2/journeys/{id}/user-rewards: the caller's points and place. */
export const userRewardsQuery = (http: HttpClient, id: number) =>
  queryOptions({
    queryKey: [JOURNEYS_KEY, 'rewards', id],
    queryFn: () => http(`${config.educationalApiBase}/v2/journeys/${id}/user-rewards`, { contract: rewardsContract }),
    staleTime: 15_000,
  });

/** GET /educational/api/journeys/{id}/leaderboard, page by page from 0. */
export const leaderboardQuery = (http: HttpClient, id: number) =>
  infiniteQueryOptions({
    queryKey: [JOURNEYS_KEY, 'leaderboard', id],
    queryFn: ({ pageParam }) => http(`${base()}/${id}/leaderboard?page=${pageParam}&pageSize=${RANKING_PAGE_SIZE}`, { contract: rankingContract }),
    initialPageParam: 0,
    getNextPageParam: (last: RankingPage) => (last.last ? undefined : last.number + 1),
    staleTime: 30_000,
  });
