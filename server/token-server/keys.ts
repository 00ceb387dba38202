import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

export interface TokenServerSecrets {
  signingJwk: JWK;
  publicJwk: JWK;
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

/** The signing key and cookie keys, generated on first start and kept in the database. */
export async function loadSecrets(db: Database): Promise<TokenServerSecrets> {
  const signingJwk = await loadOrCreate(db, 'token-signing-jwk', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' } as JWK;
  });
  const cookieKeys = await loadOrCreate(db, 'cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicJwk } = signingJwk;
  return { signingJwk, publicJwk, cookieKeys };
}

export async function publicKey(jwk: JWK) {
  return importJWK(jwk, 'RS256');
}
