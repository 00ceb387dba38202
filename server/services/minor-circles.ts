import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { MinorContact, MinorInvite, MinorTeam, MinorTournament } from '../../src/contract/guardians';
import { isAdultContact } from '../../src/domain/guardians/supervision';
import { todayInBrazil } from '../../src/domain/validation';
import type { Executor } from '../db/executor';
import { eventSubscriptions, institutions, teamInvites, teamMembers, teams, tournaments, users } from '../db/schema';
import { t } from '../messages';

/**
 * Who a minor plays with and under (docs/product/guardians.md, Supervision): their teams with every
 * member and pending invitation, and the tournaments they subscribed to with who organises them.
 */

const ROLE_ORDER: Record<MinorContact['role'], number> = { ORGANISER: 0, LEADER: 1, MEMBER: 2, INVITED: 3 };

const byRoleThenName = (a: MinorContact, b: MinorContact) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || a.name.localeCompare(b.name, 'pt-BR');

/** The ids of the teams the minor belongs to or is invited to. */
async function teamIdsOf(db: Executor, minorId: number): Promise<number[]> {
  const member = await db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, minorId));
  const invited = await db.select({ teamId: teamInvites.teamId }).from(teamInvites).where(eq(teamInvites.userId, minorId));
  return [...new Set([...member, ...invited].map((row) => row.teamId))];
}

const person = { userId: users.id, playId: users.playId, role: users.role, birthDate: users.birthDate };

/** The people of the given teams other than the minor: members (the leader among them) and pending invitees. */
async function contactsOf(db: Executor, teamIds: number[], minorId: number, leaders: Map<number, number>): Promise<Map<number, MinorContact[]>> {
  const members = await db
    .select({ teamId: teamMembers.teamId, ...person })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(inArray(teamMembers.teamId, teamIds), ne(teamMembers.userId, minorId)));
  const invited = await db
    .select({ teamId: teamInvites.teamId, ...person })
    .from(teamInvites)
    .innerJoin(users, eq(users.id, teamInvites.userId))
    .where(and(inArray(teamInvites.teamId, teamIds), ne(teamInvites.userId, minorId)));
  const today = todayInBrazil();
  const contacts = new Map<number, MinorContact[]>(teamIds.map((id) => [id, []]));
  const add = (row: (typeof members)[number], role: MinorContact['role']) =>
    contacts.get(row.teamId)!.push({ name: row.playId, adult: isAdultContact(row.role, row.birthDate, today), role });
  for (const row of members) add(row, leaders.get(row.teamId) === row.userId ? 'LEADER' : 'MEMBER');
  for (const row of invited) add(row, 'INVITED');
  return contacts;
}

/** The minor's teams, by name, each with its tournament and its people (leader, members, then invitees). */
export async function minorTeamsOf(db: Executor, minorId: number): Promise<MinorTeam[]> {
  const ids = await teamIdsOf(db, minorId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: teams.id, name: teams.name, leaderId: teams.leaderId, tournamentName: tournaments.name })
    .from(teams)
    .innerJoin(tournaments, eq(tournaments.id, teams.eventId))
    .where(inArray(teams.id, ids));
  const contacts = await contactsOf(db, ids, minorId, new Map(rows.map((row) => [row.id, row.leaderId])));
  return rows
    .map((row) => ({ id: row.id, name: row.name, tournamentName: row.tournamentName, contacts: contacts.get(row.id)!.sort(byRoleThenName) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id - b.id);
}

/**
 * The tournaments the minor subscribed to, solo or with a team, by start: a school's event is
 * organised by that school's educators, any other by the platform.
 */
export async function minorTournamentsOf(db: Executor, minorId: number): Promise<MinorTournament[]> {
  const rows = await db
    .select({ id: tournaments.id, name: tournaments.name, startsAt: tournaments.startDate, school: institutions.name })
    .from(eventSubscriptions)
    .innerJoin(tournaments, eq(tournaments.id, eventSubscriptions.eventId))
    .leftJoin(institutions, eq(institutions.id, tournaments.organiserSchoolId))
    .where(eq(eventSubscriptions.userId, minorId))
    .orderBy(asc(tournaments.startDate), asc(tournaments.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    startsAt: row.startsAt.toISOString(),
    organiser: { name: row.school ?? t('common_appName'), adult: true, role: 'ORGANISER' },
  }));
}

/** The team invitations waiting for the minor, the newest first, each with the leader who sent it. */
export async function minorInvitesOf(db: Executor, minorId: number): Promise<MinorInvite[]> {
  const rows = await db
    .select({
      id: teamInvites.id,
      createdAt: teamInvites.createdAt,
      awaitingGuardian: teamInvites.awaitingGuardian,
      teamName: teams.name,
      tournamentName: tournaments.name,
      leaderPlayId: users.playId,
      leaderRole: users.role,
      leaderBirthDate: users.birthDate,
    })
    .from(teamInvites)
    .innerJoin(teams, eq(teams.id, teamInvites.teamId))
    .innerJoin(tournaments, eq(tournaments.id, teams.eventId))
    .innerJoin(users, eq(users.id, teams.leaderId))
    .where(eq(teamInvites.userId, minorId))
    .orderBy(desc(teamInvites.id));
  const today = todayInBrazil();
  return rows.map((row) => ({
    id: row.id,
    teamName: row.teamName,
    tournamentName: row.tournamentName,
    leader: { name: row.leaderPlayId, adult: isAdultContact(row.leaderRole, row.leaderBirthDate, today), role: 'LEADER' },
    createdAt: row.createdAt.toISOString(),
    awaitingGuardian: row.awaitingGuardian,
  }));
}
