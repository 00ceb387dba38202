/**
 * A student's own supervision (docs/product/guardians.md, Supervision): whether a guardian supervises
 * them, their limit and today's use, and the usage heartbeats. Every answer is checked against
 * src/contract/guardians.ts.
 */
import typia from 'typia';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { SupervisionState } from '@/contract/guardians';

const reports = () => import('./contract-reports');

const supervisionContract: Contract<SupervisionState> = {
  is: typia.createIs<SupervisionState>(),
  explain: () => reports().then((r) => r.validateSupervisionState),
};

/** GET /records/api/user/supervision: whether the caller is supervised, their limit and today's use. */
export const fetchSupervision = (http: HttpClient) => http(`${config.recordsApiBase}/user/supervision`, { contract: supervisionContract });

/** POST /records/api/user/activity: the active seconds since the previous heartbeat; answers the new state. */
export const sendHeartbeat = (http: HttpClient, seconds: number) =>
  http(`${config.recordsApiBase}/user/activity`, { method: 'POST', body: { seconds }, contract: supervisionContract });
