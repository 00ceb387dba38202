/** The caller's teams and the invitations waiting for their answer (docs/product/teams.md, API), page by page. */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { PendingInvitationPage, TeamPage } from '@/contract/teams';
import { TEAMS_KEY } from './keys';

const reports = () => import('./contract-reports');

const teamPageContract: Contract<TeamPage> = {
  is: typia.createIs<TeamPage>(),
  explain: () => reports().then((r) => r.validateTeamPage),
};
const pendingPageContract: Contract<PendingInvitationPage> = {
  is: typia.createIs<PendingInvitationPage>(),
  explain: () => reports().then((r) => r.validatePendingInvitationPage),
};

/** Teams are listed 20 at a time, from page 0 (docs/product/teams.md, Limits). */
export const TEAMS_PAGE_SIZE = 20;

const base = () => `${config.educationalApiBase}/teams`;

/** GET /educational/api/teams: the caller's teams; `leading` adds isLeader=true (the teams they lead). */
export const teamListQuery = (http: HttpClient, { page = 0, pageSize = TEAMS_PAGE_SIZE, leading = false }: { page?: number; pageSize?: number; leading?: boolean } = {}) =>
  queryOptions({
    queryKey: [TEAMS_KEY, 'list', { page, pageSize, leading }],
    queryFn: () => http(`${base()}`, { query: { page, pageSize, isLeader: leading ? true : undefined }, contract: teamPageContract }),
    staleTime: 15_000,
  });

/** GET /educational/api/teams/pending: invitations waiting for the caller's answer. */
export const pendingInvitationsQuery = (http: HttpClient, { page = 0, pageSize = TEAMS_PAGE_SIZE }: { page?: number; pageSize?: number } = {}) =>
  queryOptions({
    queryKey: [TEAMS_KEY, 'pending', { page, pageSize }],
    queryFn: () => http(`${base()}/pending`, { query: { page, pageSize }, contract: pendingPageContract }),
    staleTime: 15_000,
  });
