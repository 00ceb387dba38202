import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { PUBLIC_ENDPOINTS, type PublicEndpoint } from '../../server/http/public-endpoints';
import type { RunningServer } from '../../server/server';
import { assembleApp } from '../../server/server';
import { REGISTRATIONS_PER_ADDRESS } from '../../server/services/accounts';
import { UNKNOWN_CONSENT_LINKS_PER_ADDRESS } from '../../server/services/guardians';
import { countAttempt, currentCount, type RateLimit } from '../../server/services/rate-limits';
import { ACCREDITATION_PER_ADDRESS } from '../../server/services/school-accreditation';
import { AUTHORIZATIONS_PER_ADDRESS, PASSWORD_RESETS_PER_ADDRESS, SIGN_IN_FAILURES_PER_ADDRESS } from '../../server/token-server/limits';
import { authorizePath, beginSignIn, Browser, OIDC, pkcePair, REALM } from './support/browser';
import { keysOf } from './support/events';
import { api, startTestServer, testConfig } from './support/harness';
import { newAccount } from './support/users';

/**
 * Every endpoint a production server answers without a token is in PUBLIC_ENDPOINTS, and each
 * has its guard proven here (docs/operations.md, Public endpoints). The server sits behind one
 * proxy (TRUST_PROXY=1), so each test speaks from network addresses of its own.
 */
let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ trustedProxies: 1 });
});
afterAll(async () => {
  await server?.close();
});

/** A client address no other request of this file used (203.0.0.1 onwards; the database is the file's own). */
let addresses = 0;
const newAddress = () => {
  addresses += 1;
  return `203.0.${Math.floor(addresses / 256)}.${addresses % 256}`;
};
const from = (address: string) => ({ 'x-forwarded-for': address });

/** Brings an address's count up to the limit, as that many earlier attempts would. */
async function exhaust(limit: RateLimit, subject: string) {
  for (let i = 0; i < limit.max; i += 1) await countAttempt(server.database.db, limit, subject);
}

const LINKS = '/educational/api/public/schools/accreditation-requests';
const LOGIN_ACTIONS = `${REALM}/login-actions`;
const mailsTo = async (email: string) => ((await api(server, `/dev/outbox?to=${encodeURIComponent(email)}`)).json as unknown[]).length;

let registrations = 0;
function registration(): Record<string, string> {
  registrations += 1;
  const tag = `${process.pid % 1000}${registrations}${randomBytes(2).toString('hex')}`;
  return {
    userName: `publico${tag}`,
    email: `publico${tag}@example.com`,
    password: 'Senha123',
    passwordConfirmation: 'Senha123',
    firstName: 'Bianca',
    lastName: 'Rocha',
    birthDate: '10/05/2005',
    role: 'student',
    acceptUseTerms: 'true',
    stateId: '24',
    cityId: '24002',
  };
}

/** A pending sign-in's login page path, from an address. */
async function loginPathFrom(address: string) {
  const browser = new Browser(server.url);
  const response = await browser.request(authorizePath(server.url, pkcePair().challenge, 'st'), { headers: from(address) });
  expect(response.status).toBe(303);
  return { browser, loginPath: new URL(response.headers.get('location')!, server.url).pathname };
}

const accreditation = (inepCode: string) => ({
  firstName: 'Carla',
  lastName: 'Menezes',
  rg: '12.345.678-9',
  cpf: '111.444.777-35',
  whatsapp: '84998765432',
  personalEmail: 'carla@example.com',
  schoolEmail: 'escola@example.com',
  schoolPhone: '8432221100',
  inepCode,
  address: 'Rua A, 1',
  cep: '59020400',
  acceptTerms: true,
});

