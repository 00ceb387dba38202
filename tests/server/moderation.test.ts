import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppealLinkView, DecisionResponse, MinorReport, ModerationQueue, ReportCreated } from '@/contract/moderation';
import type { MinorActivity } from '@/contract/guardians';
import { bannedIdentities, guardianLinks, notifications, playEvidence, playMatches, reports, users } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { isBannedIdentity } from '../../server/services/moderation';
import { hashPassword } from '../../server/services/passwords';
import { beginSignIn, Browser, pkcePair, refresh, signIn, submitLogin } from './support/browser';
import { fieldsOf as fieldMessages, keysOf } from './support/events';

const fieldsOf = (answer: { json: unknown }) => Object.keys(fieldMessages(answer.json)).filter((field) => field !== '');
import { api, jsonCaller, startTestServer } from './support/harness';
import { newAccount } from './support/users';

interface ScenarioAccount {
  userId: number;
  email: string;
  playId: string;
}
/** What the dev scenario answers, as far as these tests read it. */
interface Scenario {
  participants: Array<{ teamId: number | null; name: string; leader: ScenarioAccount }>;
  matches: Array<{ id: number }>;
}

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;
const call = jsonCaller(() => server);

const player = (age = 19) => newAccount(server, { age });
const admin = () => newAccount(server, { role: 'ADMIN', age: 35 });
const playIdOf = async (userId: number) => (await db().select({ playId: users.playId }).from(users).where(eq(users.id, userId)))[0]!.playId;

async function reportPlayer(reporterToken: string, reportedId: number, body: Record<string, unknown> = {}) {
  return call<ReportCreated>('POST', '/records/api/reports', reporterToken, { target: { kind: 'PLAYER', playId: await playIdOf(reportedId) }, category: 'HARASSMENT', details: 'Xingou no chat.', ...body });
}
const decide = (token: string, id: number, body: Record<string, unknown>) => call<DecisionResponse>('POST', `/records/api/admin/reports/${id}/decision`, token, body);
const titlesOf = async (userId: number) => (await db().select({ title: notifications.title, text: notifications.text, targetKey: notifications.targetKey }).from(notifications).where(eq(notifications.userId, userId)));

/** The appeal link the sanctioned person received by e-mail. */
async function appealTokenOf(email: string): Promise<string> {
  const mails = (await api(server, `/dev/outbox?to=${encodeURIComponent(email)}`)).json as Array<{ links: string[] }>;
  const link = mails.find((mail) => mail.links.some((l) => l.includes('/appeal/')))!.links.find((l) => l.includes('/appeal/'))!;
  return link.slice(link.lastIndexOf('/') + 1);
}

async function loginAnswer(email: string): Promise<{ status: number; text: string }> {
  const browser = new Browser(server.url);
  const { challenge } = pkcePair();
  const { loginPath } = await beginSignIn(browser, challenge);
  const { code, response } = await submitLogin(browser, loginPath, email, 'Demo1234');
  return { status: code ? 200 : response.status, text: code ? '' : await response.text() };
}

describe('reports (docs/product/moderation.md, Reports)', () => {
  it('files a report, tells the reporter, and refuses oneself, a second open report and bad input', async () => {
    const [reporter, reported] = await Promise.all([player(), player()]);
    const sent = await reportPlayer(reporter.access_token, reported.userId);
    expect(sent.status).toBe(201);
    expect(sent.json.messageKey).toBe('status:report.received');
    expect((await titlesOf(reporter.userId)).map((n) => n.title)).toContain('Recebemos sua denúncia');

    expect(keysOf((await reportPlayer(reporter.access_token, reported.userId)).json)).toEqual(['requestError:report.duplicate']);
    expect(keysOf((await reportPlayer(reporter.access_token, reporter.userId)).json)).toEqual(['requestError:report.self']);
    expect((await call('POST', '/records/api/reports', reporter.access_token, { target: { kind: 'PLAYER', playId: 'Ninguem#0000' }, category: 'HATE' })).status).toBe(404);
    const bad = await call('POST', '/records/api/reports', reporter.access_token, { target: { kind: 'TEAM', teamId: 'x' }, category: 'OFFENSIVE_NAME' });
    expect(fieldsOf(bad)).toEqual(['target']);
    const wrongReason = await reportPlayer(reporter.access_token, reported.userId, { category: 'OFFENSIVE_NAME' });
    expect(fieldsOf(wrongReason)).toEqual(['category']);
    const otherWithoutDetails = await reportPlayer(reporter.access_token, reported.userId, { category: 'OTHER', details: ' ' });
    expect(fieldsOf(otherWithoutDetails)).toEqual(['details']);
    expect((await call('POST', '/records/api/reports', undefined, {})).status).toBe(401);
  });

  it('takes at most 10 reports from one person a day', async () => {
    const reporter = await player();
    const targets = await Promise.all(Array.from({ length: 11 }, () => player()));
    const answers = [];
    for (const target of targets) answers.push((await reportPlayer(reporter.access_token, target.userId)).status);
    expect(answers.filter((status) => status === 201)).toHaveLength(10);
    expect(answers.at(-1)).toBe(429);
  });

  it('two identical reports sent at once file one', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [reporter, reported] = await Promise.all([player(), player()]);
      const answers = await Promise.all([reportPlayer(reporter.access_token, reported.userId), reportPlayer(reporter.access_token, reported.userId)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    }
  });
});

