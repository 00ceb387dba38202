import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { oidcPayloads } from '../db/schema';

/**
 * Keeps the token server's artifacts (sessions, grants, codes, refresh tokens, interactions) in
 * the product database, so sign-ins survive a restart and work across processes on PostgreSQL.
 */
export function databaseAdapter(db: Database) {
  return (model: string): Adapter => ({
    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
      const row = {
        model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        uid: payload.uid ?? null,
        userCode: payload.userCode ?? null,
        expiresAt,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: { ...row, consumedAt: null } });
    },

    async find(id: string) {
      return findWhere(db, and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
    },

    async findByUid(uid: string) {
      return findWhere(db, and(eq(oidcPayloads.model, model), eq(oidcPayloads.uid, uid)));
    },

    async findByUserCode(userCode: string) {
      return findWhere(db, and(eq(oidcPayloads.model, model), eq(oidcPayloads.userCode, userCode)));
    },

    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
    },

    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
    },

    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.grantId, grantId)));
    },
  });
}

async function findWhere(db: Database, where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
  const [row] = await db
    .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
    .from(oidcPayloads)
    .where(and(where, sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`))
    .limit(1);
  if (!row) return undefined;
  const payload = row.payload as AdapterPayload;
  return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
}

/** Drops expired artifacts; run at start and now and then. */
export async function purgeExpiredArtifacts(db: Database): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.expiresAt} < now()`);
}

/** Ends everything a sign-in produced: the grant's tokens, the grant and the browser session. */
export async function endGrantAndSession(db: Database, grantId: string, sessionUid: string | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    await tx.delete(oidcPayloads).where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId)));
    if (sessionUid) await tx.delete(oidcPayloads).where(and(eq(oidcPayloads.model, 'Session'), eq(oidcPayloads.uid, sessionUid)));
  });
}

/**
 * Ends every sign-in of an account at once (a suspension or a ban, docs/product/moderation.md):
 * its browser sessions, grants and refresh tokens. Access tokens are not stored; the API's bar
 * check refuses them.
 */
export async function endSessionsOfAccount(db: Executor, accountId: number): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${String(accountId)}`);
}