/** The proof of each public endpoint's guard, by `METHOD path` as PUBLIC_ENDPOINTS lists it. */
const GUARDS: Record<string, () => Promise<void>> = {
  'POST /records/api/public/account/create': async () => {
    const address = newAddress();
    const made = await api(server, '/records/api/public/account/create', { form: registration(), headers: from(address) });
    expect(made.status, made.text).toBe(201);
    expect((await currentCount(server.database.db, REGISTRATIONS_PER_ADDRESS, address)).count).toBe(1);
    const [created] = await server.database.db.select({ verified: users.emailVerified }).from(users).where(eq(users.id, (made.json as { id: number }).id));
    expect(created!.verified).toBe(false);
    await exhaust(REGISTRATIONS_PER_ADDRESS, address);
    const refused = await api(server, '/records/api/public/account/create', { form: registration(), headers: from(address) });
    expect(refused.status).toBe(429);
    expect(keysOf(refused.json)).toEqual(['requestError:tooManyRequests']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api(server, '/records/api/public/account/create', { form: registration(), headers: from(newAddress()) })).status).toBe(201);
  },
  'GET /records/api/public/states/:stateId/cities': async () => {
    const answer = await api(server, '/records/api/public/states/24/cities');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toContain('public');
    for (const city of answer.json as object[]) expect(Object.keys(city).sort()).toEqual(['id', 'name', 'stateId']);
  },
  'GET /educational/api/public/cities': async () => {
    const answer = await api(server, '/educational/api/public/cities?name=&limit=99');
    expect(answer.status).toBe(200);
    expect((answer.json as { content: unknown[] }).content.length).toBeLessThanOrEqual(50);
  },
  'GET /educational/api/public/schools/inep-code/:code': async () => {
    const answer = await api(server, '/educational/api/public/schools/inep-code/24999005');
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain('@');
    expect(Object.keys(answer.json as object)).not.toContain('email');
  },
  'POST /educational/api/public/schools/authorize': async () => {
    const address = newAddress();
    const sent = await api(server, '/educational/api/public/schools/authorize', { json: accreditation('24999005'), headers: from(address) });
    expect(sent.status, sent.text).toBe(202);
    expect((await api(server, '/educational/api/public/schools/inep-code/24999005')).json).toMatchObject({ accreditationStatus: 0 });
    await exhaust(ACCREDITATION_PER_ADDRESS, address);
    expect((await api(server, '/educational/api/public/schools/authorize', { json: accreditation('24999005'), headers: from(address) })).status).toBe(429);
  },
  [`GET ${LINKS}/:token`]: async () => {
    expect((await api(server, `${LINKS}/${randomBytes(32).toString('base64url')}`)).json).toEqual({ state: 'UNKNOWN' });
  },
  [`POST ${LINKS}/:token/confirm`]: async () => {
    const answer = await api(server, `${LINKS}/${randomBytes(32).toString('base64url')}/confirm`, { method: 'POST' });
    expect(answer.status).toBe(404);
    expect(keysOf(answer.json)).toEqual(['requestError:school.accreditationLinkUnknown']);
  },
  [`POST ${LINKS}/:token/decline`]: async () => {
    expect((await api(server, `${LINKS}/${randomBytes(32).toString('base64url')}/decline`, { method: 'POST' })).status).toBe(404);
  },
  'GET /records/api/public/guardian/consent/:token': async () => {
    const address = newAddress();
    const guess = () => api(server, `/records/api/public/guardian/consent/${randomBytes(32).toString('base64url')}`, { headers: from(address) });
    expect((await guess()).json).toEqual({ state: 'UNKNOWN' });
    await exhaust(UNKNOWN_CONSENT_LINKS_PER_ADDRESS, address);
    const refused = await guess();
    expect(refused.status).toBe(429);
    // A real link still opens from that network: only guesses are counted.
    expect((await api(server, '/records/api/public/guardian/consent/demo-consentimento-lara-0001', { headers: from(address) })).json).toMatchObject({ state: 'VALID' });
  },
  'GET /records/api/public/reports/appeal/:token': async () => {
    expect((await api(server, `/records/api/public/reports/appeal/${randomBytes(32).toString('base64url')}`)).json).toEqual({ state: 'UNKNOWN' });
  },
  'POST /records/api/reports/:id/appeal': async () => {
    const answer = await api(server, '/records/api/reports/1/appeal', { json: { token: randomBytes(32).toString('base64url'), text: 'Eu não fiz isso, foi um engano.' } });
    expect(answer.status).toBe(404);
    expect(keysOf(answer.json)).toEqual(['requestError:report.appealUnknown']);
  },
  'GET /media/evidence/:key': async () => {
    expect((await api(server, `/media/evidence/${randomBytes(24).toString('base64url')}`)).status).toBe(404);
    expect((await api(server, '/media/evidence/curta')).status).toBe(404);
  },
  'GET /media/tournaments/:game/:file': async () => {
    const answer = await api(server, '/media/tournaments/FORTNITE/desktop.svg');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('image/svg+xml');
    expect((await api(server, '/media/tournaments/FORTNITE/..%2F..%2Fpackage.json')).status).toBe(404);
  },
  'GET /media/journeys/:topic/:file': async () => {
    expect((await api(server, '/media/journeys/nada/..%2Fsegredo')).status).toBe(404);
  },
  'GET /media/banners/:file': async () => {
    expect((await api(server, '/media/banners/..%2F..%2F.env')).status).toBe(404);
  },
  'GET /media/avatars/:file': async () => {
    expect((await api(server, '/media/avatars/..%2Fserver.ts')).status).toBe(404);
  },
  'GET /healthz': async () => {
    expect((await api(server, '/healthz')).json).toEqual({ status: 'ok' });
  },
  'GET /readyz': async () => {
    const answer = (await api(server, '/readyz')).json as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(['migrations', 'status']);
  },
  [`GET ${LOGIN_ACTIONS}/authenticate/:uid`]: async () => {
    // Without this browser's pending sign-in the page is only "expired".
    const answer = await api(server, `${LOGIN_ACTIONS}/authenticate/${randomBytes(8).toString('hex')}`);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('Sua tentativa de entrar expirou');
  },
  [`POST ${LOGIN_ACTIONS}/authenticate/:uid`]: async () => {
    const address = newAddress();
    const { browser, loginPath } = await loginPathFrom(address);
    const attempt = (email: string, password: string) => browser.postForm(loginPath, { action: 'login', email, password }, from(address));
    expect((await attempt('ninguem@example.com', 'Errada123')).status).toBe(401);
    expect((await currentCount(server.database.db, SIGN_IN_FAILURES_PER_ADDRESS, address)).count).toBe(1);
    await exhaust(SIGN_IN_FAILURES_PER_ADDRESS, address);
    // Past the failures of one network even the right password waits for the window.
    const refused = await attempt('aluno@example.com', 'Demo1234');
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Muitas tentativas de entrar a partir desta rede');
    // "Reenviar e-mail" sends an unverified account three e-mails an hour, and answers the same after.
    const fields = registration();
    expect((await api(server, '/records/api/public/account/create', { form: fields, headers: from(newAddress()) })).status).toBe(201);
    const other = await loginPathFrom(newAddress());
    for (let i = 0; i < 5; i += 1) {
      const resent = await other.browser.postForm(other.loginPath, { action: 'resend', email: fields.email! });
      expect(resent.status).toBe(200);
      expect(await resent.text()).toContain('Se a conta ainda não foi confirmada');
    }
    // The registration's e-mail, then three sent again.
    expect(await mailsTo(fields.email!)).toBe(4);
  },
  [`GET ${LOGIN_ACTIONS}/reset-credentials`]: async () => {
    const answer = await api(server, `${LOGIN_ACTIONS}/reset-credentials`);
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('<form');
  },
  [`POST ${LOGIN_ACTIONS}/reset-credentials`]: async () => {
    const account = await newAccount(server, { age: 20 });
    const ask = (email: string, address: string) => api(server, `${LOGIN_ACTIONS}/reset-credentials`, { form: { email }, headers: from(address) });
    // Three e-mails an hour to one account; the answer stays the same, as for an unknown e-mail.
    const unknown = (await ask('ninguem.mesmo@example.com', newAddress())).text;
    for (let i = 0; i < 5; i += 1) {
      const answer = await ask(account.email, newAddress());
      expect(answer.status).toBe(200);
      expect(answer.text).toBe(unknown);
    }
    expect(await mailsTo(account.email)).toBe(3);
    const address = newAddress();
    await exhaust(PASSWORD_RESETS_PER_ADDRESS, address);
    const refused = await ask('ninguem.mesmo@example.com', address);
    expect(refused.status).toBe(429);
    expect(refused.text).toContain('Muitos pedidos de nova senha a partir desta rede');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  },
  [`GET ${LOGIN_ACTIONS}/action-token`]: async () => {
    const answer = await api(server, `${LOGIN_ACTIONS}/action-token?key=${randomBytes(32).toString('base64url')}`);
    expect(answer.status).toBe(400);
  },
  [`POST ${LOGIN_ACTIONS}/action-token`]: async () => {
    const answer = await api(server, `${LOGIN_ACTIONS}/action-token`, { form: { key: randomBytes(32).toString('base64url'), password: 'Nova1234', passwordConfirmation: 'Nova1234' } });
    expect(answer.status).toBe(400);
  },
  [`POST ${REALM}/protocol/openid-connect/logout`]: async () => {
    expect((await api(server, `${OIDC}/logout`, { form: { client_id: 'spa' } })).json).toMatchObject({ error: 'invalid_request' });
    expect((await api(server, `${OIDC}/logout`, { form: { client_id: 'spa', refresh_token: 'inventado' } })).json).toMatchObject({ error: 'invalid_grant' });
  },
  [`GET ${REALM}/resources/login.css`]: async () => {
    const answer = await api(server, `${REALM}/resources/login.css`);
    expect(answer.headers.get('content-type')).toContain('text/css');
    // Only the two files: nothing else of the folder, or above it, is served.
    expect((await api(server, `${REALM}/resources/..%2F..%2Fconfig.ts`)).status).toBe(404);
    expect((await api(server, `${REALM}/resources/pages.ts`)).status).toBe(404);
  },
  [`GET ${REALM}/resources/login.js`]: async () => {
    expect((await api(server, `${REALM}/resources/login.js`)).headers.get('content-type')).toContain('text/javascript');
  },
  [`ALL ${REALM}/*`]: async () => {
    const token = await api(server, `${OIDC}/token`, { form: { grant_type: 'authorization_code', code: 'inventado', redirect_uri: `${server.url}/auth/authorization-code/callback`, client_id: 'spa', code_verifier: 'x'.repeat(43) } });
    expect(token.json).toMatchObject({ error: 'invalid_grant' });
    const address = newAddress();
    await loginPathFrom(address);
    expect((await currentCount(server.database.db, AUTHORIZATIONS_PER_ADDRESS, address)).count).toBe(1);
    await exhaust(AUTHORIZATIONS_PER_ADDRESS, address);
    const refused = await new Browser(server.url).request(authorizePath(server.url, pkcePair().challenge, 'st'), { headers: from(address) });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain('Muitas tentativas');
    // Other networks sign in as before.
    await beginSignIn(new Browser(server.url), pkcePair().challenge);
  },
};

