import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingInvitationPage, Team, TeamChangeResponse, TeamPage } from '@/contract/teams';
import type { SubscriptionResponse } from '@/contract/tournaments';
import { eventSubscriptions, teamMembers, teams, tournaments } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { DEMO_EVENTS } from '../../server/seed/tournaments';
import { signIn } from './support/browser';
import { createEvent, createStudent, keysOf, newEpicId, type TestStudent } from './support/events';
import { api, jsonCaller, onPostgres, startTestServer } from './support/harness';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const T = '/educational/api/teams';
const call = jsonCaller(() => server);
const createTeam = (token: string, body: Record<string, unknown>) => call<TeamChangeResponse>('POST', T, token, body);
const invite = (teamId: number, token: string, userIdentification: unknown) => call<TeamChangeResponse>('POST', `${T}/${teamId}/invite`, token, { userIdentification });
const accept = (inviteId: number, token: string) => call<TeamChangeResponse>('POST', `${T}/invitations/${inviteId}/accept`, token);
const teamOf = async (id: number, token: string) => (await call<Team>('GET', `${T}/${id}`, token)).json;
const inviteIdFor = (team: Team, userId: number) => team.invites.find((i) => i.userId === userId)!.id;
const statusIn = async (eventId: number, token: string) => ((await call<SubscriptionResponse>('GET', `/educational/api/tournaments/${eventId}/subscription`, token)).json as SubscriptionResponse).status;

/** A leader with a new team in a new event of `size`; `members` already joined. */
async function formedTeam(size: number, members: TestStudent[], leader?: TestStudent, eventOptions: Parameters<typeof createEvent>[1] = {}) {
  const boss = leader ?? (await createStudent(server));
  const eventId = await createEvent(server, { modeQuantity: size, ...eventOptions });
  const created = await createTeam(boss.token, { name: 'Time de Teste', eventId });
  expect(created.status).toBe(201);
  const teamId = created.json.team.id;
  for (const member of members) {
    const invited = await invite(teamId, boss.token, member.playId);
    expect(invited.status).toBe(201);
    expect((await accept(inviteIdFor(invited.json.team, member.id), member.token)).status).toBe(200);
  }
  return { leader: boss, eventId, teamId };
}

