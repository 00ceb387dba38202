import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinorActivity, SupervisedMinors, SupervisedMinorSummary, SupervisionState } from '@/contract/guardians';
import { brazilDayStart, last30Days, nextBrazilMidnight, shiftDay } from '@/domain/guardians/supervision';
import { todayInBrazil } from '@/domain/validation';
import {
  activationCodes,
  eventSubscriptions,
  guardianControls,
  guardianLinks,
  institutions,
  notifications,
  teamInvites,
  teamMembers,
  teams,
  tournaments,
  userActivity,
} from '../../server/db/schema';
import { DEMO_DUO_LEADER, DEMO_GUARDIAN, GUARDIAN_DEMO_ACCOUNTS } from '../../server/seed/guardians';
import type { RunningServer } from '../../server/server';
import { recordHeartbeat } from '../../server/services/supervision';
import { Browser, beginSignIn, pkcePair, refresh, signIn, submitLogin } from './support/browser';
import { createEvent, keysOf, fieldsOf } from './support/events';
import { api, jsonCaller, startTestServer } from './support/harness';
import { newAccount } from './support/users';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;
const call = jsonCaller(() => server);

const supervision = (token: string) => call<SupervisionState>('GET', '/records/api/user/supervision', token);
const beat = (token: string, seconds: unknown) => call<SupervisionState>('POST', '/records/api/user/activity', token, { seconds });
const minors = (token: string) => call<SupervisedMinors>('GET', '/records/api/guardian/minors', token);
const activity = (token: string, minorId: number | string) => call<MinorActivity>('GET', `/records/api/guardian/minors/${minorId}/activity`, token);
const putControls = (token: string, minorId: number | string, body: unknown) => call<SupervisedMinorSummary>('PUT', `/records/api/guardian/minors/${minorId}/controls`, token, body);

type Account = Awaited<ReturnType<typeof newAccount>>;

/** A guardian account (SPONSOR) who consents for new minors of the given ages, all signed in. */
async function family(ages: number[], firstName = 'Clara'): Promise<{ guardian: Account; minors: Account[] }> {
  const guardian = await newAccount(server, { role: 'SPONSOR', age: 41, firstName });
  const kids: Account[] = [];
  for (const age of ages) {
    const minor = await newAccount(server, { age, guardian: false, firstName: `Menor${age}` });
    await db().insert(guardianLinks).values({ minorId: minor.userId, guardianId: guardian.userId });
    kids.push(minor);
  }
  return { guardian, minors: kids };
}

const usedRows = (userId: number) => db().select().from(userActivity).where(eq(userActivity.userId, userId));
const todaysRow = async (userId: number) => (await db().select().from(userActivity).where(and(eq(userActivity.userId, userId), eq(userActivity.day, todayInBrazil()))))[0];
const notificationsOf = async (userId: number) =>
  db().select({ title: notifications.title, text: notifications.text, targetKey: notifications.targetKey }).from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

async function newCode(): Promise<string> {
  const code = `SUPER-${randomBytes(4).toString('hex').toUpperCase()}`;
  await db().insert(activationCodes).values({ code, months: 12 });
  return code;
}
const redeem = async (token: string) => call('PUT', `/records/api/activation-licence/${await newCode()}/redeem`, token);