const keyOf = (endpoint: Pick<PublicEndpoint, 'method' | 'path'>) => `${endpoint.method} ${endpoint.path}`;

describe('public endpoints (docs/operations.md, Public endpoints)', () => {
  it('each listed endpoint has its guard proven below, and nothing else is', () => {
    expect(Object.keys(GUARDS).sort()).toEqual(PUBLIC_ENDPOINTS.map(keyOf).sort());
  });

  it.each(PUBLIC_ENDPOINTS.map((endpoint) => [keyOf(endpoint), endpoint] as const))('%s', async (key) => {
    await GUARDS[key]!();
  });

  it('every other route of a production server answers 401 without a token', async () => {
    const production = assembleApp(server.database.db, testConfig({ production: true, publicOrigin: server.url }), { signingJwks: [], publicJwks: [], cookieKeys: ['k'.repeat(40)] });
    const listed = new Set(PUBLIC_ENDPOINTS.map(keyOf));
    // The middleware and the web app's history fallback answer every path; the token server's catch-all is listed.
    const routes = production.routes.filter((route) => route.path !== '*' && route.path !== '/*');
    const unlisted = [...new Map(routes.map((route) => [keyOf(route as Pick<PublicEndpoint, 'method' | 'path'>), route])).values()].filter((route) => !listed.has(keyOf(route as Pick<PublicEndpoint, 'method' | 'path'>)));
    expect(unlisted.length).toBeGreaterThan(80);
    const answered: string[] = [];
    for (const route of unlisted) {
      const path = route.path.replace(/:\w+\{([^|}]+)[^}]*\}/g, '$1').replace(/:\w+/g, '1');
      const method = route.method === 'ALL' ? 'GET' : route.method;
      const response = await fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' || method === 'HEAD' ? undefined : '{}' });
      await response.body?.cancel();
      if (response.status !== 401) answered.push(`${route.method} ${route.path} → ${response.status}`);
    }
    expect(answered).toEqual([]);
  });
});
