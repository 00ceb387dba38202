/**
 * Supervision (docs/product/guardians.md, Supervision): the signed-in student's own supervision and
 * its usage heartbeats, and, for a guardian, a minor's last 30 days and the controls they set.
 * Every answer is checked against src/contract/guardians.ts.
 */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { GuardianControlsRequest, InviteDecisionResponse, MinorActivity, SupervisedMinorSummary, SupervisionState } from '@/contract/guardians';
import { GUARDIANS_KEY } from './queries';

const reports = () => import('./contract-reports');

const supervisionContract: Contract<SupervisionState> = {
  is: typia.createIs<SupervisionState>(),
  explain: () => reports().then((r) => r.validateSupervisionState),
};
const activityContract: Contract<MinorActivity> = {
  is: typia.createIs<MinorActivity>(),
  explain: () => reports().then((r) => r.validateMinorActivity),
};
const decisionContract: Contract<InviteDecisionResponse> = {
  is: typia.createIs<InviteDecisionResponse>(),
  explain: () => reports().then((r) => r.validateInviteDecision),
};
const summaryContract: Contract<SupervisedMinorSummary> = {
  is: typia.createIs<SupervisedMinorSummary>(),
  explain: () => reports().then((r) => r.validateSupervisedMinorSummary),
};

/** GET /records/api/user/supervision: whether the caller is supervised, their limit and today's use. */
export const fetchSupervision = (http: HttpClient) => http(`${config.recordsApiBase}/user/supervision`, { contract: supervisionContract });

/** POST /records/api/user/activity: the active seconds since the previous heartbeat; answers the new state. */
export const sendHeartbeat = (http: HttpClient, seconds: number) =>
  http(`${config.recordsApiBase}/user/activity`, { method: 'POST', body: { seconds }, contract: supervisionContract });

/** GET /records/api/guardian/minors/{id}/activity: one supervised minor's last 30 days, teams and tournaments. */
export const minorActivityQuery = (http: HttpClient, minorId: number) =>
  queryOptions({
    queryKey: [GUARDIANS_KEY, 'minors', minorId, 'activity'],
    queryFn: () => http(`${config.recordsApiBase}/guardian/minors/${minorId}/activity`, { contract: activityContract }),
    staleTime: 15_000,
  });

/** PUT /records/api/guardian/minors/{id}/controls: the guardian's new daily limit, purchase block and real-name choice. */
export const saveGuardianControls = (http: HttpClient, minorId: number, controls: GuardianControlsRequest) =>
  http(`${config.recordsApiBase}/guardian/minors/${minorId}/controls`, { method: 'PUT', body: { ...controls }, contract: summaryContract });

/** POST /records/api/guardian/minors/{id}/invites/{inviteId}: the guardian approves or refuses an adult's team invitation. */
export const decideMinorInvite = (http: HttpClient, minorId: number, inviteId: number, approve: boolean) =>
  http(`${config.recordsApiBase}/guardian/minors/${minorId}/invites/${inviteId}`, { method: 'POST', body: { approve }, contract: decisionContract });
