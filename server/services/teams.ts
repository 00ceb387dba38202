import { asc, eq, inArray } from 'drizzle-orm';
import type { Team } from '../../src/contract/teams';
import type { Executor } from '../db/executor';
import { teamInvites, teamMembers, teams, tournaments, users } from '../db/schema';
import { namesHiddenAmong, visibleName } from './privacy';

/** Teams as the API shows them (docs/product/teams.md, API), in the order of `ids`; the viewer decides what invite rows reveal. */
export async function loadTeams(db: Executor, ids: number[], viewerId: number): Promise<Team[]> {
  if (ids.length === 0) return [];
  const heads = await db
    .select({
      id: teams.id,
      name: teams.name,
      eventId: teams.eventId,
      eventName: tournaments.name,
      modeQuantity: tournaments.modeQuantity,
      subscribed: teams.subscribed,
      leaderId: teams.leaderId,
      leaderFirstName: users.firstName,
      leaderLastName: users.lastName,
      leaderPlayId: users.playId,
    })
    .from(teams)
    .innerJoin(tournaments, eq(tournaments.id, teams.eventId))
    .innerJoin(users, eq(users.id, teams.leaderId))
    .where(inArray(teams.id, ids));
  const members = await db
    .select({ teamId: teamMembers.teamId, id: users.id, playId: users.playId, firstName: users.firstName, lastName: users.lastName, discord: teamMembers.discord })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(inArray(teamMembers.teamId, ids))
    .orderBy(asc(teamMembers.joinedAt), asc(users.id));
  const invites = await db
    .select({
      teamId: teamInvites.teamId,
      id: teamInvites.id,
      userIdentification: teamInvites.userIdentification,
      userId: teamInvites.userId,
      playId: users.playId,
      awaitingGuardian: teamInvites.awaitingGuardian,
    })
    .from(teamInvites)
    .innerJoin(users, eq(users.id, teamInvites.userId))
    .where(inArray(teamInvites.teamId, ids))
    .orderBy(asc(teamInvites.id));

  // A minor's real name reaches other players only when a guardian allows it (docs/product/guardians.md, Safe defaults).
  const hidden = await namesHiddenAmong(db, [...heads.map((head) => head.leaderId), ...members.map((member) => member.id)]);
  const byId = new Map(heads.map((head) => [head.id, head]));
  return ids.flatMap((id) => {
    const head = byId.get(id);
    if (!head) return [];
    const isLeader = head.leaderId === viewerId;
    const teamMembersOf = members.filter((m) => m.teamId === id);
    const isMember = teamMembersOf.some((m) => m.id === viewerId);
    // Members put the leader first; the rest keep their joining order.
    teamMembersOf.sort((a, b) => Number(b.id === head.leaderId) - Number(a.id === head.leaderId));
    return [
      {
        id: head.id,
        name: head.name,
        eventId: head.eventId,
        eventName: head.eventName,
        leader: { id: head.leaderId, ...visibleName(hidden, head.leaderId, viewerId, { firstName: head.leaderFirstName, lastName: head.leaderLastName }), playId: head.leaderPlayId },
        // Discord users are for teammates to find each other; invitees do not see them yet.
        teamMembers: teamMembersOf.map(({ id: memberId, playId, firstName, lastName, discord }) => ({
          id: memberId,
          playId,
          ...visibleName(hidden, memberId, viewerId, { firstName, lastName }),
          isLeader: memberId === head.leaderId,
          discord: isMember ? discord : null,
        })),
        // What the leader typed (maybe an e-mail) is shown to the leader and the guest only.
        invites: invites
          .filter((invite) => invite.teamId === id)
          .map((invite) => ({
            id: invite.id,
            userIdentification: isLeader || invite.userId === viewerId ? invite.userIdentification : invite.playId,
            userId: invite.userId,
            playId: invite.playId,
            awaitingGuardian: invite.awaitingGuardian,
          })),
        modeQuantity: head.modeQuantity,
        subscribed: head.subscribed,
      },
    ];
  });
}

export async function loadTeam(db: Executor, id: number, viewerId: number): Promise<Team | undefined> {
  return (await loadTeams(db, [id], viewerId))[0];
}
