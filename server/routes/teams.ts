import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { PendingInvitationPage, TeamChangeResponse, TeamPage, TeamStatusResponse } from '../../src/contract/teams';
import { inviteNeedsGuardian } from '../../src/domain/guardians/supervision';
import { canConfirmTeam, checkTeamName, isEmailIdentification } from '../../src/domain/teams/team-name';
import { eligibilityFor, firstRefusal } from '../../src/domain/tournaments/eligibility';
import { normalizeEmail, todayInBrazil } from '../../src/domain/validation';
import { fieldIssue } from '../../src/domain/validation/rules';
import type { Executor } from '../db/executor';
import { eventSubscriptions, teamInvites, teamMembers, teams, tournaments, users } from '../db/schema';
import { int, pathId, readBody, readFields, text } from '../http/body';
import { ApiError, fail, requestError } from '../http/errors';
import { pageOf, readPage } from '../http/paging';
import type { EndpointGroup } from '../http/types';
import { linkEpicAccount } from '../services/game-accounts';
import { assertNotRestricted, guardianError } from '../services/guardians';
import { noticeInvitation } from '../services/invite-approval';
import { namesHiddenAmong, visibleName } from '../services/privacy';
import { loadTeam, loadTeams } from '../services/teams';
import { eligibilityEvent, initialSubscriptionStatus, loadCandidate, restrictionError, type TournamentRow } from '../services/tournaments';

const TEAM_NOT_FOUND = 'status:team.notFound';
const INVITATION_INVALID = 'status:team.invitationInvalid';

const teamError = (status: 400 | 403 | 409, code: string) => new ApiError(status, [requestError(code, `status:team.${code}`)]);

type TeamRow = typeof teams.$inferSelect;

/**
 * Takes the team's row lock for the rest of the transaction: every change to a team (members,
 * invites, confirmation) runs behind it, so two accepts of the last free place are serialised.
 */
