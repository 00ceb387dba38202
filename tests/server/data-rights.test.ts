import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DataExport, DeletionRequestState } from '@/contract/data-rights';
import type { MinorGuardianState } from '@/contract/guardians';
import type { Profile } from '@/contract/profile';
import { deletionRequests, guardianLinks, legalRepresentatives, notifications, playParticipants, users } from '../../server/db/schema';
import { eraseDueAccounts } from '../../server/services/data-rights';
import { hashPassword } from '../../server/services/passwords';
import { Browser, beginSignIn, pkcePair, signIn, submitLogin } from './support/browser';
import { fieldsOf, keysOf } from './support/events';
import { api, jsonCaller, suiteServer } from './support/harness';
import { newAccount } from './support/users';

interface Scenario {
  participants: Array<{ teamId: number | null; name: string; leader: { userId: number; email: string; playId: string } }>;
  matches: Array<{ id: number }>;
}

const suite = suiteServer();

const db = () => suite().database.db;
const call = jsonCaller(() => suite());
const DAY = 86_400_000;

/** A minor of 15 and their consenting guardian, both signed in (password Demo1234). */
async function family() {
  const minor = await newAccount(suite(), { age: 15, firstName: 'Bruna' });
  const [link] = await db().select({ guardianId: guardianLinks.guardianId }).from(guardianLinks).where(eq(guardianLinks.minorId, minor.userId));
  const [guardian] = await db()
    .update(users)
    .set({ passwordHash: await hashPassword('Demo1234'), firstName: 'Lúcia' })
    .where(eq(users.id, link!.guardianId))
    .returning({ id: users.id, email: users.email });
  return { minor, guardian: { ...(await signIn(suite().url, guardian!.email)), userId: guardian!.id, email: guardian!.email } };
}

const sectionOf = (copy: DataExport['person'], key: string) => copy.sections.find((section) => section.key === key)!;
const notificationsOf = async (userId: number) => (await db().select({ title: notifications.title, text: notifications.text }).from(notifications).where(eq(notifications.userId, userId))).map((n) => n.text);

async function loginStatus(email: string): Promise<number> {
  const browser = new Browser(suite().url);
  const { loginPath } = await beginSignIn(browser, pkcePair().challenge);
  const { code, response } = await submitLogin(browser, loginPath, email, 'Demo1234');
  return code ? 200 : response.status;
}

describe('the copy of my data (docs/product/data-rights.md, What the copy holds)', () => {
  it('holds the account and its parts, never a password or a link token', async () => {
    const person = await newAccount(suite(), { age: 19, firstName: 'Rita' });
    const answer = await call<DataExport>('GET', '/records/api/user/data-export', person.access_token);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const copy = answer.json;
    expect(copy.format).toBe('dados-pessoais/1');
    expect(copy.about).toContain('LGPD');
    expect(sectionOf(copy.person, 'account').records).toEqual([expect.objectContaining({ email: person.email, firstName: 'Rita' })]);
    expect(sectionOf(copy.person, 'account').title).toBe('Conta');
    expect(copy.minors).toEqual([]);
    const text = JSON.stringify(copy);
    expect(text).not.toContain('passwordHash');
    expect(text).not.toContain('tokenHash');
    expect((await call('GET', '/records/api/user/data-export', '')).status).toBe(401);
  });

  it("a guardian's copy holds their minors'; a minor's own copy is read by their guardian only", async () => {
    const { minor, guardian } = await family();
    await db().insert(legalRepresentatives).values({ userId: minor.userId, userName: 'lucia.m', firstName: 'Lúcia', lastName: 'Moura', cpf: '52998224725', phoneDdd: '11', phoneNumber: '987654321', email: guardian.email, acceptImageStudentTerms: true });
    const copy = (await call<DataExport>('GET', '/records/api/user/data-export', guardian.access_token)).json;
    expect(copy.minors).toHaveLength(1);
    expect(sectionOf(copy.minors[0]!, 'legalRepresentative').records).toEqual([expect.objectContaining({ cpf: '52998224725' })]);
    expect(sectionOf(copy.person, 'supervisedMinors').records).toEqual([expect.objectContaining({ minorId: minor.userId })]);

    const forMinor = await call<DataExport>('GET', `/records/api/guardian/minors/${minor.userId}/data-export`, guardian.access_token);
    expect(sectionOf(forMinor.json.person, 'account').records).toEqual([expect.objectContaining({ email: minor.email })]);
    const other = await family();
    expect((await call('GET', `/records/api/guardian/minors/${other.minor.userId}/data-export`, guardian.access_token)).status).toBe(404);
    expect((await call('GET', `/records/api/guardian/minors/${minor.userId}/data-export`, other.minor.access_token)).status).toBe(403);
  });
});

