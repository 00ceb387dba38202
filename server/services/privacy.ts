import { and, eq, inArray, isNull } from 'drizzle-orm';
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
  const people = await db
    .select({ id: users.id, role: users.role, birthDate: users.birthDate, showRealName: guardianControls.showRealName })
    .from(users)
    .leftJoin(guardianControls, eq(guardianControls.minorId, users.id))
    .where(inArray(users.id, ids));
  // A guardian's choice counts only while some guardian consents.
  const supervised = await db
    .select({ id: guardianLinks.minorId })
    .from(guardianLinks)
    .where(and(inArray(guardianLinks.minorId, ids), isNull(guardianLinks.revokedAt)));
  const consented = new Set(supervised.map((row) => row.id));
  const shown = (person: (typeof people)[number]) => person.showRealName === true && consented.has(person.id);
  return new Set(people.filter((person) => needsGuardian(person.role, person.birthDate, today) && !shown(person)).map((person) => person.id));
}

/** A name as other players may see it: empty when hidden, so the app shows the Play ID instead. */
export const visibleName = (hidden: Set<number>, userId: number, viewerId: number, name: { firstName: string; lastName: string }) =>
  hidden.has(userId) && userId !== viewerId ? { firstName: '', lastName: '' } : name;
