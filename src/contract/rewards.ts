/**
 * Reward activity, as GET /records/api/user/rewards/last-activities answers it (docs/product/rewards.md, API): one
 * entry per reward not yet seen, oldest first. CURRENT_XP and OLD_XP count inside their level;
 * NEXT_LEVEL_XP is what the current level needs in all to reach the next.
 */
export interface RewardGeneral {
  /** The mission's score from 0 to 100, null when the source has none. */
  SCORE: number | null;
  CURRENT_LEVEL: number;
  CURRENT_XP: number;
  NEXT_LEVEL_XP: number;
  LEVELED_UP: boolean;
  OLD_LEVEL: number;
  OLD_XP: number;
  TITLE: string;
  DESCRIPTION: string;
}

export interface RewardActivities {
  GENERAL: RewardGeneral;
  /** MatchPoints gained per skill key (docs/product/rewards.md, API). */
  MP: Record<string, number>;
  /** EXP gained. */
  XP: number;
}

export interface RewardActivity {
  /** QUEST for the missions (docs/product/rewards.md, Limits), anything else (JOURNEY) for a course's mission. */
  source: string;
  sourceId: string;
  activities: RewardActivities;
}
