import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { DatabaseHandle } from '../../server/db/client';
import { rewardActivities, users } from '../../server/db/schema';
import { grantReward } from '../../server/services/rewards';
import { testDatabase } from './support/harness';

let handle: DatabaseHandle;
let userId: number;

beforeAll(async () => {
  handle = await testDatabase();
  const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, 'aluno@example.com'));
  userId = user!.id;
  await handle.db.update(users).set({ experience: 80 }).where(eq(users.id, userId));
});
afterAll(() => handle.close());

describe('grantReward', () => {
  test('adds the EXP once and records the level before and after', async () => {
    const first = await grantReward(handle.db, userId, { source: 'QUEST', sourceId: 'addClan', title: 'Clã', experience: 50 });
    expect(first).toMatchObject({ oldExperience: 80, oldLevel: 1, currentExperience: 130, currentLevel: 2, leveledUp: true, experience: 50 });
    expect(await grantReward(handle.db, userId, { source: 'QUEST', sourceId: 'addClan', title: 'Clã', experience: 50 })).toBeNull();
    const [user] = await handle.db.select({ experience: users.experience }).from(users).where(eq(users.id, userId));
    expect(user!.experience).toBe(130);
  });

  test('concurrent grants of different sources lose no EXP, and the same source lands once', async () => {
    const grants = Array.from({ length: 10 }, (_, i) =>
      grantReward(handle.db, userId, { source: 'JOURNEY', sourceId: `mission-${i % 5}`, title: 'Missão', experience: 10, matchPoints: { DIGITAL_FLUENCY: 1.5 } }),
    );
    const results = await Promise.all(grants);
    expect(results.filter(Boolean)).toHaveLength(5);
    const [user] = await handle.db.select({ experience: users.experience }).from(users).where(eq(users.id, userId));
    expect(user!.experience).toBe(180);
    const rows = await handle.db.select().from(rewardActivities).where(eq(rewardActivities.userId, userId));
    expect(rows.filter((r) => r.source === 'JOURNEY' && r.sourceId.startsWith('mission-')).map((r) => r.matchPoints)).toEqual(Array(5).fill({ DIGITAL_FLUENCY: 1.5 }));
  });
});
