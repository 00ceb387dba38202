import { createHash, randomBytes } from 'node:crypto';

/** A tiny cookie-keeping HTTP client that follows no redirects, like a browser seen step by step. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(readonly origin: string) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(path, this.origin);
    const headers = new Headers(init.headers);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  get(path: string) {
    return this.request(path);
  }

  postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(fields).toString(),
    });
  }

  clearCookies() {
    this.cookies.clear();
  }
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export const REALM = '/realms/plataforma';
export const OIDC = `${REALM}/protocol/openid-connect`;
export const CALLBACK = '/auth/authorization-code/callback';

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token?: string;
  expires_in: number;
  token_type: string;
}

export function authorizePath(origin: string, challenge: string, state: string) {
  const query = new URLSearchParams({
    client_id: 'spa',
    response_type: 'code',
    scope: 'openid profile email',
    redirect_uri: `${origin}${CALLBACK}`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  });
  return `${OIDC}/auth?${query}`;
}

/** Where the authorization endpoint sends the browser (login page, or the callback when signed in). */
export async function authorize(browser: Browser, challenge: string, state = 'st-' + randomBytes(6).toString('hex')): Promise<URL> {
  const response = await browser.get(authorizePath(browser.origin, challenge, state));
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`authorization answered ${response.status}: ${await response.text()}`);
  let url = new URL(location, browser.origin);
  // A remembered session resumes through the authorization endpoint once more.
  for (let hop = 0; hop < 3 && url.pathname.startsWith(`${OIDC}/auth`); hop += 1) {
    const next = await browser.get(url.pathname + url.search);
    url = new URL(next.headers.get('location')!, browser.origin);
  }
  return url;
}

/** Starts the authorization code flow; answers the login page's path. */
export async function beginSignIn(browser: Browser, challenge: string, state = 'st-' + randomBytes(6).toString('hex')) {
  const response = await browser.get(authorizePath(browser.origin, challenge, state));
  const location = response.headers.get('location');
  if (response.status !== 303 || !location) throw new Error(`authorization answered ${response.status}: ${await response.text()}`);
  return { loginPath: new URL(location, browser.origin).pathname, state };
}

/** Submits the login form and follows the redirects back to the SPA callback; answers the code. */
export async function submitLogin(
  browser: Browser,
  loginPath: string,
  email: string,
  password: string,
): Promise<{ code: string; state: string | null; sessionState: string | null; response: Response }> {
  let response = await browser.postForm(loginPath, { action: 'login', email, password });
  for (let hop = 0; hop < 5 && response.status >= 300 && response.status < 400; hop += 1) {
    const location = new URL(response.headers.get('location')!, browser.origin);
    if (location.pathname === CALLBACK) {
      return {
        code: location.searchParams.get('code') ?? '',
        state: location.searchParams.get('state'),
        sessionState: location.searchParams.get('session_state'),
        response,
      };
    }
    response = await browser.get(location.pathname + location.search);
  }
  return { code: '', state: null, sessionState: null, response };
}

export async function exchangeCode(origin: string, code: string, verifier: string): Promise<Response> {
  return fetch(`${origin}${OIDC}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: `${origin}${CALLBACK}`, client_id: 'spa', code_verifier: verifier }),
  });
}

export async function refresh(origin: string, refreshToken: string): Promise<Response> {
  return fetch(`${origin}${OIDC}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: 'spa' }),
  });
}

/** The whole sign-in of a user: authorization, login form, code exchange. */
export async function signIn(origin: string, email: string, password = 'Demo1234'): Promise<Tokens & { browser: Browser }> {
  const browser = new Browser(origin);
  const { verifier, challenge } = pkcePair();
  const { loginPath } = await beginSignIn(browser, challenge);
  const { code, response } = await submitLogin(browser, loginPath, email, password);
  if (!code) throw new Error(`sign-in of ${email} failed with ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const tokenResponse = await exchangeCode(origin, code, verifier);
  if (tokenResponse.status !== 200) throw new Error(`token exchange failed: ${tokenResponse.status} ${await tokenResponse.text()}`);
  return { ...((await tokenResponse.json()) as Tokens), browser };
}

/** The claims of a token, unverified: the tests read what the token server put in. */
export { decodeJwt } from 'jose';
