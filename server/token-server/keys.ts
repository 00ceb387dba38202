import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

export interface TokenServerSecrets {
  /** The private signing keys; the first signs (docs/operations.md, Rotating the signing keys). */
  signingJwks: JWK[];
  /** Their public halves: a token signed by any of them verifies. */
  publicJwks: JWK[];
  cookieKeys: string[];
}

async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T>): Promise<T> {
  const [found] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (found) return found.value as T;
  const value = await create();
  // Another process on the same PostgreSQL may have won the race: keep whichever was stored first.
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  const [stored] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return (stored?.value ?? value) as T;
}

/** A new RS256 signing key with a fresh kid. */
export async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' } as JWK;
}

/** A private JWK without its private parts. */
export function publicHalf(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, ...publicJwk } = jwk;
  return publicJwk;
}

/**
 * The signing keys and cookie keys: the configured ones (SIGNING_KEYS, COOKIE_KEYS; production
 * requires them), else a key of each generated on the first start and kept in the database.
 */
export async function loadSecrets(db: Database, config: Pick<ServerConfig, 'signingKeys' | 'cookieKeys'> = {}): Promise<TokenServerSecrets> {
  const signingJwks = config.signingKeys?.length ? [...config.signingKeys] : [await loadOrCreate(db, 'token-signing-jwk', newSigningKey)];
  const cookieKeys = config.cookieKeys?.length ? [...config.cookieKeys] : await loadOrCreate(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  return { signingJwks, publicJwks: signingJwks.map(publicHalf), cookieKeys };
}
