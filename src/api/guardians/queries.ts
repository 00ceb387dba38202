/**
 * Guardians and minors (docs/product/guardians.md, API): the minor's own consent state and its
 * invitation, and the guardian's supervised minors (the consent link a guardian opens is
 * consent-link.ts). Every answer is checked against src/contract/guardians.ts.
 */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { MinorGuardianState, SupervisedMinors } from '@/contract/guardians';
import { GUARDIANS_KEY } from './keys';

const reports = () => import('./contract-reports');

const stateContract: Contract<MinorGuardianState> = {
  is: typia.createIs<MinorGuardianState>(),
  explain: () => reports().then((r) => r.validateMinorGuardianState),
};
const minorsContract: Contract<SupervisedMinors> = {
  is: typia.createIs<SupervisedMinors>(),
  explain: () => reports().then((r) => r.validateSupervisedMinors),
};


/** GET /records/api/user/guardian: where the caller's guardian consent stands. */
export const guardianStateQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: [GUARDIANS_KEY, 'mine'],
    queryFn: () => http(`${config.recordsApiBase}/user/guardian`, { contract: stateContract }),
    staleTime: 30_000,
  });

/** POST /records/api/guardian/invitations: the invitation goes to the guardian again (3 a day). */
export const resendGuardianInvitation = (http: HttpClient) =>
  http(`${config.recordsApiBase}/guardian/invitations`, { method: 'POST', contract: stateContract });

/** GET /records/api/guardian/minors: the minors the signed-in guardian supervises. */
export const supervisedMinorsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: [GUARDIANS_KEY, 'minors'],
    queryFn: () => http(`${config.recordsApiBase}/guardian/minors`, { contract: minorsContract }),
    staleTime: 15_000,
  });

/** DELETE /records/api/guardian/minors/{id}: the guardian withdraws their consent; nothing is deleted. */
export const revokeGuardianship = (http: HttpClient, minorId: number) => http(`${config.recordsApiBase}/guardian/minors/${minorId}`, { method: 'DELETE' });