describe('GET /records/api/user/supervision', () => {
  it('answers supervised false with the defaults of the age for whoever has no consenting guardian', async () => {
    const resetsAt = nextBrazilMidnight();
    const cases: Array<[Account, boolean]> = [
      [await newAccount(server, { age: 19 }), false],
      [await newAccount(server, { role: 'TEACHER', age: 35 }), false],
      [await newAccount(server, { age: 17, guardian: false }), false],
      [await newAccount(server, { age: 15, guardian: false }), true],
    ];
    for (const [account, blocked] of cases) {
      const answer = await supervision(account.access_token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.json).toEqual({ supervised: false, guardians: [], controls: { dailyLimitMinutes: null, purchasesBlocked: blocked, showRealName: false }, usedTodaySeconds: 0, remainingSeconds: null, resetsAt });
    }
    expect((await call('GET', '/records/api/user/supervision')).status).toBe(401);
  });

  it('shows a supervised minor their guardians, controls, time used and left', async () => {
    const { guardian, minors: [minor] } = await family([14]);
    expect((await supervision(minor!.access_token)).json).toMatchObject({ supervised: true, guardians: ['Clara'], controls: { dailyLimitMinutes: null, purchasesBlocked: true, showRealName: false }, remainingSeconds: null });
    expect((await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: 60, purchasesBlocked: true, showRealName: false })).status).toBe(200);
    await db().insert(userActivity).values({ userId: minor!.userId, day: todayInBrazil(), seconds: 1200 });
    expect((await supervision(minor!.access_token)).json).toMatchObject({ supervised: true, controls: { dailyLimitMinutes: 60 }, usedTodaySeconds: 1200, remainingSeconds: 2400 });
    await db().update(userActivity).set({ seconds: 4000 }).where(eq(userActivity.userId, minor!.userId));
    expect((await supervision(minor!.access_token)).json).toMatchObject({ usedTodaySeconds: 4000, remainingSeconds: 0 });
  });
});

describe('the guardian’s minors with their controls', () => {
  it('have purchases blocked by default up to 16 (and of unknown age), not at 17, and never a daily limit', async () => {
    const { guardian, minors: kids } = await family([13, 16, 17]);
    const unknown = await newAccount(server, { birthDate: null, guardian: false, firstName: 'Zuca' });
    await db().insert(guardianLinks).values({ minorId: unknown.userId, guardianId: guardian.userId });
    const list = (await minors(guardian.access_token)).json;
    const byId = new Map(list.map((minor) => [minor.id, minor]));
    expect(kids.map((kid) => byId.get(kid.userId)!.controls)).toEqual([
      { dailyLimitMinutes: null, purchasesBlocked: true, showRealName: false },
      { dailyLimitMinutes: null, purchasesBlocked: true, showRealName: false },
      { dailyLimitMinutes: null, purchasesBlocked: false, showRealName: false },
    ]);
    expect(byId.get(unknown.userId)!.controls).toEqual({ dailyLimitMinutes: null, purchasesBlocked: true, showRealName: false });
    expect(list[0]).toMatchObject({ premium: { active: false, until: null }, usedTodaySeconds: 0 });
  });

  it('show a running premium until its last day and today’s use', async () => {
    const { guardian, minors: [minor] } = await family([17]);
    expect((await redeem(minor!.access_token)).status).toBe(200);
    await db().insert(userActivity).values({ userId: minor!.userId, day: todayInBrazil(), seconds: 754 });
    await db().insert(userActivity).values({ userId: minor!.userId, day: shiftDay(todayInBrazil(), -1), seconds: 3000 });
    const [summary] = (await minors(guardian.access_token)).json;
    expect(summary!.premium.active).toBe(true);
    expect(summary!.premium.until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Date.parse(summary!.premium.until!) - Date.now()).toBeGreaterThan(300 * 24 * 3600_000);
    expect(summary!.usedTodaySeconds).toBe(754);
  });
});