async function lockTeam(tx: Executor, teamId: number): Promise<{ team: TeamRow; event: TournamentRow; members: number }> {
  const [team] = await tx.select().from(teams).where(eq(teams.id, teamId)).for('update');
  if (!team) throw fail.notFound(TEAM_NOT_FOUND, 'teamNotFound');
  const [event] = await tx.select().from(tournaments).where(eq(tournaments.id, team.eventId));
  const [members] = await tx.select({ count: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
  return { team, event: event!, members: Number(members?.count ?? 0) };
}

function assertLeader(team: TeamRow, userId: number, code = 'onlyLeader'): void {
  if (team.leaderId !== userId) throw teamError(403, code);
}

function assertOpen(team: TeamRow): void {
  if (team.subscribed) throw teamError(409, 'locked');
}

/** The event's restrictions apply to every member (docs/product/teams.md, Roles). */
async function assertMemberEligible(tx: Executor, event: TournamentRow, userId: number): Promise<void> {
  const candidate = await loadCandidate(tx, userId);
  if (!candidate) throw fail.unauthorized();
  const refusal = firstRefusal(eligibilityFor(eligibilityEvent(event), candidate, new Date()));
  if (refusal) throw restrictionError(refusal);
}

/** Reads an optional JSON or form body (accept has none in docs/product/teams.md, API; the Epic id may come along). */
async function optionalBody(c: Parameters<typeof readBody>[0]): Promise<Record<string, unknown>> {
  const length = Number(c.req.header('content-length') ?? 0);
  if (!c.req.header('content-type') && !(length > 0)) return {};
  return readBody(c);
}

const linkEpicWhenMissing = async (tx: Executor, userId: number, epicAccountId: string | undefined) => {
  if (epicAccountId === undefined || epicAccountId.trim() === '') return;
  const [user] = await tx.select({ epicAccountId: users.epicAccountId }).from(users).where(eq(users.id, userId));
  // The Epic account is linked first when the user has none; a linked one stays (docs/product/game-accounts.md, API).
  if (user && user.epicAccountId === null) await linkEpicAccount(tx, userId, epicAccountId);
};

/** Teams of squad events (docs/product/teams.md, API, Roles and Errors). */
export const teamRoutes: EndpointGroup = {
  name: 'teams',
  register(app, { db, authenticate }) {
    const change = async (teamId: number, viewerId: number, messageKey: string, status: 200 | 201 = 200) => {
      const team = await loadTeam(db, teamId, viewerId);
      const body: TeamChangeResponse = { messageKey, team: team! };
      return { body, status };
    };

    app.get('/educational/api/teams', async (c) => {
      const { userId } = await authenticate(c);
      const paging = readPage(c);
      const isLeader = c.req.query('isLeader');
      if (isLeader !== undefined && isLeader !== 'true' && isLeader !== 'false' && isLeader !== '') throw fail.field('isLeader', 'invalid');
      const where = isLeader === 'true' ? and(eq(teamMembers.userId, userId), eq(teams.leaderId, userId)) : eq(teamMembers.userId, userId);
      const [total] = await db.select({ count: count() }).from(teams).innerJoin(teamMembers, eq(teamMembers.teamId, teams.id)).where(where);
      const ids = await db
        .select({ id: teams.id })
        .from(teams)
        .innerJoin(teamMembers, eq(teamMembers.teamId, teams.id))
        .where(where)
        .orderBy(desc(teams.createdAt), desc(teams.id))
        .limit(paging.size)
        .offset(paging.offset);
      const body: TeamPage = pageOf(
        await loadTeams(
          db,
          ids.map((row) => row.id),
          userId,
        ),
        paging,
        Number(total?.count ?? 0),
      );
      return c.json(body);
    });

    app.get('/educational/api/teams/pending', async (c) => {
      const { userId } = await authenticate(c);
      const paging = readPage(c);
      const [total] = await db.select({ count: count() }).from(teamInvites).where(eq(teamInvites.userId, userId));
      const rows = await db
        .select({
          id: teamInvites.id,
          createdAt: teamInvites.createdAt,
          teamId: teams.id,
          teamName: teams.name,
          eventId: tournaments.id,
          eventName: tournaments.name,
          modeQuantity: tournaments.modeQuantity,
          leaderId: users.id,
          leaderFirstName: users.firstName,
          leaderLastName: users.lastName,
          leaderPlayId: users.playId,
          awaitingGuardian: teamInvites.awaitingGuardian,
          membersCount: sql<number>`(select count(*) from ${teamMembers} where ${teamMembers.teamId} = ${teams.id})`.mapWith(Number),
        })
        .from(teamInvites)
        .innerJoin(teams, eq(teams.id, teamInvites.teamId))
        .innerJoin(tournaments, eq(tournaments.id, teams.eventId))
        .innerJoin(users, eq(users.id, teams.leaderId))
        .where(eq(teamInvites.userId, userId))
        .orderBy(desc(teamInvites.id))
        .limit(paging.size)
        .offset(paging.offset);
      const hidden = await namesHiddenAmong(db, rows.map((row) => row.leaderId));
      const body: PendingInvitationPage = pageOf(
        rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          awaitingGuardian: row.awaitingGuardian,
          team: {
            id: row.teamId,
            name: row.teamName,
            eventId: row.eventId,
            eventName: row.eventName,
            modeQuantity: row.modeQuantity,
            membersCount: row.membersCount,
            leader: { id: row.leaderId, ...visibleName(hidden, row.leaderId, userId, { firstName: row.leaderFirstName, lastName: row.leaderLastName }), playId: row.leaderPlayId },
          },
        })),
        paging,
        Number(total?.count ?? 0),
      );
      return c.json(body);
    });

    // Members and invitees only; to anyone else the team does not exist.
    app.get('/educational/api/teams/:id', async (c) => {
      const { userId } = await authenticate(c);
      const team = await loadTeam(db, pathId(c.req.param('id'), TEAM_NOT_FOUND), userId);
      if (!team || !(team.teamMembers.some((m) => m.id === userId) || team.invites.some((i) => i.userId === userId))) throw fail.notFound(TEAM_NOT_FOUND, 'teamNotFound');
      return c.json(team);
    });

    app.post('/educational/api/teams', async (c) => {
      const { userId } = await authenticate(c);
      // A student of 16 or under needs a consenting guardian first (docs/product/guardians.md, Rules).
      await assertNotRestricted(db, userId, 'teams');
      const body = await readBody(c);
      const { values, issues } = readFields(body, { name: text(10_000), teamName: text(10_000), eventId: int(), epicAccountId: text(64), discord: text(100) });
      const name = values.name ?? values.teamName;
      const nameProblem = checkTeamName(name);
      if (nameProblem && !issues.some((issue) => issue.field === 'name' || issue.field === 'teamName')) issues.push(fieldIssue('name', nameProblem));
      if (values.eventId === undefined && !issues.some((issue) => issue.field === 'eventId')) issues.push(fieldIssue('eventId', { code: 'required' }));
      if (issues.length > 0) throw fail.validation(issues);

      const teamId = await db.transaction(async (tx) => {
        const [event] = await tx.select().from(tournaments).where(eq(tournaments.id, values.eventId!));
        if (!event) throw fail.notFound('status:event.notFound');
        if (event.modeQuantity < 2) throw fail.badRequest('soloEvent', 'status:event.soloEvent');
        const [already] = await tx
          .select({ teamId: teamMembers.teamId })
          .from(teamMembers)
          .where(and(eq(teamMembers.eventId, event.id), eq(teamMembers.userId, userId)));
        if (already) throw teamError(409, 'alreadyHasTeamInEvent');
        await linkEpicWhenMissing(tx, userId, values.epicAccountId);
        await assertMemberEligible(tx, event, userId);
        const [team] = await tx.insert(teams).values({ eventId: event.id, name: name!.trim(), leaderId: userId }).returning({ id: teams.id });
        const [joined] = await tx
          .insert(teamMembers)
          .values({ teamId: team!.id, eventId: event.id, userId, discord: values.discord?.trim() || null })
          .onConflictDoNothing()
          .returning({ userId: teamMembers.userId });
        // A second request of the same user created a team in this event first.
        if (!joined) throw teamError(409, 'alreadyHasTeamInEvent');
        return team!.id;
      });
      const { body: answer, status } = await change(teamId, userId, 'status:team.created', 201);
      return c.json(answer, status);
    });

    app.post('/educational/api/teams/:teamId/invite', async (c) => {
      const { userId } = await authenticate(c);
      const teamId = pathId(c.req.param('teamId'), TEAM_NOT_FOUND);
      const { values, issues } = readFields(await readBody(c), { userIdentification: text(320) });
      const identification = values.userIdentification?.trim() ?? '';
      if (issues.length === 0 && identification === '') issues.push(fieldIssue('userIdentification', { code: 'required' }));
      if (issues.length > 0) throw fail.validation(issues);

      const [guest] = await db
        .select({ id: users.id, firstName: users.firstName, role: users.role, birthDate: users.birthDate })
        .from(users)
        .where(isEmailIdentification(identification) ? eq(users.email, normalizeEmail(identification)) : eq(sql`lower(${users.playId})`, identification.toLowerCase()));
      if (!guest) throw teamError(400, 'guestNotFound');
      if (guest.id === userId) throw teamError(400, 'guestIsSelf');

      await db.transaction(async (tx) => {
        const { team, event, members } = await lockTeam(tx, teamId);
        assertLeader(team, userId, 'onlyLeaderCanInvite');
        assertOpen(team);
        if (members >= event.modeQuantity) throw teamError(409, 'full');
        const [membership] = await tx
          .select({ teamId: teamMembers.teamId })
          .from(teamMembers)
          .where(and(eq(teamMembers.eventId, event.id), eq(teamMembers.userId, guest.id)));
        if (membership) throw teamError(409, membership.teamId === team.id ? 'alreadyInThisTeam' : 'alreadyInAnotherTeam');
        const [pending] = await tx.select({ count: count() }).from(teamInvites).where(eq(teamInvites.teamId, team.id));
        // Invites may outnumber the free places (the first to accept takes one), up to the team size.
        if (Number(pending?.count ?? 0) >= event.modeQuantity) throw teamError(409, 'tooManyInvites');
        const candidate = await loadCandidate(tx, guest.id);
        const refusal = candidate && firstRefusal(eligibilityFor(eligibilityEvent(event), candidate, new Date()));
        if (refusal) throw new ApiError(400, [requestError('guestInvalid', 'status:team.guestInvalid', refusal.code)]);
        // An adult's invitation to a student of 16 or under waits for a guardian (docs/product/guardians.md, Safe defaults).
        const [inviter] = await tx.select({ role: users.role, birthDate: users.birthDate, playId: users.playId }).from(users).where(eq(users.id, userId));
        const awaitingGuardian = inviteNeedsGuardian(guest, inviter!, todayInBrazil());
        const [invite] = await tx
          .insert(teamInvites)
          .values({ teamId: team.id, userId: guest.id, userIdentification: identification, awaitingGuardian })
          .onConflictDoNothing()
          .returning({ id: teamInvites.id });
        if (!invite) throw teamError(409, 'alreadyInvited');
        await noticeInvitation(tx, guest, { leader: inviter!.playId, team: team.name, event, awaitingGuardian });
      });
      const { body, status } = await change(teamId, userId, 'status:team.inviteSent', 201);
      return c.json(body, status);
    });

    app.post('/educational/api/teams/invitations/:id/accept', async (c) => {
      const { userId } = await authenticate(c);
      await assertNotRestricted(db, userId, 'teams');
      const inviteId = pathId(c.req.param('id'), INVITATION_INVALID);
      const { values, issues } = readFields(await optionalBody(c), { epicAccountId: text(64), discord: text(100) });
      if (issues.length > 0) throw fail.validation(issues);
      const teamId = await db.transaction(async (tx) => {
        const [invite] = await tx.select().from(teamInvites).where(eq(teamInvites.id, inviteId));
        if (!invite || invite.userId !== userId) throw fail.notFound(INVITATION_INVALID, 'invitationInvalid');
        if (invite.awaitingGuardian) throw guardianError(403, 'inviteAwaitingGuardian');
        const { team, event, members } = await lockTeam(tx, invite.teamId);
        // Behind the lock: the leader may have cancelled it meanwhile.
        const [still] = await tx.select({ id: teamInvites.id }).from(teamInvites).where(eq(teamInvites.id, inviteId));
        if (!still) throw fail.notFound(INVITATION_INVALID, 'invitationInvalid');
        assertOpen(team);
        const [membership] = await tx
          .select({ teamId: teamMembers.teamId })
          .from(teamMembers)
          .where(and(eq(teamMembers.eventId, event.id), eq(teamMembers.userId, userId)));
        if (membership) throw teamError(409, membership.teamId === team.id ? 'alreadyInThisTeam' : 'alreadyInAnotherTeam');
        if (members >= event.modeQuantity) throw teamError(409, 'full');
        await linkEpicWhenMissing(tx, userId, values.epicAccountId);
        await assertMemberEligible(tx, event, userId);
        const [joined] = await tx.insert(teamMembers).values({ teamId: team.id, eventId: event.id, userId, discord: values.discord?.trim() || null }).onConflictDoNothing().returning({ userId: teamMembers.userId });
        if (!joined) throw teamError(409, 'alreadyInAnotherTeam');
        await tx.delete(teamInvites).where(eq(teamInvites.id, inviteId));
        return team.id;
      });
      const { body } = await change(teamId, userId, 'status:team.inviteAccepted');
      return c.json(body);
    });

    app.post('/educational/api/teams/invitations/:id/decline', async (c) => {
      const { userId } = await authenticate(c);
      const inviteId = pathId(c.req.param('id'), INVITATION_INVALID);
      const deleted = await db
        .delete(teamInvites)
        .where(and(eq(teamInvites.id, inviteId), eq(teamInvites.userId, userId)))
        .returning({ id: teamInvites.id });
      if (deleted.length === 0) throw fail.notFound(INVITATION_INVALID, 'invitationInvalid');
      const body: TeamStatusResponse = { messageKey: 'status:team.inviteDeclined' };
      return c.json(body);
    });

    app.delete('/educational/api/teams/invitations/:id/cancel', async (c) => {
      const { userId } = await authenticate(c);
      const inviteId = pathId(c.req.param('id'), INVITATION_INVALID);
      const teamId = await db.transaction(async (tx) => {
        const [invite] = await tx.select().from(teamInvites).where(eq(teamInvites.id, inviteId));
        if (!invite) throw fail.notFound(INVITATION_INVALID, 'invitationInvalid');
        const { team } = await lockTeam(tx, invite.teamId);
        assertLeader(team, userId);
        assertOpen(team);
        const deleted = await tx.delete(teamInvites).where(eq(teamInvites.id, inviteId)).returning({ id: teamInvites.id });
        if (deleted.length === 0) throw fail.notFound(INVITATION_INVALID, 'invitationInvalid');
        return team.id;
      });
      const { body } = await change(teamId, userId, 'status:team.inviteCancelled');
      return c.json(body);
    });

    app.delete('/educational/api/teams/:teamId/leave', async (c) => {
      const { userId } = await authenticate(c);
      const teamId = pathId(c.req.param('teamId'), TEAM_NOT_FOUND);
      await db.transaction(async (tx) => {
        const { team } = await lockTeam(tx, teamId);
        if (team.leaderId === userId) throw teamError(400, 'leaderCannotLeave');
        assertOpen(team);
        const left = await tx
          .delete(teamMembers)
          .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, userId)))
          .returning({ userId: teamMembers.userId });
        if (left.length === 0) throw fail.notFound(TEAM_NOT_FOUND, 'teamNotFound');
      });
      const body: TeamStatusResponse = { messageKey: 'status:team.left' };
      return c.json(body);
    });

    app.delete('/educational/api/teams/:teamId/kick/:memberId', async (c) => {
      const { userId } = await authenticate(c);
      const teamId = pathId(c.req.param('teamId'), TEAM_NOT_FOUND);
      const memberId = pathId(c.req.param('memberId'), 'status:team.memberNotFound');
      await db.transaction(async (tx) => {
        const { team } = await lockTeam(tx, teamId);
        assertLeader(team, userId);
        assertOpen(team);
        if (memberId === team.leaderId) throw teamError(400, 'cannotKickLeader');
        const kicked = await tx
          .delete(teamMembers)
          .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.userId, memberId)))
          .returning({ userId: teamMembers.userId });
        if (kicked.length === 0) throw fail.notFound('status:team.memberNotFound', 'memberNotFound');
      });
      const { body } = await change(teamId, userId, 'status:team.memberKicked');
      return c.json(body);
    });

    app.delete('/educational/api/teams/:id', async (c) => {
      const { userId } = await authenticate(c);
      const teamId = pathId(c.req.param('id'), TEAM_NOT_FOUND);
      await db.transaction(async (tx) => {
        const { team } = await lockTeam(tx, teamId);
        assertLeader(team, userId);
        assertOpen(team);
        await tx.delete(teams).where(eq(teams.id, team.id));
      });
      const body: TeamStatusResponse = { messageKey: 'status:team.deleted' };
      return c.json(body);
    });

    // Confirm only a full team; it is then subscribed and locked (docs/product/teams.md, States).
    app.post('/educational/api/teams/:id/confirm', async (c) => {
      const { userId } = await authenticate(c);
      const teamId = pathId(c.req.param('id'), TEAM_NOT_FOUND);
      await db.transaction(async (tx) => {
        const { team, event, members } = await lockTeam(tx, teamId);
        assertLeader(team, userId);
        assertOpen(team);
        if (!canConfirmTeam(members, event.modeQuantity)) throw teamError(400, 'incomplete');
        const memberIds = (await tx.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, team.id))).map((m) => m.userId);
        for (const memberId of memberIds) {
          const candidate = await loadCandidate(tx, memberId);
          const refusal = candidate && firstRefusal(eligibilityFor(eligibilityEvent(event), candidate, new Date()));
          if (refusal) throw restrictionError(refusal, `${refusal.detail ?? refusal.code}|${candidate.playId}`);
        }
        await tx.insert(eventSubscriptions).values(memberIds.map((memberId) => ({ eventId: event.id, userId: memberId, teamId: team.id, status: initialSubscriptionStatus(event) }))).onConflictDoNothing();
        await tx.delete(teamInvites).where(eq(teamInvites.teamId, team.id));
        await tx.update(teams).set({ subscribed: true }).where(eq(teams.id, team.id));
      });
      const { body } = await change(teamId, userId, 'status:team.confirmed');
      return c.json(body);
    });
  },
};
