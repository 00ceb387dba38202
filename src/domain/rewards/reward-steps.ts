import { starRatingFromScore, type StarRating } from '@/domain/format';
import { SKILL_KEYS, type SkillKey } from '@/domain/skills';

/** What the reward dialog shows for one reward activity (docs/product/rewards.md, API and States). */
export interface RewardStep {
  source: string;
  sourceId: string;
  title: string;
  description: string;
  /** 0–100, or null when the source has no score. */
  score: number | null;
  /** Star rule from the score (docs/product/journeys.md, Limits); null without a score. */
  stars: StarRating | null;
  xpGained: number;
  oldLevel: number;
  level: number;
  leveledUp: boolean;
  /** EXP inside the current level, and what that level needs in all. */
  levelXp: number;
  nextLevelXp: number;
  /** EXP still missing for the next level. */
  xpToNextLevel: number;
  /** MatchPoints per skill, known skills only, largest first. */
  matchPoints: { key: Exclude<SkillKey, 'XP'>; value: number }[];
}

export interface RewardActivityLike {
  source: string;
  sourceId: string;
  activities: {
    GENERAL: {
      SCORE: number | null;
      CURRENT_LEVEL: number;
      CURRENT_XP: number;
      NEXT_LEVEL_XP: number;
      LEVELED_UP: boolean;
      OLD_LEVEL: number;
      OLD_XP: number;
      TITLE: string;
      DESCRIPTION: string;
    };
    MP: Record<string, number>;
    XP: number;
  };
}

const finite = (value: number, fallback = 0) => (Number.isFinite(value) ? value : fallback);
const whole = (value: number, min: number) => Math.max(min, Math.floor(finite(value, min)));
const MP_SKILLS = SKILL_KEYS.filter((key): key is Exclude<SkillKey, 'XP'> => key !== 'XP');

/** The dialog's step for one activity: numbers clamped to sensible ranges, unknown skills dropped. */
export function rewardStep(activity: RewardActivityLike): RewardStep {
  const general = activity.activities.GENERAL;
  const score = general.SCORE === null || !Number.isFinite(general.SCORE) ? null : Math.min(100, Math.max(0, general.SCORE));
  const level = whole(general.CURRENT_LEVEL, 1);
  const nextLevelXp = whole(general.NEXT_LEVEL_XP, 1);
  const levelXp = Math.min(whole(general.CURRENT_XP, 0), nextLevelXp);
  const mp = activity.activities.MP;
  const matchPoints = MP_SKILLS.filter((key) => Object.hasOwn(mp, key) && Number.isFinite(mp[key]) && mp[key]! > 0)
    .map((key) => ({ key, value: Math.round(mp[key]! * 100) / 100 }))
    .sort((a, b) => b.value - a.value);
  return {
    source: activity.source,
    sourceId: activity.sourceId,
    title: general.TITLE,
    description: general.DESCRIPTION,
    score,
    stars: score === null ? null : starRatingFromScore(score),
    xpGained: whole(activity.activities.XP, 0),
    oldLevel: Math.min(whole(general.OLD_LEVEL, 1), level),
    level,
    leveledUp: general.LEVELED_UP === true && level > whole(general.OLD_LEVEL, 1),
    levelXp,
    nextLevelXp,
    xpToNextLevel: nextLevelXp - levelXp,
    matchPoints,
  };
}