describe('PUT /records/api/guardian/minors/{id}/controls', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['14 minutes', { dailyLimitMinutes: 14, purchasesBlocked: true, showRealName: false }, { dailyLimitMinutes: 'validation:dailyLimitMinutes.invalid' }],
    ['605 minutes', { dailyLimitMinutes: 605, purchasesBlocked: true, showRealName: false }, { dailyLimitMinutes: 'validation:dailyLimitMinutes.invalid' }],
    ['615 minutes', { dailyLimitMinutes: 615, purchasesBlocked: true, showRealName: false }, { dailyLimitMinutes: 'validation:dailyLimitMinutes.invalid' }],
    ['20 minutes (not a multiple of 15)', { dailyLimitMinutes: 20, purchasesBlocked: true, showRealName: false }, { dailyLimitMinutes: 'validation:dailyLimitMinutes.invalid' }],
    ['text for the limit', { dailyLimitMinutes: 'x', purchasesBlocked: true, showRealName: false }, { dailyLimitMinutes: 'validation:dailyLimitMinutes.invalid' }],
    ['no limit given', { purchasesBlocked: true, showRealName: false }, { dailyLimitMinutes: 'validation:dailyLimitMinutes.required' }],
    ['no purchase block given', { dailyLimitMinutes: 60, showRealName: false }, { purchasesBlocked: 'validation:purchasesBlocked.required' }],
    ['no choice about the real name', { dailyLimitMinutes: 60, purchasesBlocked: true }, { showRealName: 'validation:showRealName.required' }],
    ['a real-name choice that is not a boolean', { dailyLimitMinutes: 60, purchasesBlocked: true, showRealName: 'sim' }, { showRealName: 'validation:showRealName.invalid' }],
    ['a purchase block that is not a boolean', { dailyLimitMinutes: null, purchasesBlocked: 'x', showRealName: false }, { purchasesBlocked: 'validation:purchasesBlocked.invalid' }],
    [
      'an empty body',
      {},
      { dailyLimitMinutes: 'validation:dailyLimitMinutes.required', purchasesBlocked: 'validation:purchasesBlocked.required', showRealName: 'validation:showRealName.required' },
    ],
  ])('refuses %s (422) and changes nothing', async (_name, body, fields) => {
    const { guardian, minors: [minor] } = await family([15]);
    const answer = await putControls(guardian.access_token, minor!.userId, body);
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer.json)).toEqual(fields);
    expect(await db().select().from(guardianControls).where(eq(guardianControls.minorId, minor!.userId))).toEqual([]);
    expect(await notificationsOf(minor!.userId)).toEqual([]);
  });

  it('saves the controls, answers the minor’s summary and tells the minor each change once', async () => {
    const { guardian, minors: [minor] } = await family([17]);
    const saved = await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: 90, purchasesBlocked: true, showRealName: false });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ id: minor!.userId, firstName: 'Menor17', age: 17, coGuardian: null, controls: { dailyLimitMinutes: 90, purchasesBlocked: true, showRealName: false }, usedTodaySeconds: 0 });
    const [row] = await db().select().from(guardianControls).where(eq(guardianControls.minorId, minor!.userId));
    expect(row).toMatchObject({ dailyLimitMinutes: 90, purchasesBlocked: true, updatedBy: guardian.userId });

    // The same controls again change nothing and tell nobody.
    expect((await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: 90, purchasesBlocked: true, showRealName: false })).status).toBe(200);
    expect((await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: null, purchasesBlocked: false, showRealName: false })).status).toBe(200);
    expect((await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: 30, purchasesBlocked: false, showRealName: false })).status).toBe(200);
    expect((await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: 60, purchasesBlocked: false, showRealName: false })).status).toBe(200);
    const title = 'Seu responsável alterou suas configurações';
    expect(await notificationsOf(minor!.userId)).toEqual([
      { title, text: 'Clara definiu um limite de 1 h 30 min por dia. Clara bloqueou as compras do Premium.', targetKey: '/profile/sponsor' },
      { title, text: 'Clara retirou o limite diário. Clara liberou as compras do Premium.', targetKey: '/profile/sponsor' },
      { title, text: 'Clara definiu um limite de 30 min por dia.', targetKey: '/profile/sponsor' },
      { title, text: 'Clara definiu um limite de 1 h por dia.', targetKey: '/profile/sponsor' },
    ]);
    expect((await supervision(minor!.access_token)).json).toMatchObject({ supervised: true, controls: { dailyLimitMinutes: 60, purchasesBlocked: false, showRealName: false }, remainingSeconds: 3600 });
  });

  it('lets either guardian change them: the last change counts', async () => {
    const { guardian, minors: [minor] } = await family([15]);
    const other = await newAccount(server, { role: 'SPONSOR', age: 44, firstName: 'Rui' });
    await db().insert(guardianLinks).values({ minorId: minor!.userId, guardianId: other.userId });
    expect((await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: 120, purchasesBlocked: true, showRealName: false })).json.coGuardian).toBe('Rui');
    expect((await putControls(other.access_token, minor!.userId, { dailyLimitMinutes: 45, purchasesBlocked: true, showRealName: false })).status).toBe(200);
    expect((await minors(guardian.access_token)).json[0]!.controls).toEqual({ dailyLimitMinutes: 45, purchasesBlocked: true, showRealName: false });
    expect((await notificationsOf(minor!.userId)).at(-1)!.text).toBe('Rui definiu um limite de 45 min por dia.');
  });
});

