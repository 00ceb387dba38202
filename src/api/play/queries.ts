import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import { retryUnlessRefused } from '@/api/errors';
import type { Contract, HttpClient } from '@/api/http';
import type { Bracket, CheckInState, DuelReportRequest, MatchActionResponse, MatchDetail, MyMatches, RoyaleReportRequest, Standings } from '@/contract/play';

/**
 * Tournament play for students (docs/product/play.md, API): the caller's check-in, the bracket, the
 * standings, one match and the caller's next matches, and the actions on a match.
 */

const reports = () => import('./contract-reports');

const checkInContract: Contract<CheckInState> = { is: typia.createIs<CheckInState>(), explain: () => reports().then((r) => r.validateCheckIn) };
const bracketContract: Contract<Bracket> = { is: typia.createIs<Bracket>(), explain: () => reports().then((r) => r.validateBracket) };
const standingsContract: Contract<Standings> = { is: typia.createIs<Standings>(), explain: () => reports().then((r) => r.validateStandings) };
const matchContract: Contract<MatchDetail> = { is: typia.createIs<MatchDetail>(), explain: () => reports().then((r) => r.validateMatch) };
const myMatchesContract: Contract<MyMatches> = { is: typia.createIs<MyMatches>(), explain: () => reports().then((r) => r.validateMyMatches) };
const actionContract: Contract<MatchActionResponse> = {
  is: typia.createIs<MatchActionResponse>(),
  explain: () => reports().then((r) => r.validateMatchAction),
};

/** Every play query starts with this key; the event's queries follow with ['event', id]. */
export const PLAY_KEY = 'play';
/** Live updates fall back to polling this often while the stream is not connected (docs/product/play.md, Limits). */
export const PLAY_POLL_MS = 4000;

/** The queries of one event (check-in, bracket, standings) share this prefix, so a `change` refreshes them together. */
export const eventPlayKey = (eventId: number) => [PLAY_KEY, 'event', eventId] as const;
/** Matches and the caller's next matches: refreshed on every change too (a match page knows its event only after loading). */
export const matchesKey = [PLAY_KEY, 'match'] as const;

const base = () => config.educationalApiBase;

/** GET /tournaments/{id}/check-in: the caller's check-in. */
export const checkInQuery = (http: HttpClient, eventId: number) =>
  queryOptions({
    queryKey: [...eventPlayKey(eventId), 'check-in'],
    queryFn: () => http(`${base()}/tournaments/${eventId}/check-in`, { contract: checkInContract }),
    staleTime: 10_000,
    retry: retryUnlessRefused,
  });

/** GET /tournaments/{id}/bracket: the duel rounds or the battle-royale lobbies (kind NONE before the start). */
export const bracketQuery = (http: HttpClient, eventId: number) =>
  queryOptions({
    queryKey: [...eventPlayKey(eventId), 'bracket'],
    queryFn: () => http(`${base()}/tournaments/${eventId}/bracket`, { contract: bracketContract }),
    staleTime: 10_000,
    retry: retryUnlessRefused,
  });

/** GET /tournaments/{id}/standings. */
export const standingsQuery = (http: HttpClient, eventId: number) =>
  queryOptions({
    queryKey: [...eventPlayKey(eventId), 'standings'],
    queryFn: () => http(`${base()}/tournaments/${eventId}/standings`, { contract: standingsContract }),
    staleTime: 10_000,
    retry: retryUnlessRefused,
  });

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

/** POST /tournaments/{id}/check-in (status:checkIn.done). */
export const checkIn = (http: HttpClient, eventId: number) =>
  http(`${base()}/tournaments/${eventId}/check-in`, { method: 'POST', contract: checkInContract });

/** DELETE /tournaments/{id}/check-in (status:checkIn.undone). */
export const undoCheckIn = (http: HttpClient, eventId: number) =>
  http(`${base()}/tournaments/${eventId}/check-in`, { method: 'DELETE', contract: checkInContract });

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