describe("a guardian corrects a minor's personal data (docs/product/data-rights.md, Rules)", () => {
  it('with the rules of the minor\'s own edit; the minor is told; another family\'s minor is 404', async () => {
    const { minor, guardian } = await family();
    const path = `/records/api/guardian/minors/${minor.userId}`;
    const before = (await call<Profile>('GET', `${path}/profile`, guardian.access_token)).json;
    expect(before.email).toBe(minor.email);

    const bad = await call('PUT', `${path}/personal-data`, guardian.access_token, { firstName: '', lastName: 'Moura' });
    expect(bad.status).toBe(400);
    expect(Object.keys(fieldsOf(bad.json))).toContain('firstName');

    const saved = await call<Profile>('PUT', `${path}/personal-data`, guardian.access_token, { firstName: 'Bruna', lastName: 'Moura Lima', gender: 'FEMALE' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ firstName: 'Bruna', lastName: 'Moura Lima', gender: 'FEMALE', email: minor.email });
    expect((await call<Profile>('GET', '/records/api/user/profile', minor.access_token)).json.lastName).toBe('Moura Lima');
    expect(await notificationsOf(minor.userId)).toContainEqual(expect.stringContaining('Seu responsável Lúcia corrigiu seus dados pessoais.'));

    const other = await family();
    expect((await call('PUT', `/records/api/guardian/minors/${other.minor.userId}/personal-data`, guardian.access_token, { firstName: 'X', lastName: 'Y' })).status).toBe(404);
    expect((await call('GET', `${path}/profile`, other.minor.access_token)).status).toBe(403);
  });
});

describe('asking to erase an account (docs/product/data-rights.md, Rules)', () => {
  it('needs the right password; then the account is due in 7 days, and the person is told', async () => {
    const person = await newAccount(suite(), { age: 19 });
    const missing = await call('POST', '/records/api/user/deletion-request', person.access_token, {});
    expect(fieldsOf(missing.json)).toEqual({ password: 'validation:password.required' });
    const wrong = await call('POST', '/records/api/user/deletion-request', person.access_token, { password: 'Errada123' });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.json)).toEqual({ password: 'validation:password.incorrect' });
    expect((await call<DeletionRequestState>('GET', '/records/api/user/deletion-request', person.access_token)).json).toEqual({ request: null });

    const before = Date.now();
    const asked = await call<DeletionRequestState>('POST', '/records/api/user/deletion-request', person.access_token, { password: 'Demo1234' });
    expect(asked.status).toBe(201);
    expect(asked.json.request).toMatchObject({ requestedBy: 'SELF', guardianName: null });
    const due = Date.parse(asked.json.request!.dueAt) - before;
    expect(due).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(due).toBeLessThan(7 * DAY + 60_000);
    expect(await notificationsOf(person.userId)).toEqual([expect.stringContaining('Sua conta será excluída em')]);
    const mails = (await api(suite(), `/dev/outbox?to=${encodeURIComponent(person.email)}`)).json as Array<{ subject: string }>;
    expect(mails.map((mail) => mail.subject)).toContain('Pedido de exclusão da conta');

    expect(keysOf((await call('POST', '/records/api/user/deletion-request', person.access_token, { password: 'Demo1234' })).json)).toEqual(['requestError:deletion.alreadyRequested']);
    const cancelled = await call<DeletionRequestState>('DELETE', '/records/api/user/deletion-request', person.access_token);
    expect(cancelled.json).toEqual({ request: null });
    expect(keysOf((await call('DELETE', '/records/api/user/deletion-request', person.access_token)).json)).toEqual(['requestError:deletion.notRequested']);
  });

  it("a guardian asks for their minor; only a guardian cancels it, and the minor's own request a guardian may cancel too", async () => {
    const { minor, guardian } = await family();
    const path = `/records/api/guardian/minors/${minor.userId}/deletion-request`;
    // The guardian confirms with their own password, not the minor's.
    expect(fieldsOf((await call('POST', path, guardian.access_token, { password: 'Errada123' })).json)).toEqual({ password: 'validation:password.incorrect' });
    const asked = await call<DeletionRequestState>('POST', path, guardian.access_token, { password: 'Demo1234' });
    expect(asked.status).toBe(201);
    expect(asked.json.request).toMatchObject({ requestedBy: 'GUARDIAN', guardianName: 'Lúcia' });
    expect((await call<DeletionRequestState>('GET', '/records/api/user/deletion-request', minor.access_token)).json.request).toMatchObject({ requestedBy: 'GUARDIAN', guardianName: 'Lúcia' });
    expect(await notificationsOf(minor.userId)).toContainEqual(expect.stringContaining('Seu responsável Lúcia pediu a exclusão'));

    const refused = await call('DELETE', '/records/api/user/deletion-request', minor.access_token);
    expect(refused.status).toBe(403);
    expect(keysOf(refused.json)).toEqual(['requestError:deletion.guardianRequested']);
    expect((await call<DeletionRequestState>('DELETE', path, guardian.access_token)).json).toEqual({ request: null });

    expect((await call('POST', '/records/api/user/deletion-request', minor.access_token, { password: 'Demo1234' })).status).toBe(201);
    expect(await notificationsOf(guardian.userId)).toContainEqual(expect.stringContaining('pediu a exclusão da conta'));
    expect((await call<DeletionRequestState>('GET', path, guardian.access_token)).json.request).toMatchObject({ requestedBy: 'SELF' });
    expect((await call<DeletionRequestState>('DELETE', path, guardian.access_token)).json).toEqual({ request: null });

    const other = await family();
    expect((await call('POST', `/records/api/guardian/minors/${other.minor.userId}/deletion-request`, guardian.access_token, { password: 'Demo1234' })).status).toBe(404);
  });

  it('two requests at once file one', async () => {
    for (let round = 0; round < 5; round += 1) {
      const person = await newAccount(suite(), { age: 19 });
      const answers = await Promise.all([1, 2].map(() => call('POST', '/records/api/user/deletion-request', person.access_token, { password: 'Demo1234' })));
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      expect(await db().select().from(deletionRequests).where(eq(deletionRequests.userId, person.userId))).toHaveLength(1);
    }
  });
});

