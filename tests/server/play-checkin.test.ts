import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckInState, OrganiserEvent, OrganiserEventList } from '@/contract/play';
import type { TournamentPage } from '@/contract/tournaments';
import { playParticipants, schoolLinks, tournaments } from '../../server/db/schema';
import { createStudent, keysOf, type TestStudent } from './support/events';
import { call, usePlayServer, createEducator, createPlayEvent, enrolStudents, eventForm } from './support/play';

const ctx = usePlayServer();

const MINUTE = 60_000;
const checkIn = (method: string, eventId: number, token: string) => call<CheckInState>(ctx.server, method, `/educational/api/tournaments/${eventId}/check-in`, token);

describe('check-in', () => {
  it('is NOT_OPEN before its window and refuses a check-in then', async () => {
    const eventId = await createPlayEvent(ctx.server, { startDate: new Date(Date.now() + 5 * 60 * MINUTE) });
    const [{ leader }] = (await enrolStudents(ctx.server, eventId, 1)) as unknown as [{ leader: TestStudent }];
    const state = await checkIn('GET', eventId, leader.token);
    expect(state.status).toBe(200);
    expect(state.json).toMatchObject({ status: 'NOT_OPEN', canAct: true, checkedInAt: null });
    const refused = await checkIn('POST', eventId, leader.token);
    expect(refused.status).toBe(409);
    expect(keysOf(refused.json)).toEqual(['status:checkIn.notOpen']);
  });

  it('opens by itself at its time, takes the participants in subscription order and lets a player check in and undo it', async () => {
    const eventId = await createPlayEvent(ctx.server, { capacity: 2 });
    const entries = await enrolStudents(ctx.server, eventId, 3);
    const first = await checkIn('GET', eventId, entries[0]!.leader.token);
    expect(first.json).toMatchObject({ status: 'OPEN', canAct: true, waitingList: false, participantsCount: 3, checkedInCount: 0 });
    const [event] = await ctx.server.database.db.select().from(tournaments).where(eq(tournaments.id, eventId));
    expect(event!.status).toBe('CHECK_IN');
    const rows = await ctx.server.database.db.select().from(playParticipants).where(eq(playParticipants.eventId, eventId)).orderBy(asc(playParticipants.position));
    expect(rows.map((row) => [row.userId, row.position, row.waitingList])).toEqual([
      [entries[0]!.leader.id, 1, false],
      [entries[1]!.leader.id, 2, false],
      [entries[2]!.leader.id, 3, true],
    ]);
    expect((await checkIn('GET', eventId, entries[2]!.leader.token)).json).toMatchObject({ status: 'OPEN', waitingList: true });

    const done = await checkIn('POST', eventId, entries[0]!.leader.token);
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: 'CHECKED_IN', messageKey: 'status:checkIn.done', checkedInCount: 1 });
    expect(done.json.checkedInAt).toEqual(expect.any(String));
    const again = await checkIn('POST', eventId, entries[0]!.leader.token);
    expect(again.json).toMatchObject({ status: 'CHECKED_IN', checkedInCount: 1 });
    const undone = await checkIn('DELETE', eventId, entries[0]!.leader.token);
    expect(undone.json).toMatchObject({ status: 'OPEN', messageKey: 'status:checkIn.undone', checkedInCount: 0, checkedInAt: null });
  });

  it('answers NOT_PARTICIPANT to someone not subscribed and refuses their check-in with 403', async () => {
    const eventId = await createPlayEvent(ctx.server);
    await enrolStudents(ctx.server, eventId, 2);
    const stranger = await createStudent(ctx.server);
    expect((await checkIn('GET', eventId, stranger.token)).json).toMatchObject({ status: 'NOT_PARTICIPANT', canAct: false });
    const refused = await checkIn('POST', eventId, stranger.token);
    expect(refused.status).toBe(403);
    expect(keysOf(refused.json)).toEqual(['status:checkIn.notParticipant']);
  });

  it('lets only the team leader check in; members see the state', async () => {
    const eventId = await createPlayEvent(ctx.server, { modeQuantity: 2, mode: 'DUO' });
    const [team] = await enrolStudents(ctx.server, eventId, 2, 2);
    const member = team!.members[1]!;
    expect((await checkIn('GET', eventId, member.token)).json).toMatchObject({ status: 'OPEN', canAct: false, teamName: 'Time 1' });
    const refused = await checkIn('POST', eventId, member.token);
    expect(refused.status).toBe(403);
    expect(keysOf(refused.json)).toEqual(['status:checkIn.leaderOnly']);
    expect((await checkIn('POST', eventId, team!.leader.token)).json).toMatchObject({ status: 'CHECKED_IN', canAct: true, teamName: 'Time 1' });
    expect((await checkIn('GET', eventId, member.token)).json).toMatchObject({ status: 'CHECKED_IN', canAct: false });
  });

  it('closes at the start: a late check-in is refused and the state is MISSED', async () => {
    const eventId = await createPlayEvent(ctx.server);
    const [{ leader }] = (await enrolStudents(ctx.server, eventId, 2)) as unknown as [{ leader: TestStudent }];
    expect((await checkIn('GET', eventId, leader.token)).json.status).toBe('OPEN');
    const moved = await call(ctx.server, 'POST', `/dev/play/events/${eventId}/clock?minutes=31`, leader.token);
    expect(moved.status).toBe(200);
    const refused = await checkIn('POST', eventId, leader.token);
    expect(refused.status).toBe(409);
    expect(keysOf(refused.json)).toEqual(['status:checkIn.closed']);
    expect((await checkIn('GET', eventId, leader.token)).json.status).toBe('MISSED');
  });
});

