import type { Context } from 'hono';
import { importJWK, jwtVerify, type JWK } from 'jose';
import type { Role } from '../../src/domain/validation';
import type { AccessTokenClaims } from '../../src/api/contract/session';
import { API_AUDIENCE } from '../config';
import { fail } from './errors';

export interface AuthenticatedUser {
  userId: number;
  claims: AccessTokenClaims;
}

/** Checks the bearer access token of a request; `roles` limits who may call (403 otherwise). */
export type Authenticate = (c: Context, roles?: readonly Role[]) => Promise<AuthenticatedUser>;

/** Verifies access tokens locally with the token server's public key (issuer, audience, expiry). */
export function createAuthenticate(publicJwk: JWK, issuer: string): Authenticate {
  const key = importJWK(publicJwk, 'RS256');
  return async (c, roles) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S{1,8192})$/i.exec(header.trim());
    if (!match) throw fail.unauthorized();
    let claims: AccessTokenClaims;
    try {
      const { payload } = await jwtVerify(match[1]!, await key, { issuer, audience: API_AUDIENCE, algorithms: ['RS256'], clockTolerance: 2 });
      claims = payload as unknown as AccessTokenClaims;
    } catch {
      throw fail.unauthorized();
    }
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(userId) || userId < 1) throw fail.unauthorized();
    if (roles && !roles.includes(claims.role)) throw fail.forbidden();
    return { userId, claims };
  };
}
