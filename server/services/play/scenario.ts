import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { eventSubscriptions, playParticipants, teamMembers, teams, users } from '../../db/schema';

/** A player account the demo data or a browser test's scenario creates (password Demo1234 through its hash). */
export interface PlayerSpec {
  email: string;
  userName: string;
  firstName: string;
  lastName: string;
  playId: string;
  birthDate: string;
}

export async function createPlayers(db: Executor, specs: readonly PlayerSpec[], passwordHash: string, now: Date): Promise<number[]> {
  if (specs.length === 0) return [];
  const rows = await db
    .insert(users)
    .values(specs.map((spec) => ({ ...spec, passwordHash, emailVerified: true, role: 'STUDENT' as const, acceptUseTerms: true, firstAccessAt: now })))
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}

/**
 * Subscribes players the way the product does (docs/product/tournaments.md, States): solo players one
 * COMPLETED subscription each; teams of `teamSize` (the first member leads) confirmed with a
 * subscription per member. Answers each entry's leader and members.
 */
export async function enrol(db: Executor, eventId: number, userIds: readonly number[], teamSize: number, teamName: (index: number) => string): Promise<Array<{ leaderId: number; memberIds: number[]; teamId: number | null }>> {
  const entries: Array<{ leaderId: number; memberIds: number[]; teamId: number | null }> = [];
  for (let from = 0; from + teamSize <= userIds.length; from += teamSize) {
    const memberIds = userIds.slice(from, from + teamSize);
    if (teamSize === 1) {
      await db.insert(eventSubscriptions).values({ eventId, userId: memberIds[0]!, status: 'COMPLETED' });
      entries.push({ leaderId: memberIds[0]!, memberIds, teamId: null });
      continue;
    }
    const [team] = await db
      .insert(teams)
      .values({ eventId, name: teamName(entries.length), leaderId: memberIds[0]!, subscribed: true })
      .returning({ id: teams.id });
    await db.insert(teamMembers).values(memberIds.map((userId) => ({ teamId: team!.id, eventId, userId })));
    await db.insert(eventSubscriptions).values(memberIds.map((userId) => ({ eventId, userId, teamId: team!.id, status: 'COMPLETED' as const })));
    entries.push({ leaderId: memberIds[0]!, memberIds, teamId: team!.id });
  }
  return entries;
}

/** Checks in every participant of the event still in it. */
export async function checkInEveryone(db: Executor, eventId: number, at: Date): Promise<void> {
  await db
    .update(playParticipants)
    .set({ checkedInAt: at })
    .where(and(eq(playParticipants.eventId, eventId), isNull(playParticipants.checkedInAt), isNull(playParticipants.droppedAt)));
}