describe('POST /educational/api/teams', () => {
  it('creates a team led by the caller, who is its first member', async () => {
    const leader = await createStudent(server);
    const eventId = await createEvent(server, { modeQuantity: 4 });
    const created = await createTeam(leader.token, { name: '  Fênix 🔥 <b>Dourada</b> ', eventId, discord: 'fenix#0001' });
    expect(created.status).toBe(201);
    expect(created.json.messageKey).toBe('status:team.created');
    expect(created.json.team).toMatchObject({
      name: 'Fênix 🔥 <b>Dourada</b>',
      eventId,
      modeQuantity: 4,
      subscribed: false,
      invites: [],
      leader: { id: leader.id, playId: leader.playId },
      teamMembers: [{ id: leader.id, playId: leader.playId, isLeader: true, discord: 'fenix#0001' }],
    });
    const detail = await call<{ teamId: number | null; subscriptionStatus: string }>('GET', `/educational/api/tournaments/${eventId}`, leader.token);
    expect(detail.json).toMatchObject({ teamId: created.json.team.id, subscriptionStatus: 'NOT_SUBSCRIBED' });

    const again = await createTeam(leader.token, { teamName: 'Outro', eventId });
    expect(again.status).toBe(409);
    expect(keysOf(again.json)).toEqual(['status:team.alreadyHasTeamInEvent']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no name', {}, 'validation:name.required'],
    ['a blank name', { name: '   ' }, 'validation:name.required'],
    ['4,000 characters', { name: 'x'.repeat(4000) }, 'validation:name.max'],
    ['a control character', { name: 'Time\u0007' }, 'validation:name.invalid'],
    ['a name that is not text', { name: { text: 'a' } }, 'validation:name.invalid'],
  ])('refuses %s as a field error', async (_name, body, messageKey) => {
    const leader = await createStudent(server);
    const answer = await createTeam(leader.token, { eventId: DEMO_EVENTS.openSquad, ...body });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual([expect.objectContaining({ field: 'name', messageKey })]);
  });

  it('refuses a missing or unknown event, and solo events', async () => {
    const leader = await createStudent(server);
    expect(keysOf((await createTeam(leader.token, { name: 'A' })).json)).toEqual(['validation:eventId.required']);
    expect(keysOf((await createTeam(leader.token, { name: 'A', eventId: 'abc' })).json)).toEqual(['validation:eventId.invalid']);
    const unknown = await createTeam(leader.token, { name: 'A', eventId: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(keysOf(unknown.json)).toEqual(['status:event.notFound']);
    expect(keysOf((await createTeam(leader.token, { name: 'A', eventId: DEMO_EVENTS.openSolo })).json)).toEqual(['status:event.soloEvent']);
  });

  it('links the Epic account first when the leader has none, then checks the event’s restrictions', async () => {
    const leader = await createStudent(server);
    const eventId = await createEvent(server, { modeQuantity: 2, restrictions: { hasEpicId: true } });
    expect(keysOf((await createTeam(leader.token, { name: 'Épicos', eventId })).json)).toEqual(['status:eventRestriction.epicId']);
    const bad = await createTeam(leader.token, { name: 'Épicos', eventId, epicAccountId: 'curto' });
    expect(keysOf(bad.json)).toEqual(['validation:epicAccountId.length']);
    const id = newEpicId();
    expect((await createTeam(leader.token, { name: 'Épicos', eventId, epicAccountId: id })).status).toBe(201);
    expect((await call('GET', '/records/api/account/games', leader.token)).json).toEqual({ epicAccountId: id });
  });

  it('a refused creation leaves nothing behind, Epic link included', async () => {
    const leader = await createStudent(server);
    const eventId = await createEvent(server, { modeQuantity: 2, restrictions: { minAge: 18 } });
    const refused = await createTeam(leader.token, { name: 'Cedo Demais', eventId, epicAccountId: newEpicId() });
    expect(keysOf(refused.json)).toEqual(['status:eventRestriction.minAge']);
    expect((await call('GET', '/records/api/account/games', leader.token)).json).toEqual({ epicAccountId: null });
    const [left] = await server.database.db.select({ count: count() }).from(teams).where(eq(teams.eventId, eventId));
    expect(left!.count).toBe(0);
  });

  it('two simultaneous creations by one user in one event leave one team and no orphan', async () => {
    const leader = await createStudent(server);
    const eventId = await createEvent(server, { modeQuantity: 4 });
    const answers = await Promise.all([1, 2, 3].map((n) => createTeam(leader.token, { name: `Time ${n}`, eventId })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const [made] = await server.database.db.select({ count: count() }).from(teams).where(eq(teams.eventId, eventId));
    expect(made!.count).toBe(1);
  });
});

describe('invitations', () => {
  it('invites by Play ID or e-mail (any case); the guest sees it pending and the team; strangers do not', async () => {
    const [a, b, stranger] = await Promise.all([createStudent(server), createStudent(server), createStudent(server)]);
    const leader = await createStudent(server);
    const eventId = await createEvent(server, { modeQuantity: 4 });
    const teamId = (await createTeam(leader.token, { name: 'Convites', eventId, discord: 'leader#0001' })).json.team.id;
    const byPlayId = await invite(teamId, leader.token, a.playId.toUpperCase());
    expect(byPlayId.status).toBe(201);
    expect(byPlayId.json.messageKey).toBe('status:team.inviteSent');
    const byEmail = await invite(teamId, leader.token, `  ${b.email.toUpperCase()} `);
    expect(byEmail.json.team.invites.map((i) => [i.userId, i.userIdentification])).toEqual([
      [a.id, a.playId.toUpperCase()],
      [b.id, b.email.toUpperCase()],
    ]);

    const pending = (await call<PendingInvitationPage>('GET', `${T}/pending`, a.token)).json;
    expect(pending).toMatchObject({ number: 0, size: 20, totalElements: 1, last: true });
    expect(pending.content[0]).toMatchObject({ id: inviteIdFor(byEmail.json.team, a.id), team: { id: teamId, leader: { id: leader.id }, modeQuantity: 4, membersCount: 1 } });

    // The guest sees the team; a typed e-mail is shown to the leader and that guest only.
    const seenByA = await teamOf(teamId, a.token);
    expect(seenByA.invites.find((i) => i.userId === b.id)!.userIdentification).toBe(b.playId);
    expect(seenByA.teamMembers.map((m) => m.discord)).toEqual([null]);
    const joined = await api(server, `${T}/invitations/${inviteIdFor(seenByA, a.id)}/accept`, { method: 'POST', token: a.token, json: { discord: 'a#0002' } });
    expect((joined.json as TeamChangeResponse).team.teamMembers.map((m) => m.discord)).toEqual(['leader#0001', 'a#0002']);
    const hidden = await call('GET', `${T}/${teamId}`, stranger.token);
    expect(hidden.status).toBe(404);
    expect(keysOf(hidden.json)).toEqual(['status:team.notFound']);
  });

  it.each<[string, (ctx: { leader: TestStudent; self: TestStudent }) => unknown, number, string]>([
    ['an unknown Play ID', () => 'NinguemAqui#0000', 400, 'status:team.guestNotFound'],
    ['an unknown e-mail', () => 'ninguem@example.com', 400, 'status:team.guestNotFound'],
    ['markup', () => '<img src=x onerror=alert(1)>', 400, 'status:team.guestNotFound'],
    ['one’s own Play ID', ({ leader }) => leader.playId, 400, 'status:team.guestIsSelf'],
    ['one’s own e-mail', ({ leader }) => leader.email, 400, 'status:team.guestIsSelf'],
    ['nothing', () => '  ', 400, 'validation:userIdentification.required'],
    ['a huge value', () => 'x'.repeat(4000), 400, 'validation:userIdentification.max'],
    ['a number', () => ({ playId: 1 }), 400, 'validation:userIdentification.invalid'],
  ])('refuses %s', async (_name, who, status, messageKey) => {
    const { leader, teamId } = await formedTeam(4, []);
    const answer = await invite(teamId, leader.token, who({ leader, self: leader }));
    expect(answer.status).toBe(status);
    expect(keysOf(answer.json)).toEqual([messageKey]);
  });

  it('only the leader invites; nobody is invited twice or into a second team of the event', async () => {
    const [member, guest, other] = await Promise.all([createStudent(server), createStudent(server), createStudent(server)]);
    const { leader, teamId, eventId } = await formedTeam(4, [member]);
    const notLeader = await invite(teamId, member.token, guest.playId);
    expect(notLeader.status).toBe(403);
    expect(keysOf(notLeader.json)).toEqual(['status:team.onlyLeaderCanInvite']);

    expect((await invite(teamId, leader.token, guest.playId)).status).toBe(201);
    expect(keysOf((await invite(teamId, leader.token, guest.email)).json)).toEqual(['status:team.alreadyInvited']);
    expect(keysOf((await invite(teamId, leader.token, member.playId)).json)).toEqual(['status:team.alreadyInThisTeam']);

    const rival = await createTeam(other.token, { name: 'Rivais', eventId });
    expect(keysOf((await invite(rival.json.team.id, other.token, member.email)).json)).toEqual(['status:team.alreadyInAnotherTeam']);
    expect(keysOf((await invite(teamId, leader.token, other.playId)).json)).toEqual(['status:team.alreadyInAnotherTeam']);
  });

  it('a full team invites nobody (status:team.full), and freeing a place allows it again', async () => {
    const [m1, guest] = await Promise.all([createStudent(server), createStudent(server)]);
    const { leader, teamId } = await formedTeam(2, [m1]);
    const refused = await invite(teamId, leader.token, guest.playId);
    expect(refused.status).toBe(409);
    expect(keysOf(refused.json)).toEqual(['status:team.full']);
    expect((await call('DELETE', `${T}/${teamId}/kick/${m1.id}`, leader.token)).status).toBe(200);
    expect((await invite(teamId, leader.token, guest.playId)).status).toBe(201);
  });

  it('an invitee who joined another team of the event meanwhile cannot accept the first invite', async () => {
    const [guest, otherLeader] = await Promise.all([createStudent(server), createStudent(server)]);
    const { leader, teamId, eventId } = await formedTeam(4, []);
    const first = (await invite(teamId, leader.token, guest.playId)).json.team;
    const rival = (await createTeam(otherLeader.token, { name: 'Rivais', eventId })).json.team;
    const second = (await invite(rival.id, otherLeader.token, guest.email)).json.team;
    expect((await accept(inviteIdFor(second, guest.id), guest.token)).status).toBe(200);
    const late = await accept(inviteIdFor(first, guest.id), guest.token);
    expect(late.status).toBe(409);
    expect(keysOf(late.json)).toEqual(['status:team.alreadyInAnotherTeam']);
    expect((await teamOf(teamId, leader.token)).teamMembers.map((m) => m.id)).toEqual([leader.id]);
  });

  it('refuses a guest the event’s restrictions leave out, naming the restriction', async () => {
    const [leader, adult] = await Promise.all([createStudent(server), createStudent(server, { birthDate: '1990-01-01' })]);
    const { teamId } = await formedTeam(2, [], leader, { restrictions: { maxAge: 18 } });
    const answer = await invite(teamId, leader.token, adult.playId);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual([{ code: 'guestInvalid', messageKey: 'status:team.guestInvalid', detail: 'maxAge' }]);
  });

  it('pending invites are capped at the team size', async () => {
    const guests = await Promise.all([1, 2, 3].map(() => createStudent(server)));
    const { leader, teamId } = await formedTeam(2, []);
    expect((await invite(teamId, leader.token, guests[0]!.playId)).status).toBe(201);
    expect((await invite(teamId, leader.token, guests[1]!.playId)).status).toBe(201);
    expect(keysOf((await invite(teamId, leader.token, guests[2]!.playId)).json)).toEqual(['status:team.tooManyInvites']);
  });

  it('declining and cancelling remove the invite; only the guest declines and only the leader cancels', async () => {
    const [a, b] = await Promise.all([createStudent(server), createStudent(server)]);
    const { leader, teamId } = await formedTeam(4, []);
    await invite(teamId, leader.token, a.playId);
    const team = (await invite(teamId, leader.token, b.playId)).json.team;
    const aInvite = inviteIdFor(team, a.id);
    const bInvite = inviteIdFor(team, b.id);

    expect(keysOf((await call('POST', `${T}/invitations/${aInvite}/decline`, b.token)).json)).toEqual(['status:team.invitationInvalid']);
    expect(keysOf((await accept(aInvite, b.token)).json)).toEqual(['status:team.invitationInvalid']);
    expect((await call('POST', `${T}/invitations/${aInvite}/decline`, a.token)).json).toEqual({ messageKey: 'status:team.inviteDeclined' });
    expect(keysOf((await accept(aInvite, a.token)).json)).toEqual(['status:team.invitationInvalid']);

    const byGuest = await call('DELETE', `${T}/invitations/${bInvite}/cancel`, b.token);
    expect(byGuest.status).toBe(403);
    expect(keysOf(byGuest.json)).toEqual(['status:team.onlyLeader']);
    const cancelled = await call<TeamChangeResponse>('DELETE', `${T}/invitations/${bInvite}/cancel`, leader.token);
    expect(cancelled.json.messageKey).toBe('status:team.inviteCancelled');
    expect(cancelled.json.team.invites).toEqual([]);
    expect(keysOf((await accept(bInvite, b.token)).json)).toEqual(['status:team.invitationInvalid']);
    expect((await call<PendingInvitationPage>('GET', `${T}/pending`, b.token)).json.content).toEqual([]);
  });

  it.each(['abc', '0', '99999999', '%27%3B--'])('an unknown or hostile invitation id %s is invalid', async (id) => {
    const student = await createStudent(server);
    for (const [method, action] of [
      ['POST', 'accept'],
      ['POST', 'decline'],
      ['DELETE', 'cancel'],
    ] as const) {
      const answer = await call(method, `${T}/invitations/${id}/${action}`, student.token);
      expect(answer.status).toBe(404);
      expect(keysOf(answer.json)).toEqual(['status:team.invitationInvalid']);
    }
  });

  it('accepting checks the guest against the event at that moment, and may link the Epic account', async () => {
    const guest = await createStudent(server);
    const { leader, teamId, eventId } = await formedTeam(2, []);
    const team = (await invite(teamId, leader.token, guest.playId)).json.team;
    await server.database.db.update(tournaments).set({ restrictions: { hasEpicId: true } }).where(eq(tournaments.id, eventId));
    const refused = await accept(inviteIdFor(team, guest.id), guest.token);
    expect(keysOf(refused.json)).toEqual(['status:eventRestriction.epicId']);
    const id = newEpicId();
    const joined = await api(server, `${T}/invitations/${inviteIdFor(team, guest.id)}/accept`, { method: 'POST', token: guest.token, json: { epicAccountId: id } });
    expect(joined.status).toBe(200);
    expect((joined.json as TeamChangeResponse).team.teamMembers.map((m) => m.id)).toEqual([leader.id, guest.id]);
  });
});

describe('leave, kick, delete', () => {
  it('a member leaves; the leader cannot', async () => {
    const member = await createStudent(server);
    const { leader, teamId } = await formedTeam(4, [member]);
    expect(keysOf((await call('DELETE', `${T}/${teamId}/leave`, leader.token)).json)).toEqual(['status:team.leaderCannotLeave']);
    expect((await call('DELETE', `${T}/${teamId}/leave`, member.token)).json).toEqual({ messageKey: 'status:team.left' });
    expect((await teamOf(teamId, leader.token)).teamMembers.map((m) => m.id)).toEqual([leader.id]);
    expect((await call('DELETE', `${T}/${teamId}/leave`, member.token)).status).toBe(404);
  });

  it('only the leader kicks, never themselves, and only members', async () => {
    const [member, other] = await Promise.all([createStudent(server), createStudent(server)]);
    const { leader, teamId } = await formedTeam(4, [member, other]);
    const byMember = await call('DELETE', `${T}/${teamId}/kick/${other.id}`, member.token);
    expect(byMember.status).toBe(403);
    expect(keysOf(byMember.json)).toEqual(['status:team.onlyLeader']);
    expect(keysOf((await call('DELETE', `${T}/${teamId}/kick/${leader.id}`, leader.token)).json)).toEqual(['status:team.cannotKickLeader']);
    expect(keysOf((await call('DELETE', `${T}/${teamId}/kick/999999`, leader.token)).json)).toEqual(['status:team.memberNotFound']);
    expect(keysOf((await call('DELETE', `${T}/${teamId}/kick/abc`, leader.token)).json)).toEqual(['status:team.memberNotFound']);
    const kicked = await call<TeamChangeResponse>('DELETE', `${T}/${teamId}/kick/${member.id}`, leader.token);
    expect(kicked.json.messageKey).toBe('status:team.memberKicked');
    expect(kicked.json.team.teamMembers.map((m) => m.id)).toEqual([leader.id, other.id]);
    // Kicked, the member is free to be invited again.
    expect((await invite(teamId, leader.token, member.playId)).status).toBe(201);
  });

  it('deleting a team withdraws its pending invites; a member who left may be invited back', async () => {
    const [member, guest] = await Promise.all([createStudent(server), createStudent(server)]);
    const { leader, teamId } = await formedTeam(4, [member]);
    const team = (await invite(teamId, leader.token, guest.playId)).json.team;
    expect((await call('DELETE', `${T}/${teamId}/leave`, member.token)).status).toBe(200);
    expect((await invite(teamId, leader.token, member.email)).status).toBe(201);
    expect((await call('DELETE', `${T}/${teamId}`, leader.token)).status).toBe(200);
    expect(keysOf((await accept(inviteIdFor(team, guest.id), guest.token)).json)).toEqual(['status:team.invitationInvalid']);
    expect((await call<PendingInvitationPage>('GET', `${T}/pending`, member.token)).json.content).toEqual([]);
  });

  it('every change needs a bearer token', async () => {
    for (const [method, path] of [
      ['POST', T],
      ['POST', `${T}/1/invite`],
      ['POST', `${T}/invitations/1/accept`],
      ['POST', `${T}/invitations/1/decline`],
      ['DELETE', `${T}/invitations/1/cancel`],
      ['DELETE', `${T}/1/leave`],
      ['DELETE', `${T}/1/kick/2`],
      ['DELETE', `${T}/1`],
      ['POST', `${T}/1/confirm`],
    ] as const) {
      expect((await api(server, path, { method, json: {} })).status, `${method} ${path}`).toBe(401);
    }
  });

  it('only the leader deletes; the members are then free to form another team', async () => {
    const member = await createStudent(server);
    const { leader, teamId, eventId } = await formedTeam(4, [member]);
    expect(keysOf((await call('DELETE', `${T}/${teamId}`, member.token)).json)).toEqual(['status:team.onlyLeader']);
    expect((await call('DELETE', `${T}/${teamId}`, leader.token)).json).toEqual({ messageKey: 'status:team.deleted' });
    expect((await call('GET', `${T}/${teamId}`, leader.token)).status).toBe(404);
    expect((await createTeam(member.token, { name: 'Recomeço', eventId })).status).toBe(201);
  });
});

describe('confirmation', () => {
  it('confirms only a full team, then it is subscribed and locked', async () => {
    const [m1, m2, m3, late] = await Promise.all([createStudent(server), createStudent(server), createStudent(server), createStudent(server)]);
    const { leader, teamId, eventId } = await formedTeam(4, [m1, m2]);
    const pending = (await invite(teamId, leader.token, late.playId)).json.team;

    const early = await call('POST', `${T}/${teamId}/confirm`, leader.token);
    expect(early.status).toBe(400);
    expect(keysOf(early.json)).toEqual(['status:team.incomplete']);

    await accept(inviteIdFor((await invite(teamId, leader.token, m3.playId)).json.team, m3.id), m3.token);
    expect(keysOf((await call('POST', `${T}/${teamId}/confirm`, m1.token)).json)).toEqual(['status:team.onlyLeader']);
    const confirmed = await call<TeamChangeResponse>('POST', `${T}/${teamId}/confirm`, leader.token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.messageKey).toBe('status:team.confirmed');
    expect(confirmed.json.team).toMatchObject({ subscribed: true, invites: [] });
    expect(confirmed.json.team.teamMembers).toHaveLength(4);
    for (const member of [leader, m1, m2, m3]) expect(await statusIn(eventId, member.token)).toBe('COMPLETED');

    for (const [method, path, token, body] of [
      ['POST', `${T}/${teamId}/invite`, leader.token, { userIdentification: late.playId }],
      ['DELETE', `${T}/${teamId}/kick/${m1.id}`, leader.token, undefined],
      ['DELETE', `${T}/${teamId}/leave`, m2.token, undefined],
      ['DELETE', `${T}/${teamId}`, leader.token, undefined],
      ['POST', `${T}/${teamId}/confirm`, leader.token, undefined],
      ['DELETE', `/educational/api/events/${eventId}/unsubscribe`, m3.token, undefined],
    ] as const) {
      const answer = await call(method, path, token, body);
      expect(answer.status).toBe(409);
      expect(keysOf(answer.json)).toEqual(['status:team.locked']);
    }
    // The invite still pending at confirmation was withdrawn.
    expect(keysOf((await accept(inviteIdFor(pending, late.id), late.token)).json)).toEqual(['status:team.invitationInvalid']);
  });

  it('a Discord event’s team members start waiting for the server join', async () => {
    const member = await createStudent(server);
    const { leader, teamId, eventId } = await formedTeam(2, [member], undefined, { game: 'FORTNITE', requiresDiscord: true });
    expect((await call('POST', `${T}/${teamId}/confirm`, leader.token)).status).toBe(200);
    expect(await statusIn(eventId, member.token)).toBe('PENDING_DISCORD_SERVER_JOIN');
  });

  it('a member the event no longer admits stops the confirmation, and nothing is half written', async () => {
    const [m1, m2] = await Promise.all([createStudent(server), createStudent(server, { birthDate: '2009-01-01' })]);
    const { leader, teamId, eventId } = await formedTeam(3, [m1, m2]);
    await server.database.db.update(tournaments).set({ restrictions: { maxAge: 15 } }).where(eq(tournaments.id, eventId));
    const refused = await call('POST', `${T}/${teamId}/confirm`, leader.token);
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual([{ code: 'maxAge', messageKey: 'status:eventRestriction.maxAge', detail: `15|${m2.playId}` }]);
    const [subscriptions] = await server.database.db.select({ count: count() }).from(eventSubscriptions).where(eq(eventSubscriptions.eventId, eventId));
    expect(subscriptions!.count).toBe(0);
    expect((await teamOf(teamId, leader.token)).subscribed).toBe(false);
  });

  it('refuses when the window has closed', async () => {
    const member = await createStudent(server);
    const { leader, teamId, eventId } = await formedTeam(2, [member]);
    await server.database.db.update(tournaments).set({ subscriptionsEnd: new Date(Date.now() - 1000) }).where(eq(tournaments.id, eventId));
    expect(keysOf((await call('POST', `${T}/${teamId}/confirm`, leader.token)).json)).toEqual(['status:eventRestriction.subscriptionClosed']);
  });
});

describe('lists', () => {
  it('my teams, the teams I lead and my pending invites, paged', async () => {
    const [me, friend] = await Promise.all([createStudent(server), createStudent(server)]);
    const led = await formedTeam(2, [], me);
    const joined = await formedTeam(2, [me], friend);
    const invitedTo = await formedTeam(4, [], friend);
    await invite(invitedTo.teamId, friend.token, me.email);

    const mine = (await call<TeamPage>('GET', `${T}?page=0&pageSize=20`, me.token)).json;
    expect(mine.content.map((t) => t.id).sort()).toEqual([led.teamId, joined.teamId].sort());
    const leading = (await call<TeamPage>('GET', `${T}?isLeader=true`, me.token)).json;
    expect(leading.content.map((t) => t.id)).toEqual([led.teamId]);
    const firstPage = (await call<TeamPage>('GET', `${T}?pageSize=1`, me.token)).json;
    expect(firstPage).toMatchObject({ totalElements: 2, totalPages: 2, last: false });
    const pending = (await call<PendingInvitationPage>('GET', `${T}/pending?page=0&pageSize=5`, me.token)).json;
    expect(pending.content.map((p) => p.team.id)).toEqual([invitedTo.teamId]);
    expect(keysOf((await call('GET', `${T}?isLeader=yes`, me.token)).json)).toEqual(['validation:isLeader.invalid']);
    expect(keysOf((await call('GET', `${T}/pending?pageSize=101`, me.token)).json)).toEqual(['validation:pageSize.invalid']);
  });

  it('the demo students have pending invites and teams in every state', async () => {
    const aluno = (await signIn(server.url, 'aluno@example.com')).access_token;
    const vip = (await signIn(server.url, 'aluna.vip@example.com')).access_token;
    expect((await call<PendingInvitationPage>('GET', `${T}/pending`, aluno)).json.content.map((p) => p.team.name)).toEqual(['Os Invencíveis']);
    expect((await call<PendingInvitationPage>('GET', `${T}/pending`, vip)).json.content.map((p) => p.team.name)).toEqual(['Parceiros de Área']);
    const leader = (await signIn(server.url, 'jogador3@example.com')).access_token;
    const full = (await call<TeamPage>('GET', `${T}?isLeader=true`, leader)).json.content[0]!;
    expect(full).toMatchObject({ name: 'Trovões', subscribed: false });
    expect(full.teamMembers).toHaveLength(full.modeQuantity);
    const subscribed = (await call<TeamPage>('GET', T, vip)).json.content.find((t) => t.name === 'Demo Fênix')!;
    expect(subscribed.subscribed).toBe(true);
  });

  it('needs a bearer token', async () => {
    for (const path of [T, `${T}/pending`, `${T}/1`]) expect((await api(server, path)).status).toBe(401);
  });

  it.each(['abc', '0', '-3', '99999999', '1e3', '%3Cscript%3E', '9'.repeat(30)])('a hostile team id %s is a 404 with status:team.notFound on every team call', async (id) => {
    const student = await createStudent(server);
    for (const [method, path, body] of [
      ['GET', `${T}/${id}`, undefined],
      ['POST', `${T}/${id}/invite`, { userIdentification: 'PedroDemo#1001' }],
      ['DELETE', `${T}/${id}/leave`, undefined],
      ['DELETE', `${T}/${id}/kick/1`, undefined],
      ['DELETE', `${T}/${id}`, undefined],
      ['POST', `${T}/${id}/confirm`, undefined],
    ] as const) {
      const answer = await call(method, path, student.token, body);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(keysOf(answer.json)).toEqual(['status:team.notFound']);
    }
  });
});

describe('the last free place (concurrent accepts)', () => {
  const RUNS = 50;

  it(`two invitees accepting the last place at once: exactly one gets it, ${RUNS} runs on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`, async () => {
    const [leader, a, b] = await Promise.all([createStudent(server), createStudent(server), createStudent(server)]);
    let overflows = 0;
    const winners = { a: 0, b: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const eventId = await createEvent(server, { modeQuantity: 2 });
      const teamId = (await createTeam(leader.token, { name: `Corrida ${run}`, eventId })).json.team.id;
      await invite(teamId, leader.token, a.playId);
      const team = (await invite(teamId, leader.token, b.email)).json.team;
      const [forA, forB] = await Promise.all([accept(inviteIdFor(team, a.id), a.token), accept(inviteIdFor(team, b.id), b.token)]);
      expect([forA.status, forB.status].sort()).toEqual([200, 409]);
      const loser = forA.status === 409 ? forA : forB;
      expect(keysOf(loser.json)).toEqual(['status:team.full']);
      if (forA.status === 200) winners.a += 1;
      else winners.b += 1;
      const [members] = await server.database.db.select({ count: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
      if (members!.count > 2) overflows += 1;
      expect(members!.count).toBe(2);
    }
    console.log(`concurrent accepts: ${RUNS} runs, ${overflows} overflowing teams, winners a=${winners.a} b=${winners.b}`);
    expect(winners.a + winners.b).toBe(RUNS);
    expect(overflows).toBe(0);
  });

  it('three invitees racing for the last place of a squad of 4: one joins, the team stays at 4', async () => {
    const [m1, m2, x, y, z] = (await Promise.all([1, 2, 3, 4, 5].map(() => createStudent(server)))) as [TestStudent, TestStudent, TestStudent, TestStudent, TestStudent];
    const SQUAD_RUNS = 10;
    let runs = 0;
    let overflows = 0;
    for (let run = 0; run < SQUAD_RUNS; run += 1) {
      const { leader, teamId } = await formedTeam(4, [m1, m2]);
      await invite(teamId, leader.token, x.playId);
      await invite(teamId, leader.token, y.playId);
      const team = (await invite(teamId, leader.token, z.playId)).json.team;
      const answers = await Promise.all([x, y, z].map((guest) => accept(inviteIdFor(team, guest.id), guest.token)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      expect(answers.filter((a) => a.status === 409).flatMap((a) => keysOf(a.json))).toEqual(['status:team.full', 'status:team.full']);
      const [members] = await server.database.db.select({ count: count() }).from(teamMembers).where(eq(teamMembers.teamId, teamId));
      if (members!.count > 4) overflows += 1;
      expect(members!.count).toBe(4);
      runs += 1;
    }
    console.log(`three-way accepts: ${runs} runs, ${overflows} overflowing teams`);
    expect(runs).toBe(SQUAD_RUNS);
    expect(overflows).toBe(0);
  });
});
