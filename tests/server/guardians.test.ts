import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentLinkView, ConsentResponse, MinorGuardianState, SupervisedMinors } from '@/contract/guardians';
import { activationCodes, eventSubscriptions, guardianInvitations, guardianLinkLog, guardianLinks, legalRepresentatives, notifications, teamMembers, users } from '../../server/db/schema';
import { DEMO_GUARDIAN, DEMO_PENDING_CONSENT_TOKEN, GUARDIAN_DEMO_ACCOUNTS } from '../../server/seed/guardians';
import type { RunningServer } from '../../server/server';
import { guardianTokenHash, sendGuardianInvitation } from '../../server/services/guardians';
import { hashPassword } from '../../server/services/passwords';
import { signIn } from './support/browser';
import { createEvent, createStudent, keysOf, fieldsOf } from './support/events';
import { api, jsonCaller, onPostgres, startTestServer } from './support/harness';
import { bornYearsAgo, newAccount } from './support/users';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.database.db;
const call = jsonCaller(() => server);

const stateOf = async (token: string) => (await call<MinorGuardianState>('GET', '/records/api/user/guardian', token)).json;
const view = (linkToken: string) => call<ConsentLinkView>('GET', `/records/api/public/guardian/consent/${linkToken}`);
const consent = (linkToken: string, token: string, body: Record<string, unknown>) => call<ConsentResponse>('POST', `/records/api/guardian/consent/${linkToken}`, token, body);
const resend = (token: string) => call<MinorGuardianState>('POST', '/records/api/guardian/invitations', token);

let tagCounter = 0;
const uniqueTag = () => `${process.pid % 1000}${(tagCounter += 1)}${randomBytes(2).toString('hex')}`;

/** What a minor types about their guardian on the sponsor form. */
function representative(overrides: Record<string, unknown> = {}) {
  return {
    userName: 'mae.teste',
    firstName: 'Lúcia',
    lastName: 'Andrade',
    cpf: '529.982.247-25',
    whatsapp: '(11) 98888-1234',
    email: `lucia.${uniqueTag()}@example.com`,
    acceptImageStudentTerms: true,
    ...overrides,
  };
}

const rightPerson = { fullName: 'Lúcia Andrade', cpf: '52998224725' };

/** The token of the newest consent link mailed to `email`. */
async function latestLinkTo(email: string): Promise<{ token: string; link: string; subject: string; text: string }> {
  const mails = (await api(server, `/dev/outbox?to=${encodeURIComponent(email)}`)).json as Array<{ subject: string; text: string; links: string[] }>;
  const mail = mails[0]!;
  const link = mail.links[0]!;
  return { token: link.slice(link.lastIndexOf('/') + 1), link, subject: mail.subject, text: mail.text };
}

/** A signed-in minor without a guardian who has typed their legal representative (so one link went out). */
async function minorWithRepresentative(age = 15, overrides: Record<string, unknown> = {}) {
  const minor = await newAccount(server, { age, guardian: false, firstName: 'Bruna' });
  const rep = representative(overrides);
  const saved = await api(server, '/records/api/account/legal-representative', { token: minor.access_token, json: rep });
  expect(saved.status).toBe(201);
  return { ...minor, token: minor.access_token, rep, link: await latestLinkTo(rep.email) };
}

/** A signed-in account of the guardian role. */
async function sponsor(firstName = 'Lúcia') {
  const account = await newAccount(server, { role: 'SPONSOR', age: 42, firstName });
  return { ...account, token: account.access_token };
}

let passwordHash: Promise<string> | undefined;

/** A minor written straight into the database (not signed in), with a legal representative and `links` consent links. */
async function minorRow(links: number, age = 15): Promise<{ id: number; tokens: string[] }> {
  passwordHash ??= hashPassword('Demo1234');
  const tag = uniqueTag();
  const [row] = await db()
    .insert(users)
    .values({
      userName: `menor${tag}`,
      email: `menor${tag}@example.com`,
      passwordHash: await passwordHash,
      emailVerified: true,
      firstName: 'Davi',
      lastName: 'Teste',
      role: 'STUDENT',
      birthDate: bornYearsAgo(age),
      playId: `Menor${tag}#0001`,
      acceptUseTerms: true,
    })
    .returning({ id: users.id, firstName: users.firstName });
  const rep = representative();
  await db()
    .insert(legalRepresentatives)
    .values({ userId: row!.id, userName: rep.userName, firstName: rep.firstName, lastName: rep.lastName, cpf: '52998224725', phoneDdd: '11', phoneNumber: '988881234', email: rep.email, acceptImageStudentTerms: true });
  const tokens: string[] = [];
  for (let i = 0; i < links; i += 1) tokens.push(await sendGuardianInvitation(db(), server.url, row!, rep));
  return { id: row!.id, tokens };
}

