import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import { retryUnlessRefused } from '@/api/errors';
import type { Contract, HttpClient } from '@/api/http';
import type { DuelReportRequest, MatchActionResponse, MatchDetail, MyMatches, RoyaleReportRequest } from '@/contract/play';
import { matchesKey, PLAY_POLL_MS } from './keys';

/** One match, the caller's next matches, and the actions on a match (docs/product/play.md, API). */

const reports = () => import('./contract-reports');

const matchContract: Contract<MatchDetail> = { is: typia.createIs<MatchDetail>(), explain: () => reports().then((r) => r.validateMatch) };
const myMatchesContract: Contract<MyMatches> = { is: typia.createIs<MyMatches>(), explain: () => reports().then((r) => r.validateMyMatches) };
const actionContract: Contract<MatchActionResponse> = {
  is: typia.createIs<MatchActionResponse>(),
  explain: () => reports().then((r) => r.validateMatchAction),
};

const base = () => config.educationalApiBase;

/** GET /matches/{id}: one match with what the caller may do on it. */
export const matchQuery = (http: HttpClient, matchId: number) =>
  queryOptions({
    queryKey: [...matchesKey, matchId],
    queryFn: () => http(`${base()}/matches/${matchId}`, { contract: matchContract }),
    staleTime: 5_000,
    retry: retryUnlessRefused,
  });

/**
 * GET /matches/mine: the caller's events in check-in or running, most urgent first. It is polled only
 * while the caller has one (docs/product/play.md, Rules: Live): a student with nothing to play costs
 * the server nothing; coming back to the tab reads it again.
 */
export const myMatchesQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: [...matchesKey, 'mine'],
    queryFn: () => http(`${base()}/matches/mine`, { contract: myMatchesContract }),
    staleTime: 2_000,
    refetchInterval: (query) => ((query.state.data?.items.length ?? 0) > 0 ? PLAY_POLL_MS : false),
    retry: retryUnlessRefused,
  });

/** POST /matches/{id}/report: the games of a duel, or the caller's placement in a lobby. */
export const reportMatch = (http: HttpClient, matchId: number, report: DuelReportRequest | RoyaleReportRequest) =>
  http(`${base()}/matches/${matchId}/report`, { method: 'POST', body: { ...report }, contract: actionContract });

/** POST /matches/{id}/confirm: the other side's report stands. */
export const confirmMatch = (http: HttpClient, matchId: number) =>
  http(`${base()}/matches/${matchId}/confirm`, { method: 'POST', contract: actionContract });

/** What a dispute sends: the reason and, optionally, a screenshot. */
export interface DisputeInput {
  reason: string;
  image: File | null;
}

/** The multipart body of a dispute: `reason`, and `image` when a screenshot is attached. */
export function disputeForm({ reason, image }: DisputeInput): FormData {
  const form = new FormData();
  form.set('reason', reason.trim());
  if (image) form.set('image', image, image.name);
  return form;
}

/** POST /matches/{id}/dispute (multipart). */
export const disputeMatch = (http: HttpClient, matchId: number, input: DisputeInput) =>
  http(`${base()}/matches/${matchId}/dispute`, { method: 'POST', body: disputeForm(input), contract: actionContract });

/** POST /matches/{id}/no-show: the other side did not show up. */
export const claimNoShow = (http: HttpClient, matchId: number) =>
  http(`${base()}/matches/${matchId}/no-show`, { method: 'POST', contract: actionContract });
