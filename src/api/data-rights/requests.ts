/**
 * Data rights (docs/product/data-rights.md, API): the copy of one's data and the erasure request,
 * for oneself or, as a guardian, for a supervised minor (`minorId`), and a guardian's correction of
 * the minor's personal data. Every answer is checked
 * against src/contract/data-rights.ts.
 */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import { profileContract } from '@/api/contract-checks';
import type { EditAccountRequest } from '@/contract/account';
import type { DataExport, DeletionRequestState } from '@/contract/data-rights';
import type { Profile } from '@/contract/profile';

const reports = () => import('./contract-reports');

const exportContract: Contract<DataExport> = {
  is: typia.createIs<DataExport>(),
  explain: () => reports().then((r) => r.validateDataExport),
};
const deletionContract: Contract<DeletionRequestState> = {
  is: typia.createIs<DeletionRequestState>(),
  explain: () => reports().then((r) => r.validateDeletionRequestState),
};

/** Whose data: the signed-in person, or a minor their guardian acts for. */
export type DataSubject = { kind: 'self' } | { kind: 'minor'; minorId: number };

const base = (subject: DataSubject) => (subject.kind === 'self' ? `${config.recordsApiBase}/user` : `${config.recordsApiBase}/guardian/minors/${subject.minorId}`);

/** Every query of this feature starts with this key. */
export const DATA_RIGHTS_KEY = 'data-rights';

/** GET …/data-export: everything kept about the subject (and a guardian's minors, for oneself). */
export const fetchDataExport = (http: HttpClient, subject: DataSubject) => http(`${base(subject)}/data-export`, { contract: exportContract });

/** GET …/deletion-request: the pending erasure, or none. */
export const deletionRequestQuery = (http: HttpClient, subject: DataSubject) =>
  queryOptions({
    queryKey: [DATA_RIGHTS_KEY, subject.kind === 'self' ? 'self' : subject.minorId, 'deletion'],
    queryFn: () => http(`${base(subject)}/deletion-request`, { contract: deletionContract }),
    staleTime: 15_000,
  });

/** POST …/deletion-request: asks for the erasure, confirmed with the caller's own password. */
export const requestDeletion = (http: HttpClient, subject: DataSubject, password: string) =>
  http(`${base(subject)}/deletion-request`, { method: 'POST', body: { password }, contract: deletionContract });

/** DELETE …/deletion-request: cancels the pending erasure. */
export const cancelDeletion = (http: HttpClient, subject: DataSubject) => http(`${base(subject)}/deletion-request`, { method: 'DELETE', contract: deletionContract });

/** GET /records/api/guardian/minors/{id}/profile: the minor's profile, for the guardian's correction. */
export const minorProfileQuery = (http: HttpClient, minorId: number) =>
  queryOptions({
    queryKey: [DATA_RIGHTS_KEY, minorId, 'profile'],
    queryFn: () => http(`${config.recordsApiBase}/guardian/minors/${minorId}/profile`, { contract: profileContract }),
    staleTime: 15_000,
  });

/** PUT /records/api/guardian/minors/{id}/personal-data: the guardian corrects the minor's personal data; answers the minor's profile. */
export const saveMinorPersonalData = (http: HttpClient, minorId: number, request: EditAccountRequest): Promise<Profile> =>
  http(`${config.recordsApiBase}/guardian/minors/${minorId}/personal-data`, { method: 'PUT', body: { ...request }, contract: profileContract });
