import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { actionTokens } from '../db/schema';
import { isPlausibleLinkToken, linkTokenHash, newLinkToken } from './link-tokens';

export type ActionPurpose = 'verify-email' | 'reset-password';

export const ACTION_TTL_SECONDS: Record<ActionPurpose, number> = { 'verify-email': 24 * 3600, 'reset-password': 3600 };


/** A single-use key for an e-mailed link; only its hash is stored. */
export async function issueActionToken(db: Executor, userId: number, purpose: ActionPurpose): Promise<string> {
  const key = newLinkToken();
  await db.insert(actionTokens).values({
    keyHash: linkTokenHash(key),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + ACTION_TTL_SECONDS[purpose] * 1000),
  });
  return key;
}

const isUsable = (key: string) => and(eq(actionTokens.keyHash, linkTokenHash(key)), isNull(actionTokens.usedAt), gt(actionTokens.expiresAt, sql`now()`));

/** What a still-usable key is for, without using it. */
export async function peekActionToken(db: Executor, key: string): Promise<{ userId: number; purpose: ActionPurpose } | undefined> {
  if (!isPlausibleLinkToken(key)) return undefined;
  const [row] = await db.select({ userId: actionTokens.userId, purpose: actionTokens.purpose }).from(actionTokens).where(isUsable(key));
  return row;
}

/** Uses a key once; answers the user it belongs to, or undefined when unknown, used or expired. */
export async function useActionToken(db: Executor, key: string, purpose: ActionPurpose): Promise<number | undefined> {
  if (!isPlausibleLinkToken(key)) return undefined;
  const [row] = await db
    .update(actionTokens)
    .set({ usedAt: sql`now()` })
    .where(and(isUsable(key), eq(actionTokens.purpose, purpose)))
    .returning({ userId: actionTokens.userId });
  return row?.userId;
}