describe('the moderation queue and its decisions (docs/product/moderation.md, Moderation)', () => {
  it('only admins read the queue; the demo has three open reports', async () => {
    const someone = await player();
    expect((await call('GET', '/records/api/admin/reports', someone.access_token)).status).toBe(403);
    const boss = await admin();
    const queue = await call<ModerationQueue>('GET', '/records/api/admin/reports?view=open&size=50', boss.access_token);
    expect(queue.status).toBe(200);
    const demo = queue.json.reports.filter((r) => ['RafaelDupla#1204', 'Squad da Madrugada', 'TiagoDemo#1202'].includes(r.targetLabel));
    expect(demo.map((r) => r.status).sort()).toEqual(['RECEIVED', 'RECEIVED', 'UNDER_REVIEW']);
    expect(demo.find((r) => r.targetLabel === 'TiagoDemo#1202')!.reportedIsMinor).toBe(true);
    expect((await call('GET', '/records/api/admin/reports?view=later', boss.access_token)).status).toBe(400);
  });

  it('reviewing tells the reporter; a warning tells the reported person with an appeal link; a second decision is refused', async () => {
    const [reporter, reported, boss] = await Promise.all([player(), player(), admin()]);
    const { id } = (await reportPlayer(reporter.access_token, reported.userId)).json;
    const review = await decide(boss.access_token, id, { action: 'REVIEW' });
    expect(review.json.report.status).toBe('UNDER_REVIEW');
    expect((await titlesOf(reporter.userId)).map((n) => n.title)).toContain('Sua denúncia está em análise');

    expect(fieldsOf(await decide(boss.access_token, id, { action: 'SUSPEND', ruling: 'curto' })).sort()).toEqual(['days', 'ruling']);
    const warned = await decide(boss.access_token, id, { action: 'WARN', ruling: 'Ofensas no chat não são aceitas aqui.' });
    expect(warned.status).toBe(200);
    expect(warned.json.report.decision).toMatchObject({ action: 'WARN', days: null });
    const toReported = await titlesOf(reported.userId);
    expect(toReported.find((n) => n.title === 'Você recebeu uma advertência')!.targetKey).toMatch(/^\/appeal\/[\w-]{20,}$/);
    expect((await titlesOf(reporter.userId)).find((n) => n.title === 'Sua denúncia foi analisada')!.text).toContain('tomamos uma medida');
    expect(keysOf((await decide(boss.access_token, id, { action: 'DISMISS', ruling: 'Mudei de ideia sobre isso.' })).json)).toEqual(['requestError:report.alreadyDecided']);
  });

  it('a suspension ends every session at once and blocks sign-in until it ends; an overturned appeal lifts it', async () => {
    const [reporter, reported, boss] = await Promise.all([player(), player(), admin()]);
    const { id } = (await reportPlayer(reporter.access_token, reported.userId)).json;
    expect((await call('GET', '/records/api/user/guardian', reported.access_token)).status).toBe(200);
    const suspended = await decide(boss.access_token, id, { action: 'SUSPEND', ruling: 'Ameaças a outro jogador.', days: 3 });
    expect(suspended.status).toBe(200);

    // The access token stops working, the refresh token is gone, and the login page says until when.
    expect((await call('GET', '/records/api/user/guardian', reported.access_token)).status).toBe(401);
    expect((await refresh(server.url, reported.refresh_token)).status).toBe(400);
    const login = await loginAnswer(reported.email);
    expect(login.status).toBe(403);
    expect(login.text).toContain('suspensa até');

    // The appeal, by the e-mailed link, signed out.
    const token = await appealTokenOf(reported.email);
    const link = await call<AppealLinkView>('GET', `/records/api/public/reports/appeal/${token}`);
    expect(link.json).toMatchObject({ state: 'VALID', reportId: id, action: 'SUSPEND' });
    expect(fieldsOf(await call('POST', `/records/api/reports/${id}/appeal`, undefined, { token, text: 'curto' }))).toEqual(['appeal']);
    expect(keysOf((await call('POST', `/records/api/reports/${id + 1000000}/appeal`, undefined, { token, text: 'Eu só estava brincando com meu amigo.' })).json)).toEqual(['requestError:report.appealUnknown']);
    expect((await call('POST', `/records/api/reports/${id}/appeal`, undefined, { token, text: 'Eu só estava brincando com meu amigo.' })).status).toBe(201);
    expect(keysOf((await call('POST', `/records/api/reports/${id}/appeal`, undefined, { token, text: 'De novo, por favor revejam.' })).json)).toEqual(['requestError:report.appealUsed']);
    expect((await call<AppealLinkView>('GET', `/records/api/public/reports/appeal/${token}`)).json.state).toBe('USED');

    const overturned = await decide(boss.access_token, id, { action: 'OVERTURN', ruling: 'O amigo confirmou que era brincadeira.' });
    expect(overturned.json.report).toMatchObject({ status: 'CLOSED', appeal: { outcome: 'OVERTURN' } });
    expect((await loginAnswer(reported.email)).status).toBe(200);
    expect((await signIn(server.url, reported.email)).access_token).toBeTruthy();
  });

  it("a ban blocks sign-in for good and keeps the account's e-mail and Epic ID out; overturning lets them back", async () => {
    const [reporter, boss] = await Promise.all([player(), admin()]);
    const reported = await newAccount(server, { age: 20, epicAccountId: randomBytes(16).toString('hex') });
    const { id } = (await reportPlayer(reporter.access_token, reported.userId, { category: 'CHEATING' })).json;
    const banned = await decide(boss.access_token, id, { action: 'BAN', ruling: 'Programa de mira automática comprovado.' });
    expect(banned.status).toBe(200);
    expect((await loginAnswer(reported.email)).text).toContain('banida');
    const [row] = await db().select({ epic: users.epicAccountId }).from(users).where(eq(users.id, reported.userId));
    expect(await isBannedIdentity(db(), 'EMAIL', reported.email.toUpperCase())).toBe(true);
    expect(await isBannedIdentity(db(), 'EPIC', row!.epic!)).toBe(true);

    // Once the account is gone, its e-mail still cannot register.
    await db().delete(users).where(eq(users.id, reported.userId));
    const again = await api(server, '/records/api/public/account/create', {
      json: { userName: `volta${Date.now()}`, email: reported.email, password: 'Demo1234', passwordConfirmation: 'Demo1234', firstName: 'Volta', lastName: 'Aqui', birthDate: '01/01/2000', role: 'student', acceptUseTerms: true },
    });
    expect(fieldsOf(again)).toContain('email');
    expect(fieldMessages(again.json).email).toBe('validation:email.banned');
    const someone = await player();
    const link = await call('POST', '/records/api/account/games', someone.access_token, { epicAccountId: row!.epic });
    expect(fieldMessages(link.json).epicAccountId).toBe('validation:epicAccountId.banned');

    // Overturned on appeal: the identities are free again.
    const token = await appealTokenOf(reported.email);
    expect((await call('POST', `/records/api/reports/${id}/appeal`, undefined, { token, text: 'Não usei programa nenhum, revejam o vídeo.' })).status).toBe(201);
    await decide(boss.access_token, id, { action: 'OVERTURN', ruling: 'O vídeo completo não mostra trapaça.' });
    expect(await db().select().from(bannedIdentities).where(and(eq(bannedIdentities.reportId, id)))).toHaveLength(0);
  });

  it("a minor's guardians are told of a sanction, and the minor's page lists the reports", async () => {
    const [reporter, boss] = await Promise.all([player(), admin()]);
    const minor = await newAccount(server, { age: 14 });
    const { id } = (await reportPlayer(reporter.access_token, minor.userId, { category: 'CHEATING' })).json;
    await decide(boss.access_token, id, { action: 'WARN', ruling: 'Trapaça confirmada na partida.' });
    const [guardianRow] = await db().select({ guardian_id: guardianLinks.guardianId }).from(guardianLinks).where(and(eq(guardianLinks.minorId, minor.userId), isNull(guardianLinks.revokedAt)));
    const guardianNotes = await titlesOf(guardianRow!.guardian_id);
    expect(guardianNotes.map((n) => n.title)).toContain('Uma decisão de moderação sobre seu dependente');
    const [saved] = await db().select({ status: reports.status }).from(reports).where(eq(reports.id, id));
    expect(saved!.status).toBe('DECIDED');
    const [guardian] = await db().update(users).set({ passwordHash: await hashPassword('Demo1234') }).where(eq(users.id, guardianRow!.guardian_id)).returning({ email: users.email });
    const guardianTokens = await signIn(server.url, guardian!.email);
    const activity = await call<MinorActivity>('GET', `/records/api/guardian/minors/${minor.userId}/activity`, guardianTokens.access_token);
    expect(activity.json.reports).toEqual([expect.objectContaining<Partial<MinorReport>>({ id, role: 'REPORTED', category: 'CHEATING', outcome: 'WARN' })]);
  });

  it("a team's name answers by its leader, and a dispute's screenshot by whoever sent it", async () => {
    const boss = await admin();
    const teamsEvent = (await api(server, '/dev/play/scenario', { method: 'POST', json: { phase: 'CHECK_IN', participants: 2, teamSize: 2 } })).json as Scenario;
    const reporter = await signIn(server.url, teamsEvent.participants[0]!.leader.email);
    const team = teamsEvent.participants[1]!;
    const teamReport = await call<ReportCreated>('POST', '/records/api/reports', reporter.access_token, { target: { kind: 'TEAM', teamId: team.teamId }, category: 'OFFENSIVE_NAME', details: '' });
    expect(teamReport.status).toBe(201);
    expect(fieldsOf(await call('POST', '/records/api/reports', reporter.access_token, { target: { kind: 'TEAM', teamId: team.teamId }, category: 'CHEATING' }))).toEqual(['category']);

    const duel = (await api(server, '/dev/play/scenario', { method: 'POST', json: { phase: 'RUNNING', participants: 2 } })).json as Scenario;
    const [match] = duel.matches;
    const sender = duel.participants[1]!.leader;
    const noEvidence = await signIn(server.url, duel.participants[0]!.leader.email);
    expect((await call('POST', '/records/api/reports', noEvidence.access_token, { target: { kind: 'EVIDENCE', matchId: match!.id }, category: 'FAKE_EVIDENCE' })).status).toBe(404);
    const key = randomBytes(16).toString('base64url');
    await db().insert(playEvidence).values({ key, matchId: match!.id, uploadedBy: sender.userId, contentType: 'image/png', size: 4, bytes: Buffer.from([137, 80, 78, 71]) });
    await db().update(playMatches).set({ dispute: { side: 1, at: new Date().toISOString(), reason: 'O placar está errado.', evidenceUrl: `/media/evidence/${key}` } }).where(eq(playMatches.id, match!.id));
    const evidenceReport = await call<ReportCreated>('POST', '/records/api/reports', noEvidence.access_token, { target: { kind: 'EVIDENCE', matchId: match!.id }, category: 'FAKE_EVIDENCE', details: 'A imagem é de outra partida.' });
    expect(evidenceReport.status).toBe(201);

    const queue = (await call<ModerationQueue>('GET', '/records/api/admin/reports?view=open&size=50', boss.access_token)).json;
    const byId = (id: number) => queue.reports.find((r) => r.id === id);
    expect(byId(teamReport.json.id)).toMatchObject({ targetKind: 'TEAM', targetLabel: team.name, reportedPlayId: team.leader.playId });
    expect(byId(evidenceReport.json.id)).toMatchObject({ targetKind: 'EVIDENCE', targetLabel: sender.playId, reportedPlayId: sender.playId, evidenceUrl: `/media/evidence/${key}`, matchId: match!.id });
  });

  it('two admins deciding one report at once: one decision counts', async () => {
    for (let round = 0; round < 5; round += 1) {
      const [reporter, reported, first, second] = await Promise.all([player(), player(), admin(), admin()]);
      const { id } = (await reportPlayer(reporter.access_token, reported.userId)).json;
      const answers = await Promise.all([
        decide(first.access_token, id, { action: 'WARN', ruling: 'Primeira decisão sobre isso.' }),
        decide(second.access_token, id, { action: 'DISMISS', ruling: 'Segunda decisão sobre isso.' }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    }
  });
});
