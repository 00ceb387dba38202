/** A match as the organiser's console shows and resolves it (docs/product/play.md, API). */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import { retryUnlessRefused } from '@/api/errors';
import type { Contract, HttpClient } from '@/api/http';
import type { MatchActionResponse, MatchDetail, ResolveMatchRequest } from '@/contract/play';
import { ORGANISER_KEY } from './keys';

const reports = () => import('./contract-reports');

const matchContract: Contract<MatchDetail> = {
  is: typia.createIs<MatchDetail>(),
  explain: () => reports().then((r) => r.validateMatchDetail),
};
const matchActionContract: Contract<MatchActionResponse> = {
  is: typia.createIs<MatchActionResponse>(),
  explain: () => reports().then((r) => r.validateMatchAction),
};

const admin = () => `${config.educationalApiBase}/admin`;

/** GET /educational/api/matches/{id}: the match as the resolve dialog and the dispute row show it. */
export const organiserMatchQuery = (http: HttpClient, id: number) =>
  queryOptions({
    queryKey: [ORGANISER_KEY, 'match', id],
    queryFn: () => http(`${config.educationalApiBase}/matches/${id}`, { contract: matchContract }),
    staleTime: 2_000,
    retry: retryUnlessRefused,
  });

/** POST /educational/api/admin/matches/{id}/resolve: the organiser's result for a dispute, or a forced one. */
export const resolveMatch = (http: HttpClient, matchId: number, request: ResolveMatchRequest) =>
  http(`${admin()}/matches/${matchId}/resolve`, { method: 'POST', body: { ...request }, contract: matchActionContract });
