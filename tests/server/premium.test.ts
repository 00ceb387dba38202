import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PremiumCancellation, PremiumLicence, RedeemLicenceResponse, RequestCancellationResponse } from '@/contract/premium';
import { activationCodes, premiumLicences } from '../../server/db/schema';
import type { RunningServer } from '../../server/server';
import { DEMO_CODES, VIP_INCOMPLETE_LINK_ACCOUNT } from '../../server/seed/premium';
import { decodeJwt, refresh, signIn } from './support/browser';
import { createStudent, keysOf } from './support/events';
import { api, jsonCaller, startTestServer } from './support/harness';
import { bornYearsAgo, newAccount } from './support/users';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const L = '/records/api/activation-licence';
const call = jsonCaller(() => server);
const redeem = (code: string, token: string) => call<RedeemLicenceResponse>('PUT', `${L}/${encodeURIComponent(code)}/redeem`, token);

/** A fresh code nobody else's test uses. */
async function newCode(options: { maxAge?: number; requiresCompleteSchoolLink?: boolean; months?: number } = {}) {
  const code = `TESTE-${randomBytes(5).toString('hex').toUpperCase()}`;
  await server.database.db.insert(activationCodes).values({ code, months: options.months ?? 12, maxAge: options.maxAge ?? null, requiresCompleteSchoolLink: options.requiresCompleteSchoolLink ?? false });
  return code;
}

async function claimsAfterRefresh(refreshToken: string) {
  const response = await refresh(server.url, refreshToken);
  expect(response.status).toBe(200);
  return decodeJwt(((await response.json()) as { access_token: string }).access_token);
}