const invitationOf = async (linkToken: string) => (await db().select().from(guardianInvitations).where(eq(guardianInvitations.tokenHash, guardianTokenHash(linkToken))))[0]!;
const activeLinksOf = async (minorId: number) =>
  db()
    .select()
    .from(guardianLinks)
    .where(and(eq(guardianLinks.minorId, minorId), isNull(guardianLinks.revokedAt)));
const expire = (linkToken: string) =>
  db()
    .update(guardianInvitations)
    .set({ createdAt: new Date(Date.now() - 8 * 24 * 3600_000), expiresAt: new Date(Date.now() - 24 * 3600_000) })
    .where(eq(guardianInvitations.tokenHash, guardianTokenHash(linkToken)));
const logSince = async (id: number) =>
  (await db().select().from(guardianLinkLog).orderBy(guardianLinkLog.id)).filter((row) => row.id > id).map((row) => ({ reason: row.reason, userId: row.userId, invitationId: row.invitationId }));
const lastLogId = async () => (await db().select({ id: guardianLinkLog.id }).from(guardianLinkLog).orderBy(desc(guardianLinkLog.id)).limit(1))[0]?.id ?? 0;
const notificationsOf = async (userId: number) => db().select({ title: notifications.title, text: notifications.text, targetKey: notifications.targetKey }).from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

/** Whether each restricted action is refused for the guardian's reason (the other refusals do not matter here). */
async function guardianRefusals(token: string) {
  const solo = await createEvent(server);
  const squad = await createEvent(server, { modeQuantity: 4 });
  const code = `GUARD-${randomBytes(4).toString('hex').toUpperCase()}`;
  await db().insert(activationCodes).values({ code, months: 12 });
  const answers = [
    await call('POST', `/educational/api/tournaments/${solo}/subscription`, token),
    await call('POST', '/educational/api/teams', token, { name: 'Time Teste', eventId: squad }),
    await call('PUT', `/records/api/activation-licence/${code}/redeem`, token),
  ];
  return answers.map((answer) => (answer.status === 403 ? keysOf(answer.json)[0] : answer.status));
}

