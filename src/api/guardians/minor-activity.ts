/**
 * A supervised minor as their guardian sees and sets it (docs/product/guardians.md, Supervision): the
 * last 30 days, the controls and the adults' team invitations. Every answer is checked against
 * src/contract/guardians.ts.
 */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { GuardianControlsRequest, InviteDecisionResponse, MinorActivity, SupervisedMinorSummary } from '@/contract/guardians';
import { GUARDIANS_KEY } from './keys';

const reports = () => import('./contract-reports');

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
