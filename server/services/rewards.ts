import { eq, sql } from 'drizzle-orm';
import { levelFromExperience } from '../../src/domain/rewards/levels';
import type { Executor } from '../db/executor';
import { rewardActivities, users } from '../db/schema';

export interface RewardGrant {
  source: 'QUEST' | 'JOURNEY' | 'TOURNAMENT';
  sourceId: string;
  title: string;
  description?: string;
  experience: number;
  matchPoints?: Record<string, number>;
  score?: number | null;
  journeyId?: number | null;
}

export type GrantedReward = typeof rewardActivities.$inferSelect;

/**
 * Grants a reward once per (user, source, source id): adds its EXP to the user and records the
 * activity with the level before and after. Returns the activity, or null when it was granted
 * before. Run it inside the transaction that did what earns the reward, so both land or neither.
 */
export async function grantReward(db: Executor, userId: number, grant: RewardGrant): Promise<GrantedReward | null> {
  const experience = Math.max(0, Math.round(grant.experience));
  // The claim comes first: a second grant of the same source stops here, before touching EXP.
  const [claimed] = await db
    .insert(rewardActivities)
    .values({
      userId,
      source: grant.source,
      sourceId: grant.sourceId,
      journeyId: grant.journeyId ?? null,
      title: grant.title,
      description: grant.description ?? '',
      experience,
      matchPoints: grant.matchPoints ?? {},
      score: grant.score ?? null,
      oldExperience: 0,
      oldLevel: 1,
      currentExperience: 0,
      currentLevel: 1,
      leveledUp: false,
    })
    .onConflictDoNothing()
    .returning({ id: rewardActivities.id });
  if (!claimed) return null;

  // One statement adds the EXP, so concurrent grants never lose each other's points.
  const [after] = await db
    .update(users)
    .set({ experience: sql`${users.experience} + ${experience}` })
    .where(eq(users.id, userId))
    .returning({ experience: users.experience });
  const currentExperience = after?.experience ?? experience;
  const oldExperience = currentExperience - experience;
  const oldLevel = levelFromExperience(oldExperience).level;
  const currentLevel = levelFromExperience(currentExperience).level;
  const [activity] = await db
    .update(rewardActivities)
    .set({ oldExperience, oldLevel, currentExperience, currentLevel, leveledUp: currentLevel > oldLevel })
    .where(eq(rewardActivities.id, claimed.id))
    .returning();
  return activity ?? null;
}