describe('GET /records/api/user/guardian: the consent state', () => {
  it('is NOT_REQUIRED for adults and for other roles', async () => {
    const adult = await newAccount(server, { age: 19 });
    expect(await stateOf(adult.access_token)).toEqual({ status: 'NOT_REQUIRED', restricted: false, invitedEmail: null, lastSentAt: null, expiresAt: null, resendsLeft: 0, guardians: [] });
    const teacher = await newAccount(server, { age: 35, role: 'TEACHER' });
    expect((await stateOf(teacher.access_token)).status).toBe('NOT_REQUIRED');
    expect((await call('GET', '/records/api/user/guardian')).status).toBe(401);
  });

  it('goes MISSING → PENDING → EXPIRED → PENDING → REFUSED → CONSENTED → REVOKED → PENDING', async () => {
    const minor = await newAccount(server, { age: 15, guardian: false, firstName: 'Bruna' });
    expect(await stateOf(minor.access_token)).toEqual({ status: 'MISSING', restricted: true, invitedEmail: null, lastSentAt: null, expiresAt: null, resendsLeft: 0, guardians: [] });

    const rep = representative({ email: `lu${uniqueTag()}@gmail.com` });
    expect((await api(server, '/records/api/account/legal-representative', { token: minor.access_token, json: rep })).status).toBe(201);
    const pending = await stateOf(minor.access_token);
    expect(pending).toMatchObject({ status: 'PENDING', restricted: true, invitedEmail: 'lu•••@gmail.com', resendsLeft: 2, guardians: [] });
    const sent = Date.parse(pending.lastSentAt!);
    expect(Math.abs(sent - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(pending.expiresAt!) - sent).toBe(7 * 24 * 3600_000);

    const first = await latestLinkTo(rep.email);
    await expire(first.token);
    expect(await stateOf(minor.access_token)).toMatchObject({ status: 'EXPIRED', restricted: true, resendsLeft: 3 });

    expect((await resend(minor.access_token)).json).toMatchObject({ status: 'PENDING', resendsLeft: 2 });
    const guardian = await sponsor();
    const second = await latestLinkTo(rep.email);
    expect((await consent(second.token, guardian.token, { ...rightPerson, decision: 'REFUSE' })).status).toBe(200);
    expect(await stateOf(minor.access_token)).toMatchObject({ status: 'REFUSED', restricted: true, resendsLeft: 2 });

    await resend(minor.access_token);
    const third = await latestLinkTo(rep.email);
    expect((await consent(third.token, guardian.token, { ...rightPerson, decision: 'ACCEPT' })).status).toBe(200);
    const consented = await stateOf(minor.access_token);
    expect(consented).toMatchObject({ status: 'CONSENTED', restricted: false, resendsLeft: 0, guardians: [{ firstName: 'Lúcia' }] });
    expect(Math.abs(Date.parse(consented.guardians[0]!.since) - Date.now())).toBeLessThan(60_000);

    expect((await call('DELETE', `/records/api/guardian/minors/${minor.userId}`, guardian.token)).status).toBe(204);
    expect(await stateOf(minor.access_token)).toMatchObject({ status: 'REVOKED', restricted: true, resendsLeft: 1, guardians: [] });
    // A new link after the withdrawal waits for an answer again.
    expect((await resend(minor.access_token)).json).toMatchObject({ status: 'PENDING', restricted: true, resendsLeft: 0 });
  });

  it('counts a student with no birth date as restricted, and never a 17-year-old', async () => {
    const unknown = await newAccount(server, { birthDate: null, guardian: false });
    expect(await stateOf(unknown.access_token)).toMatchObject({ status: 'MISSING', restricted: true });
    const seventeen = await newAccount(server, { age: 17, guardian: false });
    expect(await stateOf(seventeen.access_token)).toMatchObject({ status: 'MISSING', restricted: false });
    expect(await guardianRefusals(seventeen.access_token)).toEqual([201, 201, 200]);
  });

  it('shows the demo minors: one waiting for the demo guardian, one she consented for', async () => {
    const pending = (await signIn(server.url, GUARDIAN_DEMO_ACCOUNTS.pending)).access_token;
    expect(await stateOf(pending)).toMatchObject({ status: 'PENDING', restricted: true, invitedEmail: 're•••@example.com' });
    const linked = (await signIn(server.url, GUARDIAN_DEMO_ACCOUNTS.linked)).access_token;
    expect(await stateOf(linked)).toMatchObject({ status: 'CONSENTED', restricted: false, guardians: [{ firstName: 'Fernanda' }] });
    expect((await view(DEMO_PENDING_CONSENT_TOKEN)).json).toMatchObject({ state: 'VALID', minor: { firstName: 'Lara', playId: 'LaraDemo#1201', age: 15 }, guardianName: 'Fernanda Lima' });
    const mails = (await api(server, `/dev/outbox?to=${DEMO_GUARDIAN.email}`)).json as Array<{ links: string[] }>;
    expect(mails.some((mail) => mail.links.includes(`/guardian/consent/${DEMO_PENDING_CONSENT_TOKEN}`))).toBe(true);
    // The other demo students of 16 or under are not held back.
    for (const email of ['aluno@example.com', 'jogador1@example.com', 'reserva01@example.com']) {
      expect((await stateOf((await signIn(server.url, email)).access_token)).restricted).toBe(false);
    }
  });
});

describe('the consent link', () => {
  it('is e-mailed to the guardian, single-use for 7 days, and only its hash is stored', async () => {
    const minor = await minorWithRepresentative();
    expect(minor.link.link).toBe(`${server.url}/guardian/consent/${minor.link.token}`);
    expect(minor.link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(minor.link.subject).toBe('Bruna pediu sua autorização na Arena Escolar');
    expect(minor.link.text).toContain('Olá, Lúcia!');
    expect(minor.link.text).toContain('A Arena Escolar é uma plataforma de esportes eletrônicos');
    expect(minor.link.text).toContain('Bruna informou você como responsável');
    expect(minor.link.text).toContain(`vale por 7 dias e só pode ser usado uma vez): ${minor.link.link}`);

    const rows = await db().select().from(guardianInvitations).where(eq(guardianInvitations.minorId, minor.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tokenHash: guardianTokenHash(minor.link.token), email: minor.rep.email, usedAt: null, usedBy: null, outcome: null });
    expect(JSON.stringify(rows)).not.toContain(minor.link.token);
  });

  it('shows the guardian who asks and for whom', async () => {
    const minor = await minorWithRepresentative(14);
    const answer = await view(minor.link.token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const invitation = await invitationOf(minor.link.token);
    expect(answer.json).toEqual({
      state: 'VALID',
      minor: { firstName: 'Bruna', playId: expect.stringMatching(/^Conta/), age: 14 },
      guardianName: 'Lúcia Andrade',
      expiresAt: invitation.expiresAt.toISOString(),
    });
  });

  it('answers unknown, forged, used and expired links with their state, and logs each', async () => {
    const used = await minorWithRepresentative();
    const guardian = await sponsor();
    expect((await consent(used.link.token, guardian.token, { ...rightPerson, decision: 'ACCEPT' })).status).toBe(200);
    const expired = await minorWithRepresentative();
    await expire(expired.link.token);

    const before = await lastLogId();
    const unknown = randomBytes(32).toString('base64url');
    const cases: Array<[string, string, number | null]> = [
      [unknown, 'UNKNOWN', null],
      ['abc', 'UNKNOWN', null],
      ['%00%00', 'UNKNOWN', null],
      [`${used.link.token.slice(0, -1)}${used.link.token.endsWith('A') ? 'B' : 'A'}`, 'UNKNOWN', null],
      ['x'.repeat(300), 'UNKNOWN', null],
      [used.link.token, 'USED', (await invitationOf(used.link.token)).id],
      [expired.link.token, 'EXPIRED', (await invitationOf(expired.link.token)).id],
    ];
    for (const [linkToken, state] of cases) {
      const answer = await view(linkToken);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ state });
    }
    expect(await logSince(before)).toEqual(cases.map(([, state, invitationId]) => ({ reason: state.toLowerCase(), userId: null, invitationId })));
  });
});

describe('POST /records/api/guardian/consent/{token}', () => {
  it('refuses whoever is not a guardian account, changes nothing and logs it', async () => {
    const minor = await minorWithRepresentative();
    const invitation = await invitationOf(minor.link.token);
    for (const role of ['STUDENT', 'TEACHER', 'ADMIN'] as const) {
      const caller = await newAccount(server, { role, age: 30 });
      const before = await lastLogId();
      const answer = await consent(minor.link.token, caller.access_token, { ...rightPerson, decision: 'ACCEPT' });
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual([{ code: 'notSponsor', messageKey: 'requestError:guardian.notSponsor' }]);
      expect(await logSince(before)).toEqual([{ reason: 'notSponsor', userId: caller.userId, invitationId: invitation.id }]);
    }
    expect(await invitationOf(minor.link.token)).toMatchObject({ usedAt: null, outcome: null });
    expect(await activeLinksOf(minor.userId)).toEqual([]);
    expect((await view(minor.link.token)).json).toMatchObject({ state: 'VALID' });
    expect((await consent(minor.link.token, '', rightPerson)).status).toBe(401);
  });

  it('answers unknown 404, used and expired 410, and logs each', async () => {
    const guardian = await sponsor();
    const used = await minorWithRepresentative();
    expect((await consent(used.link.token, guardian.token, { ...rightPerson, decision: 'REFUSE' })).status).toBe(200);
    const expired = await minorWithRepresentative();
    await expire(expired.link.token);

    const before = await lastLogId();
    const unknown = await consent(randomBytes(32).toString('base64url'), guardian.token, { ...rightPerson, decision: 'ACCEPT' });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual([{ code: 'linkUnknown', messageKey: 'requestError:guardian.linkUnknown' }]);
    const again = await consent(used.link.token, guardian.token, { ...rightPerson, decision: 'ACCEPT' });
    expect(again.status).toBe(410);
    expect(keysOf(again.json)).toEqual(['requestError:guardian.linkUsed']);
    const late = await consent(expired.link.token, guardian.token, { ...rightPerson, decision: 'ACCEPT' });
    expect(late.status).toBe(410);
    expect(keysOf(late.json)).toEqual(['requestError:guardian.linkExpired']);
    expect((await logSince(before)).map((row) => [row.reason, row.userId])).toEqual([
      ['unknown', guardian.userId],
      ['used', guardian.userId],
      ['expired', guardian.userId],
    ]);
    expect(await activeLinksOf(expired.userId)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no decision', { fullName: 'Lúcia Andrade', cpf: '52998224725' }, { decision: 'validation:decision.required' }],
    ['an unknown decision', { ...rightPerson, decision: 'MAYBE' }, { decision: 'validation:decision.invalid' }],
    ['no name', { decision: 'ACCEPT', fullName: '  ', cpf: '52998224725' }, { fullName: 'validation:fullName.required' }],
    ['an invalid CPF', { decision: 'ACCEPT', fullName: 'Lúcia Andrade', cpf: '529.982.247-26' }, { cpf: 'validation:cpf.invalid' }],
    ['a name that is not text', { decision: 'ACCEPT', fullName: { a: 1 }, cpf: '52998224725' }, { fullName: 'validation:fullName.invalid' }],
  ])('refuses %s (400) and leaves the link usable', async (_name, body, fields) => {
    const minor = await minorWithRepresentative();
    const guardian = await sponsor();
    const answer = await consent(minor.link.token, guardian.token, body);
    expect(answer.status).toBe(400);
    expect(fieldsOf(answer.json)).toEqual(fields);
    expect((await view(minor.link.token)).json).toMatchObject({ state: 'VALID' });
  });

  it('refuses a name or CPF that differs from what the minor typed (422), logs it, and the link still works', async () => {
    const minor = await minorWithRepresentative();
    const guardian = await sponsor();
    const invitation = await invitationOf(minor.link.token);
    const before = await lastLogId();
    const wrongName = await consent(minor.link.token, guardian.token, { decision: 'ACCEPT', fullName: 'Lúcia Andrada', cpf: '52998224725' });
    expect(wrongName.status).toBe(422);
    expect(wrongName.json).toEqual([{ field: 'fullName', code: 'guardianMismatch', messageKey: 'validation:fullName.guardianMismatch' }]);
    const wrongCpf = await consent(minor.link.token, guardian.token, { decision: 'ACCEPT', fullName: 'Lúcia Andrade', cpf: '123.456.789-09' });
    expect(wrongCpf.status).toBe(422);
    expect(wrongCpf.json).toEqual([{ field: 'cpf', code: 'guardianMismatch', messageKey: 'validation:cpf.guardianMismatch' }]);
    const onlyFirstName = await consent(minor.link.token, guardian.token, { decision: 'REFUSE', fullName: 'Lúcia', cpf: '39053344705' });
    expect(fieldsOf(onlyFirstName.json)).toEqual({ fullName: 'validation:fullName.guardianMismatch', cpf: 'validation:cpf.guardianMismatch' });
    expect(await logSince(before)).toEqual(Array.from({ length: 3 }, () => ({ reason: 'identityMismatch', userId: guardian.userId, invitationId: invitation.id })));
    expect(await invitationOf(minor.link.token)).toMatchObject({ usedAt: null });
    expect(await activeLinksOf(minor.userId)).toEqual([]);

    // Case, accents, repeated spaces and the CPF's mask do not count.
    const fixed = await consent(minor.link.token, guardian.token, { decision: 'ACCEPT', fullName: '  LUCIA    andrade ', cpf: '529.982.247-25' });
    expect(fixed.status).toBe(200);
  });

  it('takes 5 names or CPFs that do not match, then no more answers on that link, not even the right one', async () => {
    const minor = await minorWithRepresentative();
    const guardian = await sponsor();
    const wrong = { decision: 'ACCEPT', fullName: 'Lúcia Andrade', cpf: '11144477735' };
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await consent(minor.link.token, guardian.token, wrong)).status).toBe(422);
    const sixth = await consent(minor.link.token, guardian.token, wrong);
    expect(sixth.status).toBe(429);
    expect(keysOf(sixth.json)).toEqual(['requestError:guardian.identityAttempts']);
    expect(keysOf((await consent(minor.link.token, guardian.token, { decision: 'ACCEPT', ...rightPerson })).json)).toEqual(['requestError:guardian.identityAttempts']);
    expect(await activeLinksOf(minor.userId)).toEqual([]);
    // A new link from the minor starts again.
    expect((await resend(minor.token)).status).toBe(201);
    const fresh = await latestLinkTo(minor.rep.email);
    expect((await consent(fresh.token, guardian.token, { decision: 'ACCEPT', ...rightPerson })).status).toBe(200);
  });

  it(`counts wrong answers sent at once one by one: 8 at once give 5 refusals and 3 locks (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    for (let round = 0; round < 3; round += 1) {
      const minor = await minorWithRepresentative();
      const guardian = await sponsor();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => consent(minor.link.token, guardian.token, { decision: 'ACCEPT', fullName: 'Lúcia Andrade', cpf: '11144477735' })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
      const invitation = await invitationOf(minor.link.token);
      const logged = await db().select().from(guardianLinkLog).where(eq(guardianLinkLog.invitationId, invitation.id));
      expect(logged.filter((row) => row.reason === 'identityMismatch')).toHaveLength(5);
    }
  });

  it('accepting links the guardian, lifts the restriction and tells the minor', async () => {
    const minor = await minorWithRepresentative();
    expect(await guardianRefusals(minor.token)).toEqual(['requestError:guardian.consentForTournaments', 'requestError:guardian.consentForTeams', 'requestError:guardian.consentForPremium']);
    const guardian = await sponsor();
    const answer = await consent(minor.link.token, guardian.token, { ...rightPerson, decision: 'ACCEPT' });
    expect(answer.status).toBe(200);
    const [row] = await db().select({ playId: users.playId }).from(users).where(eq(users.id, minor.userId));
    expect(answer.json).toEqual({ outcome: 'CONSENTED', minor: { id: minor.userId, firstName: 'Bruna', playId: row!.playId }, messageKey: 'status:guardian.consented' });
    expect(await invitationOf(minor.link.token)).toMatchObject({ usedBy: guardian.userId, outcome: 'CONSENTED' });
    expect(await activeLinksOf(minor.userId)).toMatchObject([{ guardianId: guardian.userId, revokedAt: null }]);
    // The same access token: the restriction is read from the database on every call. Purchases
    // stay blocked for a minor of 15 until the guardian allows them (Supervision).
    expect(await guardianRefusals(minor.token)).toEqual([201, 201, 'requestError:guardian.purchasesBlocked']);
    expect(await notificationsOf(minor.userId)).toEqual([
      { title: 'Seu responsável autorizou sua conta', text: 'Lúcia autorizou você a participar de torneios e times. As compras do Premium seguem o que seu responsável escolher no painel dele. Bons jogos!', targetKey: '/profile/sponsor' },
    ]);
  });

  it('refusing uses the link, links nobody and tells the minor', async () => {
    const minor = await minorWithRepresentative();
    const guardian = await sponsor();
    const answer = await consent(minor.link.token, guardian.token, { ...rightPerson, decision: 'REFUSE' });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ outcome: 'REFUSED', minor: { id: minor.userId, firstName: 'Bruna' }, messageKey: 'status:guardian.refused' });
    expect(await invitationOf(minor.link.token)).toMatchObject({ usedBy: guardian.userId, outcome: 'REFUSED' });
    expect(await activeLinksOf(minor.userId)).toEqual([]);
    expect((await stateOf(minor.token)).restricted).toBe(true);
    expect((await notificationsOf(minor.userId)).map((n) => n.title)).toEqual(['Seu responsável não autorizou sua conta']);
  });

  it('a guardian already linked uses the new link and stays linked once', async () => {
    const minor = await minorRow(2);
    const guardian = await sponsor();
    expect((await consent(minor.tokens[0]!, guardian.token, { ...rightPerson, decision: 'ACCEPT' })).status).toBe(200);
    const again = await consent(minor.tokens[1]!, guardian.token, { ...rightPerson, decision: 'ACCEPT' });
    expect(again.status).toBe(200);
    expect(again.json.outcome).toBe('CONSENTED');
    expect(await activeLinksOf(minor.id)).toHaveLength(1);
    expect(await invitationOf(minor.tokens[1]!)).toMatchObject({ usedBy: guardian.userId, outcome: 'CONSENTED' });
  });

  it('allows two guardians and refuses a third (409), leaving its link unused', async () => {
    const minor = await minorRow(3);
    const guardians = [await sponsor('Ana'), await sponsor('Beto'), await sponsor('Caio')];
    expect((await consent(minor.tokens[0]!, guardians[0]!.token, { ...rightPerson, decision: 'ACCEPT' })).status).toBe(200);
    expect((await consent(minor.tokens[1]!, guardians[1]!.token, { ...rightPerson, decision: 'ACCEPT' })).status).toBe(200);
    const before = await lastLogId();
    const third = await consent(minor.tokens[2]!, guardians[2]!.token, { ...rightPerson, decision: 'ACCEPT' });
    expect(third.status).toBe(409);
    expect(third.json).toEqual([{ code: 'limitReached', messageKey: 'requestError:guardian.limitReached' }]);
    expect(await logSince(before)).toEqual([{ reason: 'limitReached', userId: guardians[2]!.userId, invitationId: (await invitationOf(minor.tokens[2]!)).id }]);
    expect(await invitationOf(minor.tokens[2]!)).toMatchObject({ usedAt: null });
    expect(await activeLinksOf(minor.id)).toHaveLength(2);

    const list = (await call<SupervisedMinors>('GET', '/records/api/guardian/minors', guardians[0]!.token)).json;
    expect(list).toEqual([
      {
        id: minor.id,
        firstName: 'Davi',
        lastName: 'Teste',
        playId: expect.any(String),
        age: 15,
        since: expect.any(String),
        coGuardian: 'Beto',
        controls: { dailyLimitMinutes: null, purchasesBlocked: true, showRealName: false },
        premium: { active: false, until: null },
        usedTodaySeconds: 0,
      },
    ]);

    // Once one of the two withdraws, the third guardian's link is welcome.
    expect((await call('DELETE', `/records/api/guardian/minors/${minor.id}`, guardians[1]!.token)).status).toBe(204);
    expect((await consent(minor.tokens[2]!, guardians[2]!.token, { ...rightPerson, decision: 'ACCEPT' })).status).toBe(200);
    expect((await activeLinksOf(minor.id)).map((link) => link.guardianId).sort()).toEqual([guardians[0]!.userId, guardians[2]!.userId].sort());
  });
});

describe('the guardian’s minors', () => {
  it('lists active links only, by first name, to guardian accounts only', async () => {
    const guardian = await sponsor();
    const names = ['Zeca', 'Ágata', 'Bia'];
    const ids: number[] = [];
    for (const name of names) {
      const minor = await minorRow(1, 14);
      await db().update(users).set({ firstName: name }).where(eq(users.id, minor.id));
      expect((await consent(minor.tokens[0]!, guardian.token, { ...rightPerson, decision: 'ACCEPT' })).status).toBe(200);
      ids.push(minor.id);
    }
    const list = (await call<SupervisedMinors>('GET', '/records/api/guardian/minors', guardian.token)).json;
    expect(list.map((minor) => minor.firstName)).toEqual(['Ágata', 'Bia', 'Zeca']);
    expect(list[0]).toMatchObject({ lastName: 'Teste', age: 14, coGuardian: null });

    expect((await call('DELETE', `/records/api/guardian/minors/${ids[2]}`, guardian.token)).status).toBe(204);
    expect((await call<SupervisedMinors>('GET', '/records/api/guardian/minors', guardian.token)).json.map((minor) => minor.firstName)).toEqual(['Ágata', 'Zeca']);

    const student = await newAccount(server, { age: 15 });
    for (const [method, path] of [
      ['GET', '/records/api/guardian/minors'],
      ['DELETE', `/records/api/guardian/minors/${ids[0]}`],
    ] as const) {
      const answer = await call(method, path, student.access_token);
      expect(answer.status).toBe(403);
      expect(keysOf(answer.json)).toEqual(['requestError:guardian.notSponsor']);
    }
    expect((await call('GET', '/records/api/guardian/minors')).status).toBe(401);
  });

  it('revoking restricts the minor again at once, deletes nothing and tells the minor', async () => {
    const minor = await minorWithRepresentative();
    const guardian = await sponsor();
    expect((await consent(minor.link.token, guardian.token, { ...rightPerson, decision: 'ACCEPT' })).status).toBe(200);
    const event = await createEvent(server);
    expect((await call('POST', `/educational/api/tournaments/${event}/subscription`, minor.token)).status).toBe(201);

    const revoked = await call('DELETE', `/records/api/guardian/minors/${minor.userId}`, guardian.token);
    expect(revoked.status).toBe(204);
    expect(revoked.json).toBeUndefined();
    expect(await guardianRefusals(minor.token)).toEqual(['requestError:guardian.consentForTournaments', 'requestError:guardian.consentForTeams', 'requestError:guardian.consentForPremium']);
    // Nothing is deleted: the link is kept as revoked, the subscription made before stays.
    const links = await db().select().from(guardianLinks).where(eq(guardianLinks.minorId, minor.userId));
    expect(links).toHaveLength(1);
    expect(links[0]!.revokedAt).toBeInstanceOf(Date);
    const [subscriptions] = await db().select({ count: count() }).from(eventSubscriptions).where(eq(eventSubscriptions.userId, minor.userId));
    expect(subscriptions!.count).toBe(1);
    expect((await notificationsOf(minor.userId)).at(-1)).toEqual({
      title: 'Seu responsável alterou sua autorização',
      text: 'Lúcia retirou a autorização para sua conta. Até um responsável autorizar de novo, você não pode entrar em torneios e times nem ativar o premium, mas continua podendo explorar a plataforma e as trilhas.',
      targetKey: '/profile/sponsor',
    });

    const again = await call('DELETE', `/records/api/guardian/minors/${minor.userId}`, guardian.token);
    expect(again.status).toBe(404);
    expect(again.json).toEqual([{ code: 'notFound', messageKey: 'requestError:guardian.minorNotFound' }]);
  });

  it('answers another family’s minor exactly like a minor that does not exist', async () => {
    const minor = await minorRow(1);
    const theirs = await sponsor();
    expect((await consent(minor.tokens[0]!, theirs.token, { ...rightPerson, decision: 'ACCEPT' })).status).toBe(200);
    const stranger = await sponsor('Outra');
    const answers = [
      await call('DELETE', `/records/api/guardian/minors/${minor.id}`, stranger.token),
      await call('DELETE', '/records/api/guardian/minors/2147483647', stranger.token),
      await call('DELETE', '/records/api/guardian/minors/abc', stranger.token),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual([{ code: 'notFound', messageKey: 'requestError:guardian.minorNotFound' }]);
    }
    expect(await activeLinksOf(minor.id)).toHaveLength(1);
  });
});

describe('POST /records/api/guardian/invitations', () => {
  it('sends up to 3 links a day, the first on saving included; earlier links keep working', async () => {
    const minor = await minorWithRepresentative();
    const first = minor.link.token;
    const second = await resend(minor.token);
    expect(second.status).toBe(201);
    expect(second.json).toMatchObject({ status: 'PENDING', resendsLeft: 1 });
    expect((await resend(minor.token)).json).toMatchObject({ resendsLeft: 0 });
    const limited = await resend(minor.token);
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual([{ code: 'resendLimit', messageKey: 'requestError:guardian.resendLimit' }]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    const mails = (await api(server, `/dev/outbox?to=${encodeURIComponent(minor.rep.email)}`)).json as Array<{ links: string[] }>;
    expect(mails).toHaveLength(3);
    const tokens = mails.map((mail) => mail.links[0]!.split('/').at(-1)!);
    expect(new Set(tokens).size).toBe(3);
    expect(tokens).toContain(first);
    for (const token of tokens) expect((await view(token)).json).toMatchObject({ state: 'VALID' });
  });

  it('refuses adults, minors without a legal representative, and minors already consented for', async () => {
    const adult = await newAccount(server, { age: 18 });
    const grown = await resend(adult.access_token);
    expect(grown.status).toBe(403);
    expect(keysOf(grown.json)).toEqual(['requestError:legalRepresentative.legalAge']);

    const alone = await newAccount(server, { age: 15, guardian: false });
    const missing = await resend(alone.access_token);
    expect(missing.status).toBe(400);
    expect(keysOf(missing.json)).toEqual(['requestError:legalRepresentative.notFound']);

    const minor = await minorWithRepresentative();
    const guardian = await sponsor();
    expect((await consent(minor.link.token, guardian.token, { ...rightPerson, decision: 'ACCEPT' })).status).toBe(200);
    const already = await resend(minor.token);
    expect(already.status).toBe(409);
    expect(keysOf(already.json)).toEqual(['requestError:guardian.alreadyConsented']);
    expect((await resend('')).status).toBe(401);
  });

  it('never sends a 4th link in a day, however many ask at once', async () => {
    const minor = await minorWithRepresentative();
    const answers = await Promise.all(Array.from({ length: 5 }, () => resend(minor.token)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429, 429]);
    const [sent] = await db().select({ count: count() }).from(guardianInvitations).where(eq(guardianInvitations.minorId, minor.userId));
    expect(sent!.count).toBe(3);
  });
});

describe('the restriction of a minor without consent', () => {
  it('refuses each restricted action with its own message; an unrestricted student is unaffected', async () => {
    const restricted = await createStudent(server, { guardian: false });
    expect(await guardianRefusals(restricted.token)).toEqual(['requestError:guardian.consentForTournaments', 'requestError:guardian.consentForTeams', 'requestError:guardian.consentForPremium']);

    // Accepting a team invitation is refused too.
    const leader = await createStudent(server);
    const eventId = await createEvent(server, { modeQuantity: 2 });
    const team = await call<{ team: { id: number } }>('POST', '/educational/api/teams', leader.token, { name: 'Dupla', eventId });
    expect(team.status).toBe(201);
    const invited = await call<{ team: { invites: Array<{ id: number; userId: number }> } }>('POST', `/educational/api/teams/${team.json.team.id}/invite`, leader.token, { userIdentification: restricted.playId });
    expect(invited.status).toBe(201);
    const inviteId = invited.json.team.invites.find((invite) => invite.userId === restricted.id)!.id;
    const accepted = await call('POST', `/educational/api/teams/invitations/${inviteId}/accept`, restricted.token);
    expect(accepted.status).toBe(403);
    expect(accepted.json).toEqual([{ code: 'consentForTeams', messageKey: 'requestError:guardian.consentForTeams' }]);
    const [members] = await db().select({ count: count() }).from(teamMembers).where(eq(teamMembers.userId, restricted.id));
    expect(members!.count).toBe(0);

    // A student of the same age with a consenting guardian, an adult and a teacher are not held back.
    expect(await guardianRefusals((await createStudent(server)).token)).toEqual([201, 201, 200]);
    expect(await guardianRefusals((await newAccount(server, { age: 20 })).access_token)).toEqual([201, 201, 200]);
  });
});

describe('guardian registration', () => {
  const form = (overrides: Record<string, string>) => {
    const tag = uniqueTag();
    return {
      userName: `resp${tag}`,
      email: `resp${tag}@example.com`,
      password: 'Senha123',
      passwordConfirmation: 'Senha123',
      firstName: 'Lúcia',
      lastName: 'Andrade',
      birthDate: '10/05/1984',
      role: 'guardian',
      acceptUseTerms: 'true',
      ...overrides,
    };
  };
  const register = (fields: Record<string, string>) => api(server, '/records/api/public/account/create', { form: fields });

  it('creates a guardian account from 18 on', async () => {
    for (const role of ['guardian', 'SPONSOR']) {
      const fields = form({ role });
      expect((await register(fields)).status).toBe(201);
      const [stored] = await db().select({ role: users.role }).from(users).where(eq(users.email, fields.email));
      expect(stored!.role).toBe('SPONSOR');
    }
    expect((await register(form({ birthDate: bornYearsAgo(18) }))).status).toBe(201);
  });

  it('refuses a guardian under 18, and only a guardian', async () => {
    const young = await register(form({ birthDate: bornYearsAgo(17) }));
    expect(young.status).toBe(400);
    expect(young.json).toEqual([{ field: 'birthDate', code: 'guardianAge', messageKey: 'validation:birthDate.guardianAge', detail: '18' }]);
    expect((await register(form({ role: 'student', birthDate: bornYearsAgo(15) }))).status).toBe(201);
  });
});

describe('races', () => {
  it('one link posted twice at once by its guardian consents once; the other answer is 410', async () => {
    const guardian = await sponsor();
    for (let round = 0; round < 10; round += 1) {
      const minor = await minorRow(1);
      const answers = await Promise.all([1, 2].map(() => consent(minor.tokens[0]!, guardian.token, { ...rightPerson, decision: 'ACCEPT' })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 410]);
      expect(keysOf(answers.find((answer) => answer.status === 410)!.json)).toEqual(['requestError:guardian.linkUsed']);
      expect(await activeLinksOf(minor.id)).toHaveLength(1);
      expect((await notificationsOf(minor.id)).length).toBe(1);
    }
  });

  it('three guardians consenting at once for one minor: two links, never three', async () => {
    const guardians = [await sponsor('Ana'), await sponsor('Beto'), await sponsor('Caio')];
    for (let round = 0; round < 10; round += 1) {
      const minor = await minorRow(3);
      const answers = await Promise.all(guardians.map((guardian, i) => consent(minor.tokens[i]!, guardian.token, { ...rightPerson, decision: 'ACCEPT' })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409]);
      expect(keysOf(answers.find((answer) => answer.status === 409)!.json)).toEqual(['requestError:guardian.limitReached']);
      expect(await activeLinksOf(minor.id)).toHaveLength(2);
      const unused = await db()
        .select({ id: guardianInvitations.id })
        .from(guardianInvitations)
        .where(and(eq(guardianInvitations.minorId, minor.id), isNull(guardianInvitations.usedAt)));
      expect(unused).toHaveLength(1);
    }
  });
});
