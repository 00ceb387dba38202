import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { RewardActivity } from '../../src/contract/rewards';
import { levelFromExperience } from '../../src/domain/rewards/levels';
import type { Executor } from '../db/executor';
import { rewardActivities } from '../db/schema';
import type { EndpointGroup } from '../http/types';

type ActivityRow = typeof rewardActivities.$inferSelect;

/** Reward activity from one ledger row (docs/product/rewards.md, API): the level and EXP before and after, inside their level. */
export function toRewardActivity(row: ActivityRow): RewardActivity {
  const before = levelFromExperience(row.oldExperience);
  const after = levelFromExperience(row.currentExperience);
  return {
    source: row.source,
    sourceId: row.sourceId,
    activities: {
      GENERAL: {
        SCORE: row.score,
        CURRENT_LEVEL: row.currentLevel,
        CURRENT_XP: after.levelExperience,
        NEXT_LEVEL_XP: after.nextLevelExperience,
        LEVELED_UP: row.leveledUp,
        OLD_LEVEL: row.oldLevel,
        OLD_XP: before.levelExperience,
        TITLE: row.title,
        DESCRIPTION: row.description,
      },
      MP: row.matchPoints,
      XP: row.experience,
    },
  };
}

/**
 * The rewards not yet shown, oldest first, marked seen in the same transaction: two tabs asking at
 * once get each reward once between them (the row lock makes the second wait, then skip it).
 */
export async function takeUnseenActivities(db: Executor, userId: number): Promise<RewardActivity[]> {
  const rows = await db
    .select()
    .from(rewardActivities)
    .where(and(eq(rewardActivities.userId, userId), isNull(rewardActivities.seenAt)))
    .orderBy(asc(rewardActivities.createdAt), asc(rewardActivities.id))
    .for('update');
  if (rows.length === 0) return [];
  const seen = await db
    .update(rewardActivities)
    .set({ seenAt: new Date() })
    .where(and(inArray(rewardActivities.id, rows.map((row) => row.id)), isNull(rewardActivities.seenAt)))
    .returning({ id: rewardActivities.id });
  const taken = new Set(seen.map((row) => row.id));
  return rows.filter((row) => taken.has(row.id)).map(toRewardActivity);
}

/** GET /records/api/user/rewards/last-activities (the reward dialog's list; docs/product/rewards.md, API). */
export const rewardRoutes: EndpointGroup = {
  name: 'rewards',
  register(app, { db, authenticate }) {
    app.get('/records/api/user/rewards/last-activities', async (c) => {
      const { userId } = await authenticate(c);
      const body: RewardActivity[] = await db.transaction((tx) => takeUnseenActivities(tx, userId));
      return c.json(body);
    });
  },
};
