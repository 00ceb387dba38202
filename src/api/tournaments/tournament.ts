/** GET /educational/api/tournaments/{id}: one tournament with the caller's eligibility (docs/product/tournaments.md, API). */
import typia from 'typia';
import { retryUnlessRefused } from '@/api/errors';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { Tournament } from '@/contract/tournaments';
import { TOURNAMENTS_KEY } from './keys';

const reports = () => import('./contract-reports');

const tournamentContract: Contract<Tournament> = {
  is: typia.createIs<Tournament>(),
  explain: () => reports().then((r) => r.validateTournament),
};

/** GET /educational/api/tournaments/{id}: the detail with the caller's eligibility. */
export const tournamentQuery = (http: HttpClient, id: number) =>
  queryOptions({
    queryKey: [TOURNAMENTS_KEY, 'detail', id],
    queryFn: () => http(`${config.educationalApiBase}/tournaments/${id}`, { contract: tournamentContract }),
    staleTime: 15_000,
    retry: retryUnlessRefused,
  });
