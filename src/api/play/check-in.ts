import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import { retryUnlessRefused } from '@/api/errors';
import type { Contract, HttpClient } from '@/api/http';
import type { CheckInState } from '@/contract/play';
import { eventPlayKey } from './keys';

/** The caller's check-in to an event (docs/product/play.md, API): reading it, checking in, undoing it. */

const reports = () => import('./contract-reports');

const checkInContract: Contract<CheckInState> = { is: typia.createIs<CheckInState>(), explain: () => reports().then((r) => r.validateCheckIn) };

const base = () => config.educationalApiBase;

/** GET /tournaments/{id}/check-in: the caller's check-in. */
export const checkInQuery = (http: HttpClient, eventId: number) =>
  queryOptions({
    queryKey: [...eventPlayKey(eventId), 'check-in'],
    queryFn: () => http(`${base()}/tournaments/${eventId}/check-in`, { contract: checkInContract }),
    staleTime: 10_000,
    retry: retryUnlessRefused,
  });

/** POST /tournaments/{id}/check-in (status:checkIn.done). */
export const checkIn = (http: HttpClient, eventId: number) =>
  http(`${base()}/tournaments/${eventId}/check-in`, { method: 'POST', contract: checkInContract });

/** DELETE /tournaments/{id}/check-in (status:checkIn.undone). */
export const undoCheckIn = (http: HttpClient, eventId: number) =>
  http(`${base()}/tournaments/${eventId}/check-in`, { method: 'DELETE', contract: checkInContract });