describe('who may see and change a minor’s supervision', () => {
  it('answers another family’s minor, a withdrawn consent and a minor that does not exist with 404', async () => {
    const { minors: [theirs] } = await family([15]);
    const { guardian, minors: [mine] } = await family([15], 'Outra');
    await db().update(guardianLinks).set({ revokedAt: new Date() }).where(eq(guardianLinks.minorId, mine!.userId));
    for (const id of [theirs!.userId, mine!.userId, 2147483647, 'abc', '0']) {
      for (const answer of [await activity(guardian.access_token, id), await putControls(guardian.access_token, id, { dailyLimitMinutes: 60, purchasesBlocked: false, showRealName: false })]) {
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual([{ code: 'notFound', messageKey: 'requestError:guardian.minorNotFound' }]);
      }
    }
    expect(await db().select().from(guardianControls).where(eq(guardianControls.minorId, theirs!.userId))).toEqual([]);
  });

  it('refuses whoever is not a guardian (403), even the minor themself', async () => {
    const { minors: [minor] } = await family([15]);
    for (const caller of [minor!, await newAccount(server, { role: 'TEACHER', age: 30 }), await newAccount(server, { role: 'ADMIN', age: 30 })]) {
      for (const answer of [await activity(caller.access_token, minor!.userId), await putControls(caller.access_token, minor!.userId, { dailyLimitMinutes: null, purchasesBlocked: false, showRealName: false })]) {
        expect(answer.status).toBe(403);
        expect(keysOf(answer.json)).toEqual(['requestError:guardian.notSponsor']);
      }
    }
    expect((await activity('', minor!.userId)).status).toBe(401);
    expect((await putControls('', minor!.userId, { dailyLimitMinutes: null, purchasesBlocked: false, showRealName: false })).status).toBe(401);
  });
});

describe('the purchase block', () => {
  it('refuses redeeming a code while on (403) and lets it through once the guardian allows purchases', async () => {
    const { guardian, minors: [minor] } = await family([15]);
    const blocked = await redeem(minor!.access_token);
    expect(blocked.status).toBe(403);
    expect(blocked.json).toEqual([{ code: 'purchasesBlocked', messageKey: 'requestError:guardian.purchasesBlocked' }]);
    expect((await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: null, purchasesBlocked: false, showRealName: false })).status).toBe(200);
    expect((await redeem(minor!.access_token)).status).toBe(200);
  });

  it('applies to a minor of 17 whose guardian turned it on, and never to someone unsupervised', async () => {
    const { guardian, minors: [minor] } = await family([17]);
    expect((await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: null, purchasesBlocked: true, showRealName: false })).status).toBe(200);
    expect(keysOf((await redeem(minor!.access_token)).json)).toEqual(['requestError:guardian.purchasesBlocked']);
    expect((await redeem((await newAccount(server, { age: 17, guardian: false })).access_token)).status).toBe(200);
    expect((await redeem((await newAccount(server, { age: 20 })).access_token)).status).toBe(200);
  });
});

