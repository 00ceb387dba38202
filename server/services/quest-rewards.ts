import { and, eq } from 'drizzle-orm';
import { QUEST_REWARDS } from '../../src/domain/rewards/quests';
import type { Executor } from '../db/executor';
import { quests } from '../db/schema';
import { grantReward, type GrantedReward } from './rewards';

const TITLES = {
  createAvatar: { title: 'Crie seu avatar', description: 'Você criou seu avatar.' },
  addClan: { title: 'Vincule sua escola', description: 'Você vinculou sua escola (clã).' },
  completeProfile: { title: 'Complete seu perfil', description: 'Você completou seus dados pessoais.' },
} as const;

/**
 * Grants a mission's EXP (docs/product/rewards.md, Limits) once and marks the user's quest of that key completed. Run it
 * inside the transaction that did what the mission asks.
 */
export async function completeQuest(db: Executor, userId: number, key: keyof typeof TITLES): Promise<GrantedReward | null> {
  const granted = await grantReward(db, userId, { source: 'QUEST', sourceId: key, experience: QUEST_REWARDS[key], ...TITLES[key] });
  await db
    .update(quests)
    .set({ status: 'COMPLETED' })
    .where(and(eq(quests.userId, userId), eq(quests.key, key), eq(quests.status, 'CURRENT')));
  return granted;
}
