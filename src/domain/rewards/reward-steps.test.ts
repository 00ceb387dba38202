import { describe, expect, test } from 'vitest';
import { rewardStep, type RewardActivityLike } from './reward-steps';

const activity = (general: Partial<RewardActivityLike['activities']['GENERAL']> = {}, mp: Record<string, number> = {}, xp = 70): RewardActivityLike => ({
  source: 'JOURNEY',
  sourceId: 'm-1',
  activities: {
    GENERAL: { SCORE: 87.5, CURRENT_LEVEL: 2, CURRENT_XP: 30, NEXT_LEVEL_XP: 200, LEVELED_UP: true, OLD_LEVEL: 1, OLD_XP: 60, TITLE: 'Missão', DESCRIPTION: 'Feita', ...general },
    MP: mp,
    XP: xp,
  },
});

describe('rewardStep (docs/product/rewards.md, API)', () => {
  test('score, stars, XP toward the next level, level-up and MP per skill, largest first', () => {
    expect(rewardStep(activity({}, { DIGITAL_FLUENCY: 4, ANALYTICAL_THINKING: 12.5, XP: 9, UNKNOWN: 3, WRITE_AND_READ: 0 }))).toEqual({
      source: 'JOURNEY',
      sourceId: 'm-1',
      title: 'Missão',
      description: 'Feita',
      score: 87.5,
      stars: 2.5,
      xpGained: 70,
      oldLevel: 1,
      level: 2,
      leveledUp: true,
      levelXp: 30,
      nextLevelXp: 200,
      xpToNextLevel: 170,
      matchPoints: [
        { key: 'ANALYTICAL_THINKING', value: 12.5 },
        { key: 'DIGITAL_FLUENCY', value: 4 },
      ],
    });
  });

  test('no score means no stars', () => {
    expect(rewardStep(activity({ SCORE: null }))).toMatchObject({ score: null, stars: null });
  });

  test('odd numbers are clamped, never shown as they came', () => {
    const step = rewardStep(activity({ SCORE: 250, CURRENT_LEVEL: -3, CURRENT_XP: 900, NEXT_LEVEL_XP: 0, OLD_LEVEL: 7, LEVELED_UP: true }, { DIGITAL_FLUENCY: -5 }, -10));
    expect(step).toMatchObject({ score: 100, stars: 3, level: 1, oldLevel: 1, leveledUp: false, levelXp: 1, nextLevelXp: 1, xpToNextLevel: 0, xpGained: 0, matchPoints: [] });
  });

  test('a level-up flag without a higher level is no level-up', () => {
    expect(rewardStep(activity({ LEVELED_UP: true, OLD_LEVEL: 2, CURRENT_LEVEL: 2 })).leveledUp).toBe(false);
  });
});
