/**
 * One team and the changes to it (docs/product/teams.md, API): plain requests the team formation
 * flow runs as actors (provided by the route layer), each answer checked against src/contract/teams.ts.
 */
import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { AcceptInviteRequest, CreateTeamRequest, InviteRequest, Team, TeamChangeResponse, TeamStatusResponse } from '@/contract/teams';
import { TEAMS_KEY } from './keys';

const reports = () => import('./contract-reports');

const teamContract: Contract<Team> = {
  is: typia.createIs<Team>(),
  explain: () => reports().then((r) => r.validateTeam),
};
const changeContract: Contract<TeamChangeResponse> = {
  is: typia.createIs<TeamChangeResponse>(),
  explain: () => reports().then((r) => r.validateTeamChange),
};
const statusContract: Contract<TeamStatusResponse> = {
  is: typia.createIs<TeamStatusResponse>(),
  explain: () => reports().then((r) => r.validateTeamStatus),
};

const base = () => `${config.educationalApiBase}/teams`;

/** GET /educational/api/teams/{id}: members and invitees only (404 status:team.notFound to anyone else). */
export const fetchTeam = (http: HttpClient, id: number) => http(`${base()}/${id}`, { contract: teamContract });

export const teamQuery = (http: HttpClient, id: number) =>
  queryOptions({
    queryKey: [TEAMS_KEY, 'detail', id],
    queryFn: () => fetchTeam(http, id),
    staleTime: 5_000,
  });

/** POST /educational/api/teams: creates the team with the caller as leader (the Epic id, when given, is linked first). */
export const createTeam = (http: HttpClient, request: CreateTeamRequest) => http(base(), { method: 'POST', body: { ...request }, contract: changeContract });

/** POST /educational/api/teams/{teamId}/invite: invites by Play ID or e-mail (leader only). */
export const inviteToTeam = (http: HttpClient, teamId: number, request: InviteRequest) =>
  http(`${base()}/${teamId}/invite`, { method: 'POST', body: { ...request }, contract: changeContract });

/** DELETE /educational/api/teams/{teamId}/leave: a member (not the leader) leaves. */
export const leaveTeam = (http: HttpClient, teamId: number) => http(`${base()}/${teamId}/leave`, { method: 'DELETE', contract: statusContract });

/** POST /educational/api/teams/invitations/{id}/decline. */
export const declineInvitation = (http: HttpClient, invitationId: number) =>
  http(`${base()}/invitations/${invitationId}/decline`, { method: 'POST', contract: statusContract });

/** POST /educational/api/teams/invitations/{id}/accept (an Epic id, when given, is linked first). */
export const acceptInvitation = (http: HttpClient, invitationId: number, request: AcceptInviteRequest = {}) =>
  http(`${base()}/invitations/${invitationId}/accept`, { method: 'POST', body: { ...request }, contract: changeContract });

/** DELETE /educational/api/teams/invitations/{id}/cancel (leader only). */
export const cancelInvitation = (http: HttpClient, invitationId: number) =>
  http(`${base()}/invitations/${invitationId}/cancel`, { method: 'DELETE', contract: changeContract });

/** DELETE /educational/api/teams/{teamId}/kick/{memberId}: the member's user id (leader only). */
export const kickMember = (http: HttpClient, teamId: number, memberId: number) =>
  http(`${base()}/${teamId}/kick/${memberId}`, { method: 'DELETE', contract: changeContract });

/** DELETE /educational/api/teams/{id} (leader only, before confirmation). */
export const deleteTeam = (http: HttpClient, teamId: number) => http(`${base()}/${teamId}`, { method: 'DELETE', contract: statusContract });

/** POST /educational/api/teams/{id}/confirm: subscribes the full team and locks it (leader only). */
export const confirmTeam = (http: HttpClient, teamId: number) => http(`${base()}/${teamId}/confirm`, { method: 'POST', contract: changeContract });
