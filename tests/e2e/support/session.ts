import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

/** The SPA's client on the token server and the page the code comes back to (server/config.ts). */
const REALM_PATH = '/realms/plataforma';
const CLIENT_ID = 'spa';
const CALLBACK_PATH = '/auth/authorization-code/callback';
/** src/api/tokens.ts: token cookies last 7 days. */
const TOKEN_COOKIE_SECONDS = 7 * 86_400;

const baseUrl = (base: string) => base || test.info().project.use.baseURL!;

/**
 * Signs in through the token server's login page, as a person would, and waits for /home. Only
 * for specs about signing in itself; every other spec starts with {@link openSignedIn}.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, base = '') {
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Já tenho conta' }).click();
  await expect(page).toHaveURL(/\/realms\/plataforma\//);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/senha/i).first().fill(password);
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Cookie consent given beforehand (the 365-day cookie the banner writes), so no banner covers the page. */
export async function acceptCookiePolicy(context: BrowserContext, base = '') {
  await context.addCookies([{ name: 'CookiePolicyAccepted', value: 'true', url: baseUrl(base) }]);
}

export async function acceptCookies(page: Page) {
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Aceitar e fechar' }).click();
}

const base64Url = (bytes: Buffer) => bytes.toString('base64url');

/** Where a redirect answer points, resolved against the request's address. */
function locationOf(response: Awaited<ReturnType<APIRequestContext['get']>>): URL {
  const location = response.headers().location;
  if (response.status() < 300 || response.status() >= 400 || !location) {
    throw new Error(`Sign-in for the spec: expected a redirect from ${response.url()}, got ${response.status()}`);
  }
  return new URL(location, response.url());
}

/**
 * The token server's own sign-in, over HTTP instead of its page: authorization code + PKCE for the
 * SPA's client, the login form posted as the page posts it, the code exchanged at the token
 * endpoint. Every call is a new grant, so no two tests share a (rotating) refresh token. The
 * request context is the browser context's, so the token server's own session cookie lands in
 * the browser as it would after the login page.
 */
async function grantTokens(request: APIRequestContext, origin: string, email: string, password: string) {
  const verifier = base64Url(randomBytes(32));
  const state = base64Url(randomBytes(16));
  const redirectUri = `${origin}${CALLBACK_PATH}`;
  const authorize = new URL(`${origin}${REALM_PATH}/protocol/openid-connect/auth`);
  authorize.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid profile email',
    state,
    code_challenge: base64Url(createHash('sha256').update(verifier).digest()),
    code_challenge_method: 'S256',
  }).toString();

  // The authorization request lands on the login page of its interaction.
  const loginPage = await request.get(authorize.href);
  expect(loginPage.status(), 'the token server shows its login page').toBe(200);
  expect(new URL(loginPage.url()).pathname).toMatch(new RegExp(`^${REALM_PATH}/login-actions/authenticate/`));

  // The login form's fields (server/token-server/pages.ts), then the redirects back to the SPA.
  let next = locationOf(await request.post(loginPage.url(), { form: { action: 'login', email, password }, maxRedirects: 0 }));
  while (next.pathname !== CALLBACK_PATH) {
    next = locationOf(await request.get(next.href, { maxRedirects: 0 }));
  }
  expect(next.origin).toBe(origin);
  expect(next.searchParams.get('state')).toBe(state);
  expect(next.searchParams.get('session_state'), 'the callback carries session_state').toBeTruthy();
  const code = next.searchParams.get('code');
  expect(code, `the token server answers ${email} with a code`).toBeTruthy();

  const answer = await request.post(`${origin}${REALM_PATH}/protocol/openid-connect/token`, {
    form: { grant_type: 'authorization_code', code: code!, redirect_uri: redirectUri, client_id: CLIENT_ID, code_verifier: verifier },
  });
  expect(answer.ok(), `the token endpoint exchanges the code (${answer.status()})`).toBe(true);
  const tokens = (await answer.json()) as { access_token: string; refresh_token: string };
  return { access: tokens.access_token, refresh: tokens.refresh_token };
}

/** The claims of an access token (a JWT). */
export function claimsOf(accessToken: string): { userId: number; playId?: string; [claim: string]: unknown } {
  return JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString());
}

/**
 * A signed-in session for `email` in `context` without the login page: its own fresh grant, and
 * the three token cookies exactly as src/api/tokens.ts writes them after the callback (host-only,
 * Path=/, SameSite=Lax, Secure on localhost, 7 days, values URI-encoded). Resolves with the
 * user's id. The next page the context opens starts signed in.
 */
export async function addSession(context: BrowserContext, email: string, { password = DEMO_PASSWORD, base = '' } = {}): Promise<number> {
  const origin = new URL(baseUrl(base)).origin;
  const { access, refresh } = await grantTokens(context.request, origin, email, password);
  const claims = claimsOf(access);
  const { hostname, protocol } = new URL(origin);
  const secure = protocol === 'https:' || hostname === 'localhost' || hostname === '127.0.0.1';
  const expires = Math.floor(Date.now() / 1000) + TOKEN_COOKIE_SECONDS;
  const cookie = (name: string, value: string) => ({ name, value: encodeURIComponent(value), domain: hostname, path: '/', expires, secure, sameSite: 'Lax' as const });
  await context.addCookies([
    cookie('arena_token', access),
    cookie('arena_refreshToken', refresh),
    ...(claims.playId ? [cookie('arena_playId', claims.playId)] : []),
  ]);
  return claims.userId;
}

/**
 * Signs the page's context out everywhere (its cookies, the token server's session too) before
 * another account signs in. The open page is left first: still running, the app would meet its
 * session gone (a refresh, a redirect to /login) and could abort the next account's navigation.
 */
export async function signOutEverywhere(page: Page) {
  await page.goto('about:blank');
  await page.context().clearCookies();
}

/**
 * Opens `path` (default /home, where the login page lands) signed in as `email`, without going
 * through the login page: for every spec whose subject is not signing in.
 */
export async function openSignedIn(page: Page, email: string, path = '/home', options: { password?: string; base?: string } = {}) {
  await addSession(page.context(), email, options);
  await page.goto(`${options.base ?? ''}${path}`);
  await appHasPage(page);
}

/**
 * Waits until the app has drawn the page. /home's first frame is sent as HTML (docs/decisions.md,
 * /home's first frame sent as HTML): its layout and heading show before the app runs, and the app
 * replaces them whole, so what a spec reads of them before that is gone a moment later, and the
 * page's notices are not there yet. Elsewhere there is no frame and this returns at once.
 */
export async function appHasPage(page: Page) {
  await expect(page.locator('[data-frame]')).toHaveCount(0);
}

const storedRefreshToken = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'arena_refreshToken')?.value;

/**
 * For a spec that reloads after something the app follows with a session refresh (a linked or
 * unlinked account, a saved school link). Call it before the action; await what it returns before
 * the reload. That resolves once the app has stored the refreshed session: the refresh token
 * rotates on use, so a reload that cut the refresh short would leave the page with a spent one.
 */
export async function sessionRefresh(page: Page): Promise<() => Promise<void>> {
  const before = await storedRefreshToken(page.context());
  return () => expect.poll(() => storedRefreshToken(page.context()), { message: 'the app stores its refreshed session', timeout: 30_000 }).not.toBe(before);
}