describe('the erasure (docs/product/data-rights.md, Rules)', () => {
  it('waits for the due date, then erases: no sign-in, no data, and results kept as an anonymous entry', async () => {
    const scenario = (await api(suite(), '/dev/play/scenario', { method: 'POST', json: { phase: 'RUNNING', participants: 2 } })).json as Scenario;
    const leaver = scenario.participants[0]!.leader;
    const tokens = await signIn(suite().url, leaver.email);
    expect((await call('POST', '/records/api/user/deletion-request', tokens.access_token, { password: 'Demo1234' })).status).toBe(201);
    // Six days on, the request is not due: the account is as it was (the demo account asked earlier may go).
    await eraseDueAccounts(db(), new Date(Date.now() + 6 * DAY));
    expect((await db().select({ erasedAt: users.erasedAt }).from(users).where(eq(users.id, leaver.userId)))[0]!.erasedAt).toBeNull();
    expect(await loginStatus(leaver.email)).toBe(200);

    expect((await api(suite(), '/dev/data-rights/erase', { method: 'POST', json: { email: leaver.email } })).json).toEqual({ erased: 1 });
    const [row] = await db().select().from(users).where(eq(users.id, leaver.userId));
    expect(row).toMatchObject({ playId: `Anônimo#${leaver.userId}`, firstName: 'Anônimo', lastName: '', birthDate: null, phoneNumber: null, epicAccountId: null });
    expect(row!.email).not.toBe(leaver.email);
    expect(row!.erasedAt).not.toBeNull();
    expect(await db().select().from(notifications).where(eq(notifications.userId, leaver.userId))).toEqual([]);
    const [entry] = await db().select({ name: playParticipants.name }).from(playParticipants).where(and(eq(playParticipants.userId, leaver.userId), eq(playParticipants.eventId, (await db().select({ eventId: playParticipants.eventId }).from(playParticipants).where(eq(playParticipants.userId, leaver.userId)))[0]!.eventId)));
    expect(entry!.name).toBe(`Anônimo#${leaver.userId}`);

    expect(await loginStatus(leaver.email)).toBe(401);
    expect((await call('GET', '/records/api/user/profile', tokens.access_token)).status).toBe(401);
    expect((await api(suite(), '/dev/data-rights/erase', { method: 'POST', json: { email: leaver.email } })).status).toBe(404);
  });

  it("a guardian's erasure restricts their minor again and tells them", async () => {
    const { minor, guardian } = await family();
    await db().insert(deletionRequests).values({ userId: guardian.userId, requestedBy: guardian.userId, dueAt: new Date(Date.now() - 1000) });
    expect(await eraseDueAccounts(db())).toBe(1);
    const state = (await call<MinorGuardianState>('GET', '/records/api/user/guardian', minor.access_token)).json;
    expect(state.restricted).toBe(true);
    expect(await notificationsOf(minor.userId)).toContainEqual(expect.stringContaining('Lúcia'));
  });

  it('a cancellation and the erasure at once: the account is either erased or kept with no request, never both', async () => {
    for (let round = 0; round < 5; round += 1) {
      const person = await newAccount(suite(), { age: 19 });
      await call('POST', '/records/api/user/deletion-request', person.access_token, { password: 'Demo1234' });
      await db().update(deletionRequests).set({ dueAt: new Date(Date.now() - 1000) }).where(eq(deletionRequests.userId, person.userId));
      const [cancel, erased] = await Promise.all([call('DELETE', '/records/api/user/deletion-request', person.access_token), eraseDueAccounts(db())]);
      const [row] = await db().select({ erasedAt: users.erasedAt }).from(users).where(eq(users.id, person.userId));
      if (row!.erasedAt) expect([401, 404]).toContain(cancel.status);
      else {
        expect(cancel.status).toBe(200);
        expect(erased).toBe(0);
      }
      expect(await db().select().from(deletionRequests).where(eq(deletionRequests.userId, person.userId))).toEqual([]);
    }
  });
});