describe('POST /records/api/user/activity', () => {
  it.each<[string, unknown, string]>([
    ['0 seconds', 0, 'validation:seconds.invalid'],
    ['121 seconds', 121, 'validation:seconds.invalid'],
    ['a fraction', 1.5, 'validation:seconds.invalid'],
    ['text', 'x', 'validation:seconds.invalid'],
    ['nothing', undefined, 'validation:seconds.required'],
  ])('refuses %s (422) and counts nothing', async (_name, seconds, key) => {
    const { minors: [minor] } = await family([15]);
    const answer = await beat(minor!.access_token, seconds);
    expect(answer.status).toBe(422);
    expect(fieldsOf(answer.json)).toEqual({ seconds: key });
    expect(await usedRows(minor!.userId)).toEqual([]);
  });

  it('gives a new day none of the seconds before its midnight', async () => {
    const { minors: [minor] } = await family([15]);
    const justAfterMidnight = new Date(brazilDayStart(todayInBrazil()).getTime() + 25_000);
    const state = await recordHeartbeat(db(), minor!.userId, 60, justAfterMidnight);
    expect(state).toMatchObject({ supervised: true, usedTodaySeconds: 25 });
    expect(await usedRows(minor!.userId)).toEqual([expect.objectContaining({ day: todayInBrazil(), seconds: 25 })]);
  });

  it('counts the first heartbeat in full, then at most the time that passed since the previous one', async () => {
    const { guardian, minors: [minor] } = await family([15]);
    await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: 15, purchasesBlocked: true, showRealName: false });
    const first = await beat(minor!.access_token, 60);
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ supervised: true, usedTodaySeconds: 60, remainingSeconds: 840 });
    // Right after: almost no time passed, so almost nothing is added.
    const second = await beat(minor!.access_token, 60);
    expect(second.json.usedTodaySeconds).toBeGreaterThanOrEqual(60);
    expect(second.json.usedTodaySeconds).toBeLessThanOrEqual(62);

    const setLastBeat = (secondsAgo: number) =>
      db()
        .update(userActivity)
        .set({ seconds: 100, lastBeatAt: new Date(Date.now() - secondsAgo * 1000) })
        .where(eq(userActivity.userId, minor!.userId));
    await setLastBeat(30);
    const third = (await beat(minor!.access_token, 60)).json.usedTodaySeconds;
    expect(third).toBeGreaterThanOrEqual(130);
    expect(third).toBeLessThanOrEqual(132);
    await setLastBeat(300);
    expect((await beat(minor!.access_token, 45)).json).toMatchObject({ usedTodaySeconds: 145, remainingSeconds: 755 });
    const row = await todaysRow(minor!.userId);
    expect(Math.abs(row!.lastBeatAt!.getTime() - Date.now())).toBeLessThan(10_000);
  });

  // Truly concurrent on PostgreSQL; PGlite runs one statement at a time.
  it('counts ten heartbeats of 60 s sent at once as about 60 s', async () => {
    const { minors: [minor] } = await family([14]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => beat(minor!.access_token, 60)));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const row = await todaysRow(minor!.userId);
    expect(row!.seconds).toBeGreaterThanOrEqual(60);
    expect(row!.seconds).toBeLessThanOrEqual(65);
    expect(await usedRows(minor!.userId)).toHaveLength(1);
  });

  it('writes nothing for someone unsupervised and answers their state', async () => {
    const callers = [await newAccount(server, { age: 19 }), await newAccount(server, { age: 17, guardian: false }), await newAccount(server, { age: 15, guardian: false }), await newAccount(server, { role: 'TEACHER', age: 33 })];
    for (const caller of callers) {
      const answer = await beat(caller.access_token, 60);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ supervised: false, usedTodaySeconds: 0, remainingSeconds: null });
      expect(await usedRows(caller.userId)).toEqual([]);
    }
    expect((await beat('', 60)).status).toBe(401);
  });
});

