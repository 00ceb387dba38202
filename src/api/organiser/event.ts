/**
 * One event as its organiser runs it (docs/product/play.md, API): the console's read, creating a
 * draft, the phase actions and a disqualification, each answered with the event as it is now.
 */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import { retryUnlessRefused } from '@/api/errors';
import type { Contract, HttpClient } from '@/api/http';
import type { CreateEventRequest, DisqualifyRequest, OrganiserEvent, PlayPhase } from '@/contract/play';
import { ORGANISER_KEY } from './keys';

const reports = () => import('./contract-reports');

const eventContract: Contract<OrganiserEvent> = {
  is: typia.createIs<OrganiserEvent>(),
  explain: () => reports().then((r) => r.validateOrganiserEvent),
};

/** The console polls every 4 s while the event is live (docs/product/play.md, Rules: Live; Limits). */
export const CONSOLE_POLL_MS = 4000;
const LIVE_PHASES: readonly PlayPhase[] = ['CHECK_IN', 'RUNNING'];

const admin = () => `${config.educationalApiBase}/admin`;

/** GET /educational/api/admin/tournaments/{id}: the console; polled every 4 s while in check-in or running. */
export const organiserEventQuery = (http: HttpClient, id: number) =>
  queryOptions({
    queryKey: [ORGANISER_KEY, 'event', id],
    queryFn: () => http(`${admin()}/tournaments/${id}`, { contract: eventContract }),
    staleTime: 2_000,
    retry: retryUnlessRefused,
    refetchInterval: (query) => (query.state.data && LIVE_PHASES.includes(query.state.data.phase) ? CONSOLE_POLL_MS : false),
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
