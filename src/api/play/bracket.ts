import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import { retryUnlessRefused } from '@/api/errors';
import type { Contract, HttpClient } from '@/api/http';
import type { Bracket, Standings } from '@/contract/play';
import { eventPlayKey } from './keys';

/** An event's bracket and standings (docs/product/play.md, API), read by the detail's play tabs. */

const reports = () => import('./contract-reports');

const bracketContract: Contract<Bracket> = { is: typia.createIs<Bracket>(), explain: () => reports().then((r) => r.validateBracket) };
const standingsContract: Contract<Standings> = { is: typia.createIs<Standings>(), explain: () => reports().then((r) => r.validateStandings) };

const base = () => config.educationalApiBase;

/** GET /tournaments/{id}/bracket: the duel rounds or the battle-royale lobbies (kind NONE before the start). */
export const bracketQuery = (http: HttpClient, eventId: number) =>
  queryOptions({
    queryKey: [...eventPlayKey(eventId), 'bracket'],
    queryFn: () => http(`${base()}/tournaments/${eventId}/bracket`, { contract: bracketContract }),
    staleTime: 10_000,
    retry: retryUnlessRefused,
  });

/** GET /tournaments/{id}/standings. */
export const standingsQuery = (http: HttpClient, eventId: number) =>
  queryOptions({
    queryKey: [...eventPlayKey(eventId), 'standings'],
    queryFn: () => http(`${base()}/tournaments/${eventId}/standings`, { contract: standingsContract }),
    staleTime: 10_000,
    retry: retryUnlessRefused,
  });
