/**
 * The organiser's console (docs/product/play.md, API): every call under /educational/api/admin, each
 * answer checked against its contract (src/contract/play.ts). Reads are TanStack query options; the
 * actions are plain requests the organiser's flows run as actors (provided by the route layer).
 */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import { retryUnlessRefused } from '@/api/errors';
import type { Contract, HttpClient } from '@/api/http';
import type { CreateEventRequest, DisqualifyRequest, MatchActionResponse, MatchDetail, OrganiserEvent, OrganiserEventList, PlayPhase, ResolveMatchRequest } from '@/contract/play';

const reports = () => import('./contract-reports');

const listContract: Contract<OrganiserEventList> = {
  is: typia.createIs<OrganiserEventList>(),
  explain: () => reports().then((r) => r.validateOrganiserEventList),
};
const eventContract: Contract<OrganiserEvent> = {
  is: typia.createIs<OrganiserEvent>(),
  explain: () => reports().then((r) => r.validateOrganiserEvent),
};
const matchContract: Contract<MatchDetail> = {
  is: typia.createIs<MatchDetail>(),
  explain: () => reports().then((r) => r.validateMatchDetail),
};
const matchActionContract: Contract<MatchActionResponse> = {
  is: typia.createIs<MatchActionResponse>(),
  explain: () => reports().then((r) => r.validateMatchAction),
};

/** Every query of this feature starts with this key, so one invalidation refreshes them all. */
export const ORGANISER_KEY = 'organiser';

/** The console polls every 4 s while the event is live (docs/product/play.md, Rules: Live; Limits). */
export const CONSOLE_POLL_MS = 4000;
const LIVE_PHASES: readonly PlayPhase[] = ['CHECK_IN', 'RUNNING'];

const admin = () => `${config.educationalApiBase}/admin`;

/** GET /educational/api/admin/tournaments: the events the caller organises, newest first. */
export const organiserEventsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: [ORGANISER_KEY, 'list'],
    queryFn: () => http(`${admin()}/tournaments`, { contract: listContract }),
    staleTime: 10_000,
    retry: retryUnlessRefused,
  });

/** GET /educational/api/admin/tournaments/{id}: the console; polled every 4 s while in check-in or running. */
export const organiserEventQuery = (http: HttpClient, id: number) =>
  queryOptions({
    queryKey: [ORGANISER_KEY, 'event', id],
    queryFn: () => http(`${admin()}/tournaments/${id}`, { contract: eventContract }),
    staleTime: 2_000,
    retry: retryUnlessRefused,
    refetchInterval: (query) => (query.state.data && LIVE_PHASES.includes(query.state.data.phase) ? CONSOLE_POLL_MS : false),
  });

/** GET /educational/api/matches/{id}: the match as the resolve dialog and the dispute row show it. */
export const organiserMatchQuery = (http: HttpClient, id: number) =>
  queryOptions({
    queryKey: [ORGANISER_KEY, 'match', id],
    queryFn: () => http(`${config.educationalApiBase}/matches/${id}`, { contract: matchContract }),
    staleTime: 2_000,
    retry: retryUnlessRefused,
  });

/** POST /educational/api/admin/tournaments: creates a DRAFT (201 OrganiserEvent). */
export const createEvent = (http: HttpClient, request: CreateEventRequest) =>
  http(`${admin()}/tournaments`, { method: 'POST', body: { ...request }, contract: eventContract });

/** The organiser's actions on an event's phase (docs/product/play.md, States: Event phase). */
export type EventAction = OrganiserEvent['actions'][number];

/** POST /educational/api/admin/tournaments/{id}/{publish|open-check-in|start|conclude}: the event as it is now. */
export const runEventAction = (http: HttpClient, id: number, action: EventAction) =>
  http(`${admin()}/tournaments/${id}/${action}`, { method: 'POST', contract: eventContract });

/** POST /educational/api/admin/tournaments/{id}/participants/{participantId}/disqualify {note}. */
export const disqualifyParticipant = (http: HttpClient, id: number, participantId: number, request: DisqualifyRequest) =>
  http(`${admin()}/tournaments/${id}/participants/${participantId}/disqualify`, { method: 'POST', body: { ...request }, contract: eventContract });

/** POST /educational/api/admin/matches/{id}/resolve: the organiser's result for a dispute, or a forced one. */
export const resolveMatch = (http: HttpClient, matchId: number, request: ResolveMatchRequest) =>
  http(`${admin()}/matches/${matchId}/resolve`, { method: 'POST', body: { ...request }, contract: matchActionContract });
