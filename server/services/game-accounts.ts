import { and, eq, isNull, ne } from 'drizzle-orm';
import { checkEpicAccountId } from '../../src/domain/game-accounts/epic-account-id';
import { fieldIssue } from '../../src/domain/validation/rules';
import { isBannedIdentity } from './moderation';
import type { Executor } from '../db/executor';
import { users } from '../db/schema';
import { fail } from '../http/errors';

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
  return code === '23505';
};

/**
 * Links an Epic account id to the user (32 characters, unique, set once; docs/product/game-accounts.md, Rules). Answers the
 * stored id; throws field errors on `epicAccountId` (required, length, invalid, taken, locked).
 * Linking the same id again is accepted.
 */
export async function linkEpicAccount(db: Executor, userId: number, raw: string | null | undefined): Promise<string> {
  const problem = checkEpicAccountId(raw);
  if (problem) throw fail.validation([fieldIssue('epicAccountId', problem)]);
  const epicAccountId = (raw as string).trim();
  const [current] = await db.select({ epicAccountId: users.epicAccountId }).from(users).where(eq(users.id, userId));
  if (!current) throw fail.unauthorized();
  if (current.epicAccountId === epicAccountId) return epicAccountId;
  if (current.epicAccountId !== null) throw fail.field('epicAccountId', 'locked');
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.epicAccountId, epicAccountId), ne(users.id, userId)));
  if (taken) throw fail.field('epicAccountId', 'taken');
  if (await isBannedIdentity(db, 'EPIC', epicAccountId)) throw fail.field('epicAccountId', 'banned');
  try {
    const updated = await db
      .update(users)
      .set({ epicAccountId })
      .where(and(eq(users.id, userId), isNull(users.epicAccountId)))
      .returning({ id: users.id });
    // Another request linked a different id in between.
    if (updated.length === 0) throw fail.field('epicAccountId', 'locked');
  } catch (error) {
    if (isUniqueViolation(error)) throw fail.field('epicAccountId', 'taken');
    throw error;
  }
  return epicAccountId;
}
