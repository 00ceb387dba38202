/** Skill keys (docs/product/rewards.md, API): the MatchPoints skills and XP. */
export const SKILL_KEYS = [
  'INTEGRAL_THINKING',
  'STRATEGIC_INTELLIGENCE',
  'LISTEN_AND_SPEAK',
  'WRITE_AND_READ',
  'ANALYTICAL_THINKING',
  'EMOTIONAL_INTELLIGENCE',
  'DIGITAL_FLUENCY',
  'XP',
] as const;

export type SkillKey = (typeof SKILL_KEYS)[number];