describe('GET /records/api/guardian/minors/{id}/activity', () => {
  it('answers the last 30 days oldest first with today’s seconds, and zeros for days without use', async () => {
    const { guardian, minors: [minor] } = await family([15]);
    const today = todayInBrazil();
    await db().insert(userActivity).values([
      { userId: minor!.userId, day: shiftDay(today, -29), seconds: 1800 },
      { userId: minor!.userId, day: shiftDay(today, -3), seconds: 2700 },
      // Older than the 30 days: left out.
      { userId: minor!.userId, day: shiftDay(today, -30), seconds: 999 },
    ]);
    await beat(minor!.access_token, 75);
    const answer = await activity(guardian.access_token, minor!.userId);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.json.minor).toMatchObject({ id: minor!.userId, usedTodaySeconds: 75, controls: { dailyLimitMinutes: null, purchasesBlocked: true, showRealName: false } });
    expect(answer.json.days.map((day) => day.day)).toEqual(last30Days(today));
    expect(answer.json.days[0]).toEqual({ day: shiftDay(today, -29), seconds: 1800 });
    expect(answer.json.days[26]).toEqual({ day: shiftDay(today, -3), seconds: 2700 });
    expect(answer.json.days.at(-1)).toEqual({ day: today, seconds: 75 });
    expect(answer.json.days.reduce((sum, day) => sum + day.seconds, 0)).toBe(1800 + 2700 + 75);
    expect(answer.json).toMatchObject({ teams: [], tournaments: [] });
  });

  it('shows the minor’s teams with every other person, adults marked, and the tournaments with who organises them', async () => {
    const { guardian, minors: [minor] } = await family([15]);
    const adult = await newAccount(server, { age: 19 });
    const peer = await newAccount(server, { age: 16 });
    const teacher = await newAccount(server, { role: 'TEACHER', age: 40 });
    const squad = await createEvent(server, { modeQuantity: 4, name: 'Copa Squad Teste' });
    const duo = await createEvent(server, { modeQuantity: 2, name: 'Dupla Teste' });
    const [zebras] = await db().insert(teams).values({ eventId: squad, name: 'Zebras', leaderId: adult.userId }).returning({ id: teams.id });
    await db().insert(teamMembers).values([
      { teamId: zebras!.id, eventId: squad, userId: adult.userId },
      { teamId: zebras!.id, eventId: squad, userId: minor!.userId },
      { teamId: zebras!.id, eventId: squad, userId: peer.userId },
    ]);
    await db().insert(teamInvites).values({ teamId: zebras!.id, userId: teacher.userId, userIdentification: 'x' });
    // A team that only invited the minor.
    const [aguias] = await db().insert(teams).values({ eventId: duo, name: 'Águias', leaderId: peer.userId }).returning({ id: teams.id });
    await db().insert(teamMembers).values({ teamId: aguias!.id, eventId: duo, userId: peer.userId });
    await db().insert(teamInvites).values({ teamId: aguias!.id, userId: minor!.userId, userIdentification: 'x' });

    const later = await createEvent(server, { name: 'Torneio da Escola' });
    const sooner = await createEvent(server, { name: 'Torneio Aberto' });
    await db().update(tournaments).set({ startDate: new Date(Date.now() + 5 * 24 * 3600_000), organiserSchoolId: 1 }).where(eq(tournaments.id, later));
    await db().update(tournaments).set({ startDate: new Date(Date.now() + 2 * 24 * 3600_000) }).where(eq(tournaments.id, sooner));
    await db().insert(eventSubscriptions).values([
      { eventId: later, userId: minor!.userId, status: 'COMPLETED' },
      { eventId: sooner, userId: minor!.userId, status: 'COMPLETED' },
    ]);
    const [school] = await db().select({ name: institutions.name }).from(institutions).where(eq(institutions.id, 1));

    const answer = (await activity(guardian.access_token, minor!.userId)).json;
    expect(answer.teams.map((team) => [team.name, team.tournamentName])).toEqual([
      ['Águias', 'Dupla Teste'],
      ['Zebras', 'Copa Squad Teste'],
    ]);
    expect(answer.teams[0]!.contacts).toEqual([{ name: expect.stringMatching(/^Conta/), adult: false, role: 'LEADER' }]);
    expect(answer.teams[1]!.contacts.map((contact) => [contact.role, contact.adult])).toEqual([
      ['LEADER', true],
      ['MEMBER', false],
      ['INVITED', true],
    ]);
    expect(answer.tournaments).toEqual([
      { id: sooner, name: 'Torneio Aberto', startsAt: expect.any(String), organiser: { name: 'Arena Escolar', adult: true, role: 'ORGANISER' } },
      { id: later, name: 'Torneio da Escola', startsAt: expect.any(String), organiser: { name: school!.name, adult: true, role: 'ORGANISER' } },
    ]);
    expect(Date.parse(answer.tournaments[0]!.startsAt)).toBeLessThan(Date.parse(answer.tournaments[1]!.startsAt));
  });
});

