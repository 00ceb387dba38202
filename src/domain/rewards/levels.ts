/**
 * Levels from experience, the one rule the server (grants, profile stats) and the SPA (player card,
 * reward dialog) share: going from level n to n + 1 takes 100 × n EXP, so level 1 → 2 needs 100.
 */
export const experienceForNextLevel = (level: number): number => 100 * level;

export interface LevelProgress {
  level: number;
  /** EXP gained inside the current level. */
  levelExperience: number;
  /** EXP the current level needs in all to reach the next. */
  nextLevelExperience: number;
}

export function levelFromExperience(experience: number): LevelProgress {
  let level = 1;
  let remaining = Number.isFinite(experience) ? Math.max(0, Math.floor(experience)) : 0;
  while (remaining >= experienceForNextLevel(level)) {
    remaining -= experienceForNextLevel(level);
    level += 1;
  }
  return { level, levelExperience: remaining, nextLevelExperience: experienceForNextLevel(level) };
}
