import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { needsGuardian } from '../../src/domain/guardians/consent';
import { todayInBrazil } from '../../src/domain/validation';
import type { Executor } from '../db/executor';
import { guardianControls, guardianLinks, users } from '../db/schema';

/**
 * A minor's real name (docs/product/guardians.md, Safe defaults): other players see a student under
 * 18 by Play ID only, unless a guardian who consents now chose to show the name. Schools and cities
 * are never shown to other players at all.
 */

/** Of the given users, those whose real name other players must not see. */
export async function namesHiddenAmong(db: Executor, userIds: number[], today: string = todayInBrazil()): Promise<Set<number>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      birthDate: users.birthDate,
      shown: sql<boolean>`coalesce(${guardianControls.showRealName}, false) and exists (select 1 from ${guardianLinks} where ${and(eq(guardianLinks.minorId, users.id), isNull(guardianLinks.revokedAt))})`.mapWith(
        (value: unknown) => value === true || value === 't' || value === 'true',
      ),
    })
    .from(users)
    .leftJoin(guardianControls, eq(guardianControls.minorId, users.id))
    .where(inArray(users.id, ids));
  return new Set(rows.filter((row) => needsGuardian(row.role, row.birthDate, today) && !row.shown).map((row) => row.id));
}

/** A name as other players may see it: empty when hidden, so the app shows the Play ID instead. */
export const visibleName = (hidden: Set<number>, userId: number, viewerId: number, name: { firstName: string; lastName: string }) =>
  hidden.has(userId) && userId !== viewerId ? { firstName: '', lastName: '' } : name;