describe('the daily limit at sign-in', () => {
  const tryToSignIn = async (email: string) => {
    const browser = new Browser(server.url);
    const { loginPath } = await beginSignIn(browser, pkcePair().challenge);
    return submitLogin(browser, loginPath, email, 'Demo1234');
  };

  it('turns a supervised minor away once today’s time is used up, and lets them in below it', async () => {
    const { guardian, minors: [minor] } = await family([15]);
    await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: 15, purchasesBlocked: true, showRealName: false });
    await db().insert(userActivity).values({ userId: minor!.userId, day: todayInBrazil(), seconds: 899 });
    expect((await tryToSignIn(minor!.email)).code).not.toBe('');

    await db().update(userActivity).set({ seconds: 900 }).where(eq(userActivity.userId, minor!.userId));
    const refused = await tryToSignIn(minor!.email);
    expect(refused.code).toBe('');
    expect(refused.response.status).toBe(403);
    const html = await refused.response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('Você já usou hoje todo o tempo que seu responsável combinou com você. Volte amanhã!');

    // Yesterday's use does not count today; nor does a limit once withdrawn.
    await db().update(userActivity).set({ day: shiftDay(todayInBrazil(), -1) }).where(eq(userActivity.userId, minor!.userId));
    expect((await tryToSignIn(minor!.email)).code).not.toBe('');
    await db().insert(userActivity).values({ userId: minor!.userId, day: todayInBrazil(), seconds: 5000 });
    await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: null, purchasesBlocked: true, showRealName: false });
    expect((await tryToSignIn(minor!.email)).code).not.toBe('');
  });

  it('refuses to refresh a supervised minor’s session once today’s time is used up, and refreshes it again below it', async () => {
    const { guardian, minors: [minor] } = await family([15]);
    await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: 15, purchasesBlocked: true, showRealName: false });
    await db().insert(userActivity).values({ userId: minor!.userId, day: todayInBrazil(), seconds: 900 });
    const refused = await refresh(server.url, minor!.refresh_token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe('invalid_grant');

    // An adult's session refreshes whatever anyone counted.
    const adult = await newAccount(server, { age: 30 });
    await db().insert(userActivity).values({ userId: adult.userId, day: todayInBrazil(), seconds: 90_000 });
    expect((await refresh(server.url, adult.refresh_token)).status).toBe(200);

    // Below the limit (a new sign-in's token), it refreshes.
    await db().update(userActivity).set({ seconds: 100 }).where(eq(userActivity.userId, minor!.userId));
    const again = await signIn(server.url, minor!.email);
    expect((await refresh(server.url, again.refresh_token)).status).toBe(200);
  });

  it('still checks the password first', async () => {
    const { guardian, minors: [minor] } = await family([15]);
    await putControls(guardian.access_token, minor!.userId, { dailyLimitMinutes: 15, purchasesBlocked: true, showRealName: false });
    await db().insert(userActivity).values({ userId: minor!.userId, day: todayInBrazil(), seconds: 900 });
    const browser = new Browser(server.url);
    const { loginPath } = await beginSignIn(browser, pkcePair().challenge);
    const wrong = await submitLogin(browser, loginPath, minor!.email, 'Errada123');
    expect(wrong.response.status).toBe(401);
    expect(await wrong.response.text()).not.toContain('Volte amanhã');
  });
});

describe('POST /dev/guardians/family with supervision', () => {
  it('saves the controls and today’s use for a consenting guardian', async () => {
    const answer = await api(server, '/dev/guardians/family', { json: { consented: true, controls: { dailyLimitMinutes: 60, purchasesBlocked: false, showRealName: false }, usedTodaySeconds: 3420 } });
    expect(answer.status).toBe(201);
    const family = answer.json as { minor: { id: number; email: string }; guardian: { email: string } };
    const guardian = await signIn(server.url, family.guardian.email);
    expect((await minors(guardian.access_token)).json).toMatchObject([{ id: family.minor.id, controls: { dailyLimitMinutes: 60, purchasesBlocked: false, showRealName: false }, usedTodaySeconds: 3420 }]);
    const minor = await signIn(server.url, family.minor.email);
    expect((await supervision(minor.access_token)).json).toMatchObject({ supervised: true, guardians: ['Clara'], remainingSeconds: 180 });
  });

  it.each<[Record<string, unknown>, string]>([
    [{ controls: { dailyLimitMinutes: 60, purchasesBlocked: false, showRealName: false } }, 'controls'],
    [{ usedTodaySeconds: 60 }, 'usedTodaySeconds'],
    [{ consented: true, controls: { dailyLimitMinutes: 20, purchasesBlocked: false, showRealName: false } }, 'controls'],
    [{ consented: true, controls: { dailyLimitMinutes: 60 } }, 'controls'],
    [{ consented: true, usedTodaySeconds: -1 }, 'usedTodaySeconds'],
    [{ consented: true, usedTodaySeconds: 'x' }, 'usedTodaySeconds'],
  ])('refuses %j (400)', async (body, field) => {
    const answer = await api(server, '/dev/guardians/family', { json: body });
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.json)).toEqual({ [field]: `validation:${field}.invalid` });
  });
});