describe('drafts and organisers', () => {
  it('hides a DRAFT from students everywhere and shows it to its organiser', async () => {
    const eventId = await createPlayEvent(ctx.server, { status: 'DRAFT', name: 'Rascunho secreto' });
    const student = await createStudent(ctx.server);
    for (const path of ['', '/check-in', '/bracket', '/standings', '/subscription']) {
      const answer = await call(ctx.server, 'GET', `/educational/api/tournaments/${eventId}${path}`, student.token);
      expect(answer.status, path).toBe(404);
      expect(keysOf(answer.json)).toEqual(['status:event.notFound']);
    }
    const subscribe = await call(ctx.server, 'POST', `/educational/api/tournaments/${eventId}/subscription`, student.token);
    expect(subscribe.status).toBe(404);
    const list = await call<TournamentPage>(ctx.server, 'GET', '/educational/api/tournaments?size=100&status=DRAFT', student.token);
    expect(list.json.content).toEqual([]);
    const all = await call<TournamentPage>(ctx.server, 'GET', '/educational/api/tournaments?size=100', student.token);
    expect(all.json.content.some((event) => event.status === 'DRAFT')).toBe(false);
    expect((await call(ctx.server, 'GET', `/educational/api/tournaments/${eventId}`, ctx.admin)).status).toBe(200);
    expect((await call(ctx.server, 'GET', `/educational/api/tournaments/${eventId}/bracket`, ctx.admin)).json).toMatchObject({ kind: 'NONE', phase: 'DRAFT' });
  });

  it('refuses every organiser endpoint to a student', async () => {
    const student = await createStudent(ctx.server);
    const eventId = await createPlayEvent(ctx.server);
    for (const [method, path] of [
      ['GET', '/educational/api/admin/tournaments'],
      ['POST', '/educational/api/admin/tournaments'],
      ['GET', `/educational/api/admin/tournaments/${eventId}`],
      ['POST', `/educational/api/admin/tournaments/${eventId}/start`],
      ['POST', `/educational/api/admin/tournaments/${eventId}/publish`],
      ['POST', `/educational/api/admin/tournaments/${eventId}/participants/1/disqualify`],
      ['POST', '/educational/api/admin/matches/1000/resolve'],
    ] as const) {
      const answer = await call(ctx.server, method, path, student.token, method === 'POST' ? { note: 'x' } : undefined);
      expect(answer.status, path).toBe(403);
      expect(keysOf(answer.json)).toEqual(['status:organiser.forbidden']);
    }
  });

  it("lets an educator create and run their school's events only", async () => {
    const teacher = await createEducator(ctx.server, 1);
    const otherSchool = await createEducator(ctx.server, 2, 'COORDINATOR');
    const created = await call<OrganiserEvent>(ctx.server, 'POST', '/educational/api/admin/tournaments', teacher.token, eventForm({ name: 'Copa da Escola' }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Copa da Escola', phase: 'DRAFT', actions: ['publish'], participants: [], matchesWaiting: [] });
    expect(created.json.settings.school).toEqual({ id: 1, name: expect.any(String) });
    const eventId = created.json.id;
    const [row] = await ctx.server.database.db.select().from(tournaments).where(eq(tournaments.id, eventId));
    expect(row).toMatchObject({ organiserSchoolId: 1, restrictions: { schoolIds: [1] }, bestOf: 3, createdBy: teacher.id });

    const foreign = await call(ctx.server, 'GET', `/educational/api/admin/tournaments/${eventId}`, otherSchool.token);
    expect(foreign.status).toBe(403);
    expect(keysOf(foreign.json)).toEqual(['status:organiser.forbidden']);
    expect((await call(ctx.server, 'POST', `/educational/api/admin/tournaments/${eventId}/publish`, otherSchool.token)).status).toBe(403);
    expect((await call<OrganiserEventList>(ctx.server, 'GET', '/educational/api/admin/tournaments', otherSchool.token)).json.items.some((item) => item.id === eventId)).toBe(false);
    expect((await call<OrganiserEventList>(ctx.server, 'GET', '/educational/api/admin/tournaments', teacher.token)).json.items.map((item) => item.id)).toContain(eventId);
    expect((await call(ctx.server, 'GET', `/educational/api/admin/tournaments/${eventId}`, ctx.admin)).status).toBe(200);

    const published = await call<OrganiserEvent>(ctx.server, 'POST', `/educational/api/admin/tournaments/${eventId}/publish`, teacher.token);
    expect(published.json).toMatchObject({ phase: 'OPEN', actions: ['open-check-in'] });
    const twice = await call(ctx.server, 'POST', `/educational/api/admin/tournaments/${eventId}/publish`, teacher.token);
    expect(twice.status).toBe(409);
    expect(keysOf(twice.json)).toEqual(['status:play.wrongPhase']);

    // Only the school's students may subscribe (docs/product/play.md, Rules: School events).
    const outsider = await createStudent(ctx.server, { schoolLink: 'COMPLETE' });
    const refused = await call(ctx.server, 'POST', `/educational/api/tournaments/${eventId}/subscription`, (await createStudentOf(2)).token);
    expect(refused.status).toBe(400);
    expect(keysOf(refused.json)).toEqual(['status:eventRestriction.school']);
    const accepted = await call(ctx.server, 'POST', `/educational/api/tournaments/${eventId}/subscription`, outsider.token);
    expect(accepted.status).toBe(201);

    const opened = await call<OrganiserEvent>(ctx.server, 'POST', `/educational/api/admin/tournaments/${eventId}/open-check-in`, teacher.token);
    expect(opened.json).toMatchObject({ phase: 'CHECK_IN', participantsCount: 1, actions: ['start'] });
    const tooFew = await call(ctx.server, 'POST', `/educational/api/admin/tournaments/${eventId}/start`, teacher.token);
    expect(tooFew.status).toBe(409);
    expect(keysOf(tooFew.json)).toEqual(['status:play.notEnoughParticipants']);
  });

  it('refuses an event form field by field', async () => {
    const answer = await call(ctx.server, 'POST', '/educational/api/admin/tournaments', ctx.admin, {
      ...eventForm(),
      name: '',
      bestOf: 2,
      teamSize: 9,
      startDate: 'ontem',
      format: 'BATTLE_ROYALE',
      pointsTable: { placement: [], perElimination: 1 },
      lobbySize: 500,
      royaleRounds: 0,
      capacity: 1,
    });
    expect(answer.status).toBe(400);
    expect(keysOf(answer.json).sort()).toEqual(
      [
        'validation:name.invalid',
        'validation:bestOf.invalid',
        'validation:teamSize.invalid',
        'validation:startDate.invalid',
        'validation:pointsTable.invalid',
        'validation:lobbySize.invalid',
        'validation:royaleRounds.invalid',
        'validation:capacity.invalid',
      ].sort(),
    );
  });
});

async function createStudentOf(schoolId: number) {
  const student = await createStudent(ctx.server);
  await ctx.server.database.db.insert(schoolLinks).values({ userId: student.id, institutionId: schoolId, linkStepsCompleted: true, institutionStatusCode: 3, educationLevel: 'HIGH_SCHOOL' });
  return student;
}