describe('PUT /records/api/activation-licence/{code}/redeem', () => {
  it('makes a student premium for the code’s months; the token says so after the next refresh', async () => {
    const student = await createStudent(server);
    expect(decodeJwt(student.token)).toMatchObject({ isVip: false, isVipOnce: 'false' });
    const code = await newCode({ months: 12 });
    const answer = await redeem(`  ${code.toLowerCase()} `, student.token);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ status: 'ACTIVE', messageKey: 'status:redeemPremium.success' });
    const until = new Date(answer.json.activeUntil!).getTime();
    expect(until).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    expect(until).toBeLessThan(Date.now() + 370 * 86_400_000);
    expect(await claimsAfterRefresh(student.refreshToken)).toMatchObject({ isVip: true, isVipOnce: 'true' });
    const [licence] = await server.database.db.select().from(premiumLicences).where(eq(premiumLicences.code, code));
    expect(licence).toMatchObject({ userId: student.id });
    expect((await call<PremiumLicence>('GET', L, student.token)).json).toMatchObject({ status: 'ACTIVE' });
  });

  it('uses a code once', async () => {
    const code = await newCode();
    const first = await createStudent(server);
    const second = await createStudent(server);
    expect((await redeem(code, first.token)).status).toBe(200);
    const again = await redeem(code, second.token);
    expect(again.status).toBe(404);
    expect(keysOf(again.json)).toEqual(['requestError:activationLicence.notFound']);
  });

  it('gives one of two users redeeming the same code at once the licence, and the other "not found"', async () => {
    const code = await newCode();
    const [a, b] = await Promise.all([createStudent(server), createStudent(server)]);
    const answers = await Promise.all([redeem(code, a.token), redeem(code, b.token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(keysOf(answers.find((r) => r.status === 404)!.json)).toEqual(['requestError:activationLicence.notFound']);
    const licences = await server.database.db.select().from(premiumLicences).where(eq(premiumLicences.code, code));
    expect(licences).toHaveLength(1);
  });

  it('answers "not found" for unknown and hostile codes, without failing', async () => {
    const student = await createStudent(server);
    for (const code of ['NAO-EXISTE', '<script>alert(1)</script>', 'X'.repeat(10_000), 'ÇÓDIGO-🎮', "' or 1=1 --", DEMO_CODES.used]) {
      const answer = await redeem(code, student.token);
      expect([404, 414]).toContain(answer.status);
      if (answer.status === 404) expect(keysOf(answer.json)).toEqual(['requestError:activationLicence.notFound']);
    }
    expect(decodeJwt(student.token)).toMatchObject({ isVip: false });
  });

  it('has a premium demo student whose school link is still INCOMPLETE, with an active licence', async () => {
    const caio = await signIn(server.url, VIP_INCOMPLETE_LINK_ACCOUNT);
    expect(decodeJwt(caio.access_token)).toMatchObject({ isVip: true, schoolLinkStatus: 'INCOMPLETE' });
    const licence = await call<PremiumLicence>('GET', L, caio.access_token);
    expect(licence.status).toBe(200);
    expect(licence.json).toMatchObject({ status: 'ACTIVE' });
  });

  it('refuses users already premium', async () => {
    const vip = await signIn(server.url, 'aluna.vip@example.com');
    const answer = await redeem(await newCode(), vip.access_token);
    expect(answer.status).toBe(409);
    expect(keysOf(answer.json)).toEqual(['requestError:activationLicence.alreadyPremium']);
  });

  it('refuses users beyond the code’s maximum age (the demo 15-year-old and an age-limited code too)', async () => {
    const adult = await newAccount(server, { age: 19 });
    const tooOld = await redeem(await newCode({ maxAge: 18 }), adult.access_token);
    expect(tooOld.status).toBe(400);
    expect(keysOf(tooOld.json)).toEqual(['requestError:activationLicence.userTooOld']);
    const aluno = await signIn(server.url, 'aluno@example.com');
    const limited = await redeem(DEMO_CODES.ageLimited[0], aluno.access_token);
    expect(keysOf(limited.json)).toEqual(['requestError:activationLicence.userTooOld']);
    const eighteen = await newAccount(server, { age: 18 });
    expect((await redeem(await newCode({ maxAge: 18 }), eighteen.access_token)).status).toBe(200);
  });

  it('keeps school codes for students whose school link is COMPLETE', async () => {
    const code = await newCode({ maxAge: 18, requiresCompleteSchoolLink: true });
    for (const student of [await createStudent(server), await createStudent(server, { schoolLink: 'INCOMPLETE' })]) {
      const refused = await redeem(code, student.token);
      expect(refused.status).toBe(400);
      expect(keysOf(refused.json)).toEqual(['requestError:activationLicence.schoolLinkRequired']);
    }
    const enrolled = await createStudent(server, { schoolLink: 'COMPLETE' });
    expect((await redeem(code, enrolled.token)).status).toBe(200);
  });

  it('lets the adult whose premium expired enter a new code; before it the token says isVipOnce "true" and isVip false', async () => {
    const adulto = await signIn(server.url, 'adulto@example.com');
    expect(decodeJwt(adulto.access_token)).toMatchObject({ isVip: false, isVipOnce: 'true' });
    expect((await call<PremiumLicence>('GET', L, adulto.access_token)).json.status).toBe('EXPIRED');
    const code = await newCode();
    expect((await redeem(code, adulto.access_token)).status).toBe(200);
    expect(await claimsAfterRefresh(adulto.refresh_token)).toMatchObject({ isVip: true, isVipOnce: 'true' });
    // Undo it, as the browser tests do, so the demo account stays expired.
    expect((await api(server, `/dev/activation-codes/${code}/redemption`, { method: 'DELETE' })).status).toBe(200);
    expect((await call<PremiumLicence>('GET', L, adulto.access_token)).json.status).toBe('EXPIRED');
  });

  it('needs a signed-in user', async () => {
    expect((await api(server, `${L}/${DEMO_CODES.valid[0]}/redeem`, { method: 'PUT' })).status).toBe(401);
  });
});

describe('the licence of a licence that ended', () => {
  it('is EXPIRED with isVipOnce "true" and isVip false', async () => {
    const account = await newAccount(server, { age: 16, vipOnce: true, vipUntil: new Date(Date.now() - 86_400_000) });
    expect(decodeJwt(account.access_token)).toMatchObject({ isVip: false, isVipOnce: 'true' });
    expect((await call<PremiumLicence>('GET', L, account.access_token)).json).toMatchObject({ status: 'EXPIRED' });
    const never = await newAccount(server, { birthDate: bornYearsAgo(14) });
    expect((await call<PremiumLicence>('GET', L, never.access_token)).json).toEqual({ status: 'NONE', activeUntil: null });
  });
});

describe('POST and GET /records/api/activation-licence/cancellation', () => {
  it('records an active subscriber’s request once and shows its status', async () => {
    const student = await createStudent(server);
    await redeem(await newCode(), student.token);
    expect((await call<PremiumCancellation>('GET', `${L}/cancellation`, student.token)).json).toMatchObject({ status: 'NONE', requestedAt: null });
    const asked = await call<RequestCancellationResponse>('POST', `${L}/cancellation`, student.token);
    expect(asked.status).toBe(201);
    expect(asked.json).toMatchObject({ status: 'REQUESTED', messageKey: 'status:premiumCancellation.requested' });
    expect(asked.json.requestedAt).toBeTruthy();
    const twice = await Promise.all([call<RequestCancellationResponse>('POST', `${L}/cancellation`, student.token), call<RequestCancellationResponse>('POST', `${L}/cancellation`, student.token)]);
    for (const answer of twice) expect(answer.json.requestedAt).toBe(asked.json.requestedAt);
    const status = (await call<PremiumCancellation>('GET', `${L}/cancellation`, student.token)).json;
    expect(status).toMatchObject({ status: 'REQUESTED', requestedAt: asked.json.requestedAt });
    // Premium lasts until the end of the period.
    expect(await claimsAfterRefresh(student.refreshToken)).toMatchObject({ isVip: true });
  });

  it('refuses users without an active subscription', async () => {
    for (const email of ['aluno@example.com', 'adulto@example.com']) {
      const tokens = await signIn(server.url, email);
      const refused = await call('POST', `${L}/cancellation`, tokens.access_token);
      expect(refused.status).toBe(409);
      expect(keysOf(refused.json)).toEqual(['requestError:premiumCancellation.notPremium']);
    }
  });
});

describe('demo data', () => {
  it('has several free codes, a school code, an age-limited code and a used one', async () => {
    const rows = await server.database.db.select().from(activationCodes);
    const byCode = new Map(rows.map((r) => [r.code, r]));
    expect(DEMO_CODES.valid.filter((code) => byCode.get(code)?.redeemedBy === null).length).toBeGreaterThanOrEqual(10);
    expect(byCode.get(DEMO_CODES.school[0])).toMatchObject({ maxAge: 18, requiresCompleteSchoolLink: true });
    expect(byCode.get(DEMO_CODES.ageLimited[0])).toMatchObject({ maxAge: 14 });
    expect(byCode.get(DEMO_CODES.used)?.redeemedBy).not.toBeNull();
  });
});