describe('supervision in the demo data', () => {
  it('has Tiago with 2 h a day and purchases blocked, and Bruno near his 1 h limit', async () => {
    const guardian = (await signIn(server.url, DEMO_GUARDIAN.email)).access_token;
    const list = (await minors(guardian)).json;
    expect(list.map((minor) => minor.firstName)).toEqual(['Bruno', 'Tiago']);
    const [bruno, tiago] = list;
    expect(bruno).toMatchObject({ age: 15, playId: 'BrunoDemo#1203', controls: { dailyLimitMinutes: 60, purchasesBlocked: false, showRealName: false }, usedTodaySeconds: 57 * 60 });
    expect(tiago).toMatchObject({ age: 14, controls: { dailyLimitMinutes: 120, purchasesBlocked: true, showRealName: false } });
    expect(tiago!.usedTodaySeconds).toBeGreaterThan(0);

    const month = (await activity(guardian, tiago!.id)).json;
    expect(month.days).toHaveLength(30);
    expect(month.days.filter((day) => day.seconds > 0).length).toBeGreaterThan(20);
    expect(Math.max(...month.days.map((day) => day.seconds))).toBeLessThanOrEqual(120 * 60);
    expect(month.days.at(-1)!.seconds).toBe(tiago!.usedTodaySeconds);
    const rafael = { name: 'RafaelDupla#1204', adult: true, role: 'LEADER' };
    expect(month.teams).toEqual([
      { id: expect.any(Number), name: 'Dupla Relâmpago', tournamentName: 'Dupla Dinâmica Rocket League', contacts: [rafael] },
      { id: expect.any(Number), name: 'Squad da Madrugada', tournamentName: 'Squad Aberto Free Fire', contacts: [rafael] },
    ]);
    // The adult's squad invitation waits for Fernanda.
    expect(month.invites).toEqual([
      { id: expect.any(Number), teamName: 'Squad da Madrugada', tournamentName: 'Squad Aberto Free Fire', leader: rafael, createdAt: expect.any(String), awaitingGuardian: true },
    ]);
    expect(month.tournaments).toEqual([{ id: 6, name: 'Liga Júnior Free Fire', startsAt: expect.any(String), organiser: { name: 'Arena Escolar', adult: true, role: 'ORGANISER' } }]);

    // Bruno can still sign in today; Tiago cannot buy.
    const brunoToken = (await signIn(server.url, GUARDIAN_DEMO_ACCOUNTS.nearLimit)).access_token;
    expect((await supervision(brunoToken)).json).toMatchObject({ supervised: true, guardians: ['Fernanda'], remainingSeconds: 180 });
    const tiagoToken = (await signIn(server.url, GUARDIAN_DEMO_ACCOUNTS.linked)).access_token;
    expect(keysOf((await redeem(tiagoToken)).json)).toEqual(['requestError:guardian.purchasesBlocked']);
    expect(await signIn(server.url, DEMO_DUO_LEADER)).toHaveProperty('access_token');
  });

  it('lets the other demo minors buy, with no daily limit', async () => {
    const aluno = (await signIn(server.url, 'aluno@example.com')).access_token;
    expect((await supervision(aluno)).json).toMatchObject({ supervised: true, guardians: ['Famílias'], controls: { dailyLimitMinutes: null, purchasesBlocked: false, showRealName: false } });
  });
});
