/**
 * Token cookies (docs/product/session.md, Limits): `token`, `refreshToken` and `playId`, 7 days, Secure where the page is
 * https or localhost, SameSite=Lax, names prefixed per environment (a `qa` variant for QA).
 */
import { decodeJwt } from 'jose';
import typia from 'typia';
import { config } from './config';
import { readCookie } from './preferences';
import type { AccessTokenClaims } from '@/contract/session';
import type { SessionUser } from '@/domain/session';

const isClaims = typia.createIs<AccessTokenClaims>();

export const TOKEN_COOKIE_DAYS = 7;

export function cookieName(name: 'token' | 'refreshToken' | 'playId'): string {
  return `${config.environment === 'qa' ? 'arena_qa_' : 'arena_'}${name}`;
}

function secureFlag(): string {
  const location = globalThis.location;
  if (!location) return '';
  const local = location.hostname === 'localhost' || location.hostname === '127.0.0.1';
  return location.protocol === 'https:' || local ? '; Secure' : '';
}

function setCookie(name: string, value: string, maxAgeSeconds: number) {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secureFlag()}`;
}

export function storeTokens(tokens: { access: string; refresh?: string; playId?: string }) {
  const maxAge = TOKEN_COOKIE_DAYS * 86_400;
  setCookie(cookieName('token'), tokens.access, maxAge);
  if (tokens.refresh) setCookie(cookieName('refreshToken'), tokens.refresh, maxAge);
  if (tokens.playId) setCookie(cookieName('playId'), tokens.playId, maxAge);
}

export function storePlayId(playId: string) {
  setCookie(cookieName('playId'), playId, TOKEN_COOKIE_DAYS * 86_400);
}

export function clearTokens() {
  for (const name of ['token', 'refreshToken', 'playId'] as const) setCookie(cookieName(name), '', 0);
}

export const storedAccessToken = (): string | undefined => readCookie(cookieName('token')) || undefined;
export const storedRefreshToken = (): string | undefined => readCookie(cookieName('refreshToken')) || undefined;
export const storedPlayId = (): string | undefined => readCookie(cookieName('playId')) || undefined;

export class InvalidTokenError extends Error {
  constructor(reason: string) {
    super(`Invalid Token: ${reason}`);
    this.name = 'InvalidTokenError';
  }
}

/** The claims of an access token (signature checks are the APIs' job); unreadable → Invalid Token. */
export function readClaims(accessToken: string): AccessTokenClaims {
  let payload: unknown;
  try {
    payload = decodeJwt(accessToken);
  } catch {
    throw new InvalidTokenError('not a readable JWT');
  }
  if (!isClaims(payload)) throw new InvalidTokenError('claims outside the contract');
  return payload;
}

/** The session user from the token claims (isVipOnce is the string "true"/"false" there; docs/product/session.md, API). */
export function userFromClaims(claims: AccessTokenClaims): SessionUser {
  return {
    id: String(claims.userId),
    userName: claims.userName,
    email: claims.email,
    firstName: claims.firstName,
    lastName: claims.lastName,
    fullName: claims.fullName,
    role: claims.role,
    birthDate: claims.birthDate,
    isVip: claims.isVip,
    isVipOnce: claims.isVipOnce === 'true',
    firstAccess: claims.firstAccess,
    playId: claims.playId,
    idInstitution: claims.idInstitution,
    schoolLinkStatus: claims.schoolLinkStatus,
    permissions: claims.permissions,
    discordId: claims.discordId,
    epicAccountId: claims.epicAccountId,
  };
}
