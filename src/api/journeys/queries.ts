import { retryUnlessRefused } from '@/api/errors';
import typia from 'typia';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { Banner, Campaign, Journey, JourneySubscriptionResponse, RankingPage, UserRewards } from '@/contract/journeys';

const reports = () => import('./contract-reports');

const journeysContract: Contract<Journey[]> = { is: typia.createIs<Journey[]>(), explain: () => reports().then((r) => r.validateJourneys) };
const journeyContract: Contract<Journey> = { is: typia.createIs<Journey>(), explain: () => reports().then((r) => r.validateJourney) };
const campaignsContract: Contract<Campaign[]> = { is: typia.createIs<Campaign[]>(), explain: () => reports().then((r) => r.validateCampaigns) };
const rewardsContract: Contract<UserRewards> = { is: typia.createIs<UserRewards>(), explain: () => reports().then((r) => r.validateUserRewards) };
const rankingContract: Contract<RankingPage> = { is: typia.createIs<RankingPage>(), explain: () => reports().then((r) => r.validateRankingPage) };
const subscriptionContract: Contract<JourneySubscriptionResponse> = {
  is: typia.createIs<JourneySubscriptionResponse>(),
  explain: () => reports().then((r) => r.validateSubscription),
};
const bannersContract: Contract<Banner[]> = { is: typia.createIs<Banner[]>(), explain: () => reports().then((r) => r.validateBanners) };

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const JOURNEYS_KEY = 'journeys';
/** Ranking rows per page (the ranking loads more near its last two rows; docs/product/journeys.md, Screens). */
export const RANKING_PAGE_SIZE = 100;

const base = () => `${config.educationalApiBase}/journeys`;

/** GET /educational/api/journeys: every journey with the caller's status. */
export const journeysQuery = (http: HttpClient) =>
  queryOptions({ queryKey: [JOURNEYS_KEY, 'list'], queryFn: () => http(base(), { contract: journeysContract }), staleTime: 30_000 });

/** GET /educational/api/journeys/{id}. */
export const journeyQuery = (http: HttpClient, id: number) =>
  queryOptions({ queryKey: [JOURNEYS_KEY, 'detail', id], queryFn: () => http(`${base()}/${id}`, { contract: journeyContract }), staleTime: 15_000, retry: retryUnlessRefused });

/** GET /educational/api/journeys/{id}/campaigns: the months with their chapters, for the caller. */
export const campaignsQuery = (http: HttpClient, id: number) =>
  queryOptions({ queryKey: [JOURNEYS_KEY, 'campaigns', id], queryFn: () => http(`${base()}/${id}/campaigns`, { contract: campaignsContract }), staleTime: 15_000, retry: retryUnlessRefused });

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

/** GET /educational/api/banners: the home carousel. */
export const bannersQuery = (http: HttpClient) =>
  queryOptions({ queryKey: [JOURNEYS_KEY, 'banners'], queryFn: () => http(`${config.educationalApiBase}/banners`, { contract: bannersContract }), staleTime: 300_000 });

/** POST /educational/api/journeys/{id}/subscription (no body). */
export const subscribeJourney = (http: HttpClient, id: number) => http(`${base()}/${id}/subscription`, { method: 'POST', contract: subscriptionContract });
