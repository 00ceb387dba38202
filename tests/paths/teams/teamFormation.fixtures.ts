import type { Team, TeamChangeResponse } from '@/contract/teams';
import { ApiError } from '@/api/errors';
import type { TeamFormationInput } from '@/machines/teams/teamFormation.machine';

/** Squad of 4 in event 3, led by Lucas (user 11); Bia (12) is a member, Theo (13) is invited. */
export const LEADER = 11;
export const MEMBER = 12;
export const INVITEE = 13;
export const OUTSIDER = 99;

const leader = { id: LEADER, firstName: 'Lucas', lastName: 'Squad', playId: 'LucasSquad#2101' };
const member = (id: number, playId: string, isLeader = false) => ({ id, playId, firstName: playId.split('#')[0]!, lastName: 'Squad', isLeader, discord: null });

/** Forming: the leader, one member, one pending invite. */
export const formingTeam: Team = {
  id: 40,
  name: 'Os Invencíveis',
  eventId: 3,
  eventName: 'Squad Aberto Free Fire',
  leader,
  teamMembers: [member(LEADER, 'LucasSquad#2101', true), member(MEMBER, 'BiaSquad#2102')],
  invites: [{ id: 700, userIdentification: 'TheoSquad#2103', userId: INVITEE, playId: 'TheoSquad#2103', awaitingGuardian: false }],
  modeQuantity: 4,
  subscribed: false,
};

/** Full: four members, waiting for the leader's confirmation. */
export const fullTeam: Team = {
  ...formingTeam,
  teamMembers: [...formingTeam.teamMembers, member(INVITEE, 'TheoSquad#2103'), member(14, 'AnaSquad#2104')],
  invites: [],
};

export const subscribedTeam: Team = { ...fullTeam, subscribed: true };

/** Only the leader left, after a kick. */
export const aloneTeam: Team = { ...formingTeam, teamMembers: [formingTeam.teamMembers[0]!], invites: [] };

export const change = (team: Team, messageKey: string): TeamChangeResponse => ({ messageKey, team });

export const input = (viewerId: number, teamId: number | null, hasEpicAccount = true): TeamFormationInput => ({
  eventId: 3,
  teamSize: 4,
  viewerId,
  teamId,
  hasEpicAccount,
});

export const refusal = (status: number, messageKey: string) => new ApiError({ status, fieldErrors: [], requestErrors: [messageKey] });
export const fieldRefusal = (field: string, messageKey: string) => new ApiError({ status: 400, fieldErrors: [{ field, messageKey }], requestErrors: [] });
