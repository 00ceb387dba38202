/** GET /educational/api/tournaments: the pages of tournament cards and their filters (docs/product/tournaments.md, API). */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { TournamentListQuery, TournamentPage } from '@/contract/tournaments';
import { TOURNAMENTS_KEY } from './keys';

const reports = () => import('./contract-reports');

const pageContract: Contract<TournamentPage> = {
  is: typia.createIs<TournamentPage>(),
  explain: () => reports().then((r) => r.validateTournamentPage),
};

/** The query string of GET /educational/api/tournaments, only with the filters given. */
export function tournamentListParams(query: TournamentListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.page !== undefined) params.set('page', String(query.page));
  if (query.pageSize !== undefined) params.set('pageSize', String(query.pageSize));
  if (query.status && query.status.length > 0) params.set('status', query.status.join(','));
  if (query.game) params.set('game', query.game);
  if (query.subscribed) params.set('subscribed', 'true');
  return params;
}

/** GET /educational/api/tournaments: one page of cards (docs/product/tournaments.md, Screens). */
export const tournamentListQuery = (http: HttpClient, query: TournamentListQuery) =>
  queryOptions({
    queryKey: [TOURNAMENTS_KEY, 'list', query],
    queryFn: () => http(`${config.educationalApiBase}/tournaments?${tournamentListParams(query).toString()}`, { contract: pageContract }),
    staleTime: 30_000,
  });
