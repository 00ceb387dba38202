import typia from 'typia';
import { retryUnlessRefused } from '@/api/errors';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { ParticipantPage, SubscriptionResponse, Tournament, TournamentListQuery, TournamentPage, UnsubscribeResponse } from '@/contract/tournaments';

const reports = () => import('./contract-reports');

const pageContract: Contract<TournamentPage> = {
  is: typia.createIs<TournamentPage>(),
  explain: () => reports().then((r) => r.validateTournamentPage),
};
const tournamentContract: Contract<Tournament> = {
  is: typia.createIs<Tournament>(),
  explain: () => reports().then((r) => r.validateTournament),
};
const subscriptionContract: Contract<SubscriptionResponse> = {
  is: typia.createIs<SubscriptionResponse>(),
  explain: () => reports().then((r) => r.validateSubscription),
};
const unsubscribeContract: Contract<UnsubscribeResponse> = {
  is: typia.createIs<UnsubscribeResponse>(),
  explain: () => reports().then((r) => r.validateUnsubscribe),
};
const participantsContract: Contract<ParticipantPage> = {
  is: typia.createIs<ParticipantPage>(),
  explain: () => reports().then((r) => r.validateParticipantPage),
};

/** The query string of GET /educational/api/tournaments, only with the filters given. */
export function tournamentListParams(query: TournamentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  if (query.status && query.status.length > 0) params.set('status', query.status.join(','));
  if (query.game) params.set('game', query.game);
  if (query.subscribed) params.set('subscribed', 'true');
  return params;
}

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const TOURNAMENTS_KEY = 'tournaments';

/** GET /educational/api/tournaments: one page of cards (docs/product/tournaments.md, Screens). */
export const tournamentListQuery = (http: HttpClient, query: TournamentListQuery) =>
  queryOptions({
    queryKey: [TOURNAMENTS_KEY, 'list', query],
    queryFn: () => http(`${config.educationalApiBase}/tournaments?${tournamentListParams(query).toString()}`, { contract: pageContract }),
    staleTime: 30_000,
  });

/** GET /educational/api/tournaments/{id}: the detail with the caller's eligibility. */
export const tournamentQuery = (http: HttpClient, id: number) =>
  queryOptions({
    queryKey: [TOURNAMENTS_KEY, 'detail', id],
    queryFn: () => http(`${config.educationalApiBase}/tournaments/${id}`, { contract: tournamentContract }),
    staleTime: 15_000,
    retry: retryUnlessRefused,
  });

/** GET /educational/api/events/{id}/participants?completed=true: one page of the Subscribers tab. */
export const participantsQuery = (http: HttpClient, id: number, page: number, pageSize = 20) =>
  queryOptions({
    queryKey: [TOURNAMENTS_KEY, 'participants', id, page, pageSize],
    queryFn: () =>
      http(`${config.educationalApiBase}/events/${id}/participants?completed=true&page=${page}&pageSize=${pageSize}`, { contract: participantsContract }),
    staleTime: 30_000,
  });

/**
 * POST /educational/api/tournaments/{id}/subscription: a solo subscription, no body (docs/product/tournaments.md, API);
 * the Fortnite creative event's details (docs/product/tournaments.md, API) go along as `{details}` when given.
 */
export const subscribeSolo = (http: HttpClient, id: number, details?: Record<string, unknown> | null) =>
  http(`${config.educationalApiBase}/tournaments/${id}/subscription`, { method: 'POST', contract: subscriptionContract, ...(details ? { body: { details } } : {}) });

/** DELETE /educational/api/events/{id}/unsubscribe: cancels the caller's subscription. */
export const unsubscribe = (http: HttpClient, id: number) =>
  http(`${config.educationalApiBase}/events/${id}/unsubscribe`, { method: 'DELETE', contract: unsubscribeContract });
