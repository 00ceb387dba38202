import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/server';
import {
  authorize,
  authorizePath,
  Browser,
  beginSignIn,
  CALLBACK,
  decodeJwt,
  exchangeCode,
  OIDC,
  pkcePair,
  REALM,
  refresh,
  signIn,
  submitLogin,
  type Tokens,
} from './support/browser';
import { api, startTestServer, testConfig } from './support/harness';
import { spaOrigins } from '../../server/token-server/provider';

let server: RunningServer;

beforeAll(async () => {
  server = await startTestServer({ loginSlowdownMs: 300 });
});
afterAll(async () => {
  await server?.close();
});

const tokenBody = async (response: Response) => (await response.json()) as Tokens & { error?: string };

describe('token server routes', () => {
  it('publishes discovery with Keycloak route names under the realm', async () => {
    const response = await fetch(`${server.url}${REALM}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: `${server.url}${REALM}`,
      authorization_endpoint: `${server.url}${OIDC}/auth`,
      token_endpoint: `${server.url}${OIDC}/token`,
      end_session_endpoint: `${server.url}${OIDC}/logout`,
      jwks_uri: `${server.url}${OIDC}/certs`,
      userinfo_endpoint: `${server.url}${OIDC}/userinfo`,
      revocation_endpoint: `${server.url}${OIDC}/revoke`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('serves the signing key without its private parts, with security headers', async () => {
    const response = await fetch(`${server.url}${OIDC}/certs`);
    const { keys } = (await response.json()) as { keys: Array<Record<string, unknown>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses an authorization request without PKCE', async () => {
    const browser = new Browser(server.url);
    const path = authorizePath(server.url, 'x', 'state-1').replace(/&code_challenge=[^&]*&code_challenge_method=S256/, '');
    const response = await browser.get(path);
    const location = new URL(response.headers.get('location') ?? '', server.url);
    expect(location.pathname).toBe(CALLBACK);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('code')).toBeNull();
  });

  it("accepts the dev server's return address outside production, and no other origin", async () => {
    const browser = new Browser(server.url);
    const fromDev = await browser.get(authorizePath('http://localhost:5173', 'x'.repeat(43), 'state-dev'));
    expect(fromDev.status).toBe(303);
    expect(new URL(fromDev.headers.get('location') ?? '', server.url).pathname).toMatch(/\/login-actions\/authenticate\//);

    const fromElsewhere = await browser.get(authorizePath('http://localhost:5999', 'x'.repeat(43), 'state-other'));
    expect(fromElsewhere.status).toBe(400);
    expect(await fromElsewhere.text()).toContain('redirect_uri');
  });

  it('leaves the dev origins out in production', () => {
    const config = testConfig({ port: 3000, publicOrigin: 'https://arena.example', devOrigins: ['http://localhost:5173'] });
    expect(spaOrigins(config)).toContain('http://localhost:5173');
    expect(spaOrigins({ ...config, production: true })).not.toContain('http://localhost:5173');
  });
});

describe('sign-in page', () => {
  it('is accessible pt-BR with no inline script and allows paste', async () => {
    const browser = new Browser(server.url);
    const { loginPath } = await beginSignIn(browser, pkcePair().challenge);
    expect(loginPath).toMatch(/^\/realms\/plataforma\/login-actions\/authenticate\/[\w-]+$/);
    const page = await browser.get(loginPath);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toContain('<label for="password">Senha</label>');
    expect(html).toContain('autocomplete="current-password"');
    expect(html).toContain('href="/register"');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('answers a wrong password with "E-mail ou senha incorretos." and keeps the e-mail', async () => {
    const browser = new Browser(server.url);
    const { loginPath } = await beginSignIn(browser, pkcePair().challenge);
    const { code, response } = await submitLogin(browser, loginPath, 'aluno@example.com', 'Errada123');
    expect(code).toBe('');
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('E-mail ou senha incorretos.');
    expect(html).toContain('value="aluno@example.com"');
  });

  it('gives an unknown account the same answer as a wrong password', async () => {
    const browser = new Browser(server.url);
    const { loginPath } = await beginSignIn(browser, pkcePair().challenge);
    const { response } = await submitLogin(browser, loginPath, 'ninguem@example.com', 'Demo1234');
    expect(response.status).toBe(401);
    expect(await response.text()).toContain('E-mail ou senha incorretos.');
  });

  it('treats a login with a NUL character as a wrong one', async () => {
    const browser = new Browser(server.url);
    const { loginPath } = await beginSignIn(browser, pkcePair().challenge);
    const { response } = await submitLogin(browser, loginPath, 'aluno@example.com\u0000', 'Demo1234');
    expect(response.status).toBe(401);
  });

  it('slows down repeated failures for the same login', async () => {
    const browser = new Browser(server.url);
    const { loginPath } = await beginSignIn(browser, pkcePair().challenge);
    const timed = async () => {
      const started = performance.now();
      const { response } = await submitLogin(browser, loginPath, 'educador@example.com', 'Errada123');
      expect(response.status).toBe(401);
      return performance.now() - started;
    };
    for (let i = 0; i < 3; i += 1) await timed();
    expect(await timed()).toBeGreaterThanOrEqual(300);
    expect(await timed()).toBeGreaterThanOrEqual(600);
    // The right password still works (after the delay) and clears the count.
    const { code } = await submitLogin(browser, loginPath, 'educador@example.com', 'Demo1234');
    expect(code).not.toBe('');
  });

  it('shows an expired page for an unknown interaction', async () => {
    const response = await fetch(`${server.url}${REALM}/login-actions/authenticate/nao-existe`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('Sua tentativa de entrar expirou');
  });
});

describe('tokens', () => {
  it('carries the session-user claims (docs/product/session.md, API) in a JWT access token', async () => {
    const tokens = await signIn(server.url, 'aluna.vip@example.com');
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: `${server.url}${REALM}`,
      aud: 'urn:plataforma:api',
      sub: '2',
      userId: 2,
      userName: 'julia.demo',
      email: 'aluna.vip@example.com',
      firstName: 'Júlia',
      lastName: 'Santos (demo)',
      fullName: 'Júlia Santos (demo)',
      role: 'STUDENT',
      stateId: 24,
      stateName: 'São Paulo',
      cityName: 'Campinas',
      isVip: true,
      isVipOnce: 'true',
      firstAccess: true,
      playId: 'JuliaDemo#1002',
      idInstitution: 1,
      schoolLinkStatus: 'COMPLETE',
      permissions: [],
      discordId: null,
      epicAccountId: null,
    });
    expect(claims.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(300);
  });

  it('marks an expired premium as isVipOnce "true" with isVip false', async () => {
    const claims = decodeJwt((await signIn(server.url, 'adulto@example.com')).access_token);
    expect(claims).toMatchObject({ isVip: false, isVipOnce: 'true', role: 'STUDENT' });
  });

  it.each([
    ['educador@example.com', 'TEACHER'],
    ['diretor@example.com', 'COORDINATOR'],
    ['responsavel@example.com', 'SPONSOR'],
    ['admin@example.com', 'ADMIN'],
  ])('signs in %s as %s', async (email, role) => {
    expect(decodeJwt((await signIn(server.url, email)).access_token).role).toBe(role);
  });

  it('rotates refresh tokens and revokes the grant when a used one comes back', async () => {
    const first = await signIn(server.url, 'aluno@example.com');
    expect((await api(server, '/records/api/user/profile', { token: first.access_token })).status).toBe(200);

    const rotated = await refresh(server.url, first.refresh_token);
    expect(rotated.status).toBe(200);
    const second = await tokenBody(rotated);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).userName).toBe('pedro.demo');
    expect((await api(server, '/records/api/user/profile', { token: second.access_token })).status).toBe(200);

    const reuse = await refresh(server.url, first.refresh_token);
    expect(reuse.status).toBe(400);
    expect((await tokenBody(reuse)).error).toBe('invalid_grant');
    // Reuse is treated as theft: the rotated token dies with the grant.
    const afterReuse = await refresh(server.url, second.refresh_token);
    expect(afterReuse.status).toBe(400);
  });

  it('refuses a code exchanged with the wrong verifier, and a code used twice', async () => {
    const browser = new Browser(server.url);
    const { verifier, challenge } = pkcePair();
    const { loginPath } = await beginSignIn(browser, challenge);
    const { code } = await submitLogin(browser, loginPath, 'aluno@example.com', 'Demo1234');
    const wrong = await exchangeCode(server.url, code, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect((await tokenBody(wrong)).error).toBe('invalid_grant');

    const next = pkcePair();
    const callback = await authorize(browser, next.challenge);
    expect(callback.pathname).toBe(CALLBACK);
    const good = await exchangeCode(server.url, callback.searchParams.get('code')!, next.verifier);
    expect(good.status).toBe(200);
    const replay = await exchangeCode(server.url, callback.searchParams.get('code')!, next.verifier);
    expect(replay.status).toBe(400);
    void verifier;
  });

  it('logs out with the refresh token: the grant and the browser session end', async () => {
    const tokens = await signIn(server.url, 'aluno@example.com');
    // Still signed in at the token server: a new authorization needs no password.
    const remembered = await authorize(tokens.browser, pkcePair().challenge);
    expect(remembered.pathname).toBe(CALLBACK);

    const logout = await fetch(`${server.url}${OIDC}/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${tokens.access_token}` },
      body: new URLSearchParams({ client_id: 'spa', refresh_token: tokens.refresh_token }),
    });
    expect(logout.status).toBe(204);
    expect((await refresh(server.url, tokens.refresh_token)).status).toBe(400);
    const afterLogout = await authorize(tokens.browser, pkcePair().challenge);
    expect(afterLogout.pathname).toMatch(/\/login-actions\/authenticate\//);

    const again = await fetch(`${server.url}${OIDC}/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'spa', refresh_token: tokens.refresh_token }),
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

describe('API token checks', () => {
  it('answers 401 without a token, with a malformed one and with a tampered one', async () => {
    const tokens = await signIn(server.url, 'aluno@example.com');
    const [header, payload, signature] = tokens.access_token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeJwt(tokens.access_token), role: 'ADMIN' })).toString('base64url');
    for (const token of [undefined, 'abc', `${header}.${forged}.${signature}`, `${header}.${payload}.`]) {
      const response = await api(server, '/records/api/user/profile', { token });
      expect(response.status).toBe(401);
      expect(response.json).toEqual([{ code: 'invalidToken', messageKey: 'requestError:invalidToken' }]);
      expect(response.headers.get('www-authenticate')).toContain('Bearer');
    }
  });

  it('answers 401 for a token signed by someone else', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    void (await exportJWK(publicKey));
    const token = await new SignJWT({ userId: 1, role: 'ADMIN' })
      .setProtectedHeader({ alg: 'RS256' })
      .setSubject('1')
      .setIssuer(`${server.url}${REALM}`)
      .setAudience('urn:plataforma:api')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await api(server, '/records/api/user/profile', { token })).status).toBe(401);
  });

  it('answers 401 once the access token has expired', async () => {
    const shortLived = await startTestServer({ accessTokenTtlSeconds: 1 });
    try {
      const tokens = await signIn(shortLived.url, 'aluno@example.com');
      expect((await api(shortLived, '/records/api/user/profile', { token: tokens.access_token })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 3_500));
      expect((await api(shortLived, '/records/api/user/profile', { token: tokens.access_token })).status).toBe(401);
      // A refresh brings a working token back.
      const renewed = await tokenBody(await refresh(shortLived.url, tokens.refresh_token));
      expect((await api(shortLived, '/records/api/user/profile', { token: renewed.access_token })).status).toBe(200);
    } finally {
      await shortLived.close();
    }
  });
});
