import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { createLocalJWKSet, decodeJwt, jwtVerify, type JWK } from 'jose';
import type { Role } from '../../src/domain/roles';
import type { AccessTokenClaims } from '../../src/contract/session';
import { API_AUDIENCE } from '../config';
import { channelsOf } from '../db/channels';
import { fail } from './errors';
import { noteUser } from './operations';

export interface AuthenticatedUser {
  userId: number;
  claims: AccessTokenClaims;
}

/** Checks the bearer access token of a request; `roles` limits who may call (403 otherwise). */
export type Authenticate = (c: Context, roles?: readonly Role[]) => Promise<AuthenticatedUser>;

const CLOCK_TOLERANCE_S = 2;
/** The longest token a request's header or cookie may carry. */
const TOKEN_MAX_LENGTH = 8192;
const BEARER = new RegExp(`^Bearer\\s+(\\S{1,${TOKEN_MAX_LENGTH}})$`, 'i');
const VERIFIED_CACHE_SIZE = 10_000;
/** How long one process trusts that an account is not suspended or banned, should a decision's message be lost; a decision counts at once (barsChanged). */
const BAR_CHECK_MS = 5_000;

/** Per database: each decision moves it on, and the accounts' bars are read again. */
const barEpochs = new WeakMap<object, { value: number }>();
function barEpochOf(db: object): { value: number } {
  let epoch = barEpochs.get(db);
  if (!epoch) barEpochs.set(db, (epoch = { value: 0 }));
  return epoch;
}

/** Every account is checked again on its next request to this server of the database. */
export const forgetBars = (db: object) => {
  barEpochOf(db).value += 1;
};

/** The channel servers tell each other on that a suspension, a ban or a lifted one was decided. */
const BARS_CHANNEL = 'account_bars';

/**
 * A suspension, a ban or a lifted one was decided: it counts at once here, and on every other
 * server of the database as soon as the database tells it (docs/operations.md, Several servers).
 */
export async function barsChanged(db: object): Promise<void> {
  forgetBars(db);
  // Without the message the other servers still read every account again within BAR_CHECK_MS.
  await channelsOf(db).publish(BARS_CHANNEL, '').catch(() => undefined);
}

/** This server hears the others' decisions (startServer); the answer stops listening. */
export const listenForBars = (db: object) => channelsOf(db).listen(BARS_CHANNEL, () => forgetBars(db));

/** Whether an account may not use the API now (docs/product/moderation.md, Sanctions). */
export type IsBarred = (userId: number) => Promise<boolean>;

/**
 * Verifies access tokens locally with the token server's public keys (issuer, audience, expiry):
 * a token signed by any key of the set passes, so a key being rotated out still verifies. Refuses
 * a suspended or banned account (isBarred), read again after a decision on `barsOf`'s database
 * (barsChanged) or every few seconds.
 * A token whose signature was already checked is remembered until it expires: a client sends the
 * same token many times, and the signature check is most of the cost of a small request.
 */
export function createAuthenticate(publicJwks: readonly JWK[], issuer: string, isBarred?: IsBarred, barsOf: object = {}): Authenticate {
  const epoch = barEpochOf(barsOf);
  const keys = createLocalJWKSet({ keys: [...publicJwks] });
  const verified = new Map<string, AccessTokenClaims>();
  // An access token outlives a suspension by up to its 5 minutes: each account's bar is read again every few seconds.
  const bars = new Map<number, { barred: boolean; at: number; epoch: number }>();

  async function barred(userId: number): Promise<boolean> {
    if (!isBarred) return false;
    const known = bars.get(userId);
    const now = Date.now();
    if (known && known.epoch === epoch.value && now - known.at < BAR_CHECK_MS) return known.barred;
    const answer = await isBarred(userId);
    if (bars.size >= VERIFIED_CACHE_SIZE) bars.delete(bars.keys().next().value!);
    bars.set(userId, { barred: answer, at: now, epoch: epoch.value });
    return answer;
  }

  async function verify(token: string): Promise<AccessTokenClaims> {
    const known = verified.get(token);
    if (known) {
      if (known.exp + CLOCK_TOLERANCE_S > Date.now() / 1000) return known;
      verified.delete(token);
    }
    const { payload } = await jwtVerify(token, keys, { issuer, audience: API_AUDIENCE, algorithms: ['RS256'], clockTolerance: CLOCK_TOLERANCE_S });
    const claims = payload as unknown as AccessTokenClaims;
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  }

  return async (c, roles) => {
    const header = c.req.header('authorization') ?? '';
    const match = BEARER.exec(header.trim());
    if (!match) throw fail.unauthorized();
    let claims: AccessTokenClaims;
    try {
      claims = await verify(match[1]!);
    } catch {
      throw fail.unauthorized();
    }
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(userId) || userId < 1) throw fail.unauthorized();
    if (await barred(userId)) throw fail.unauthorized();
    noteUser(c, userId);
    if (roles && !roles.includes(claims.role)) throw fail.forbidden();
    return { userId, claims };
  };
}

/** The app's access-token cookie (src/api/tokens.ts, cookieName), in either environment's name. */
const TOKEN_COOKIES = ['arena_token', 'arena_qa_token'] as const;

/** The access token the browser keeps in its cookie, sent with a same-origin page's request; for pages, not the APIs, which take a bearer header. */
export const cookieToken = (c: Context): string | undefined => TOKEN_COOKIES.map((name) => getCookie(c, name)).find(Boolean);

/**
 * Whom an access token was given to: its signature, issuer and audience checked, and its expiry
 * not, so a token of the last days still names its owner. For a choice that grants nothing, such
 * as which of two public documents a page is sent as (server/http/home-shell.ts); anything the
 * caller may do or read goes through Authenticate. Any other text is nobody's.
 */
export type TokenOwner = (token: string) => Promise<AccessTokenClaims | undefined>;

export function createTokenOwner(publicJwks: readonly JWK[], issuer: string): TokenOwner {
  const keys = createLocalJWKSet({ keys: [...publicJwks] });
  return async (token) => {
    if (token.length > TOKEN_MAX_LENGTH) return undefined;
    try {
      const { exp } = decodeJwt(token);
      if (typeof exp !== 'number') return undefined;
      // Checked as of its last valid second, or now while it is still valid.
      const asOf = new Date(Math.min(Date.now(), (exp - 1) * 1000));
      const { payload } = await jwtVerify(token, keys, { issuer, audience: API_AUDIENCE, algorithms: ['RS256'], currentDate: asOf });
      return payload as unknown as AccessTokenClaims;
    } catch {
      return undefined;
    }
  };
}
