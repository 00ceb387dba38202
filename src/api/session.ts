/**
 * The session's I/O (docs/product/session.md, States and API): the stored tokens, sign-in with code + PKCE through
 * oidc-client-ts (loaded only when signing in), token refresh and logout on the token server,
 * and the account data fetched when a session starts. The session machine decides when.
 */
import typia from 'typia';
import { config } from './config';
import type { TokenResponse } from '@/contract/session';
import { clearTokens, readClaims, storeTokens, storedAccessToken, storedRefreshToken, userFromClaims } from './tokens';
import type { SessionUser } from '@/domain/session';

const isTokenResponse = typia.createIs<TokenResponse>();

export const CALLBACK_PATH = '/auth/authorization-code/callback';
const RETURN_TO_KEY = 'signInReturnTo';
/** Refresh a stored token this close to its expiry before using it (a quarter of short lifetimes). */
const EXPIRY_MARGIN_S = 15;
const expiryMargin = (claims: { exp: number; iat: number }) => Math.min(EXPIRY_MARGIN_S, Math.max(0, claims.exp - claims.iat) / 4);

const origin = () => globalThis.location.origin;
const authorityUrl = () => new URL(config.authority, origin()).toString().replace(/\/$/, '');
const oidcEndpoint = (name: 'token' | 'logout') => `${authorityUrl()}/protocol/openid-connect/${name}`;

async function oidcClient() {
  const { OidcClient } = await import('oidc-client-ts');
  return new OidcClient({
    authority: authorityUrl(),
    client_id: config.clientId,
    redirect_uri: `${origin()}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin()}/`,
    response_type: 'code',
    scope: 'openid profile email',
    loadUserInfo: false,
  });
}

/** Stores the answer of the token endpoint and returns the user from its access token. */
function acceptTokens(access: string | undefined, refresh: string | undefined): SessionUser {
  if (!access) throw new Error('Invalid Token: no access token');
  const user = userFromClaims(readClaims(access)); // throws Invalid Token before anything is stored
  storeTokens({ access, refresh, playId: user.playId });
  return user;
}

/** At start: the user from the stored access token, renewed first when it has (nearly) expired. */
export async function restoreSession(): Promise<SessionUser | null> {
  const access = storedAccessToken();
  if (!access) return null;
  const claims = readClaims(access);
  if (claims.exp - expiryMargin(claims) > Date.now() / 1000) return userFromClaims(claims);
  if (!storedRefreshToken()) return null;
  return renewTokens();
}

/** POST token with grant_type=refresh_token; the refresh token rotates on every use (docs/product/session.md, API). */
export async function renewTokens(): Promise<SessionUser> {
  const refreshToken = storedRefreshToken();
  if (!refreshToken) throw new Error('No refresh token');
  const response = await fetch(oidcEndpoint('token'), {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken, client_id: config.clientId }),
  });
  if (!response.ok) throw new Error(`Token refresh refused (${response.status})`);
  const answer: unknown = await response.json();
  if (!isTokenResponse(answer)) throw new Error('Invalid Token: unexpected token answer');
  return acceptTokens(answer.access_token, answer.refresh_token);
}

export async function beginSignIn(returnTo?: string): Promise<void> {
  try {
    if (returnTo) sessionStorage.setItem(RETURN_TO_KEY, returnTo);
  } catch {
    // Storage blocked: the user lands on /home after signing in.
  }
  const request = await (await oidcClient()).createSigninRequest({});
  globalThis.location.assign(request.url);
  await new Promise(() => undefined); // the page is leaving
}

/** Exchanges the authorization code of the callback URL (state and PKCE checked by oidc-client-ts). */
export async function completeSignIn(url: string): Promise<SessionUser> {
  const response = await (await oidcClient()).processSigninResponse(url);
  return acceptTokens(response.access_token, response.refresh_token);
}

/** Where to go after signing in: the page that asked for it, once. */
export function takeReturnTo(): string | undefined {
  try {
    const target = sessionStorage.getItem(RETURN_TO_KEY) ?? undefined;
    sessionStorage.removeItem(RETURN_TO_KEY);
    return target;
  } catch {
    return undefined;
  }
}

/** POST logout with the refresh token and the bearer header; revokes the grant (docs/product/session.md, API). */
export async function endServerSession(): Promise<void> {
  const refreshToken = storedRefreshToken();
  const access = storedAccessToken();
  if (!refreshToken) return;
  const response = await fetch(oidcEndpoint('logout'), {
    method: 'POST',
    body: new URLSearchParams({ client_id: config.clientId, refresh_token: refreshToken }),
    headers: access ? { Authorization: `Bearer ${access}` } : undefined,
  });
  if (!response.ok) throw new Error(`Logout refused (${response.status})`);
}

export { clearTokens };

/** A mobile web view hosting the app is told that login happened; a no-op in a browser (docs/product/session.md, Screens). */
export function notifyWebViewOfLogin() {
  const bridge = (globalThis as { ReactNativeWebView?: { postMessage(message: string): void } }).ReactNativeWebView;
  bridge?.postMessage(JSON.stringify({ type: 'login' }));
}
