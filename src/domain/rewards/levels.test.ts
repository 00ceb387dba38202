import { describe, expect, test } from 'vitest';
import { experienceForNextLevel, levelFromExperience } from './levels';

describe('levelFromExperience', () => {
  test.each([
    [0, 1, 0, 100],
    [99, 1, 99, 100],
    [100, 2, 0, 200],
    [299, 2, 199, 200],
    [300, 3, 0, 300],
    [599, 3, 299, 300],
    [600, 4, 0, 400],
  ])('%i EXP is level %i with %i of %i', (experience, level, levelExperience, nextLevelExperience) => {
    expect(levelFromExperience(experience)).toEqual({ level, levelExperience, nextLevelExperience });
  });

  test('negative, fractional and non-finite experience never break the level', () => {
    expect(levelFromExperience(-5)).toEqual({ level: 1, levelExperience: 0, nextLevelExperience: 100 });
    expect(levelFromExperience(150.9)).toEqual({ level: 2, levelExperience: 50, nextLevelExperience: 200 });
    expect(levelFromExperience(Number.NaN)).toEqual({ level: 1, levelExperience: 0, nextLevelExperience: 100 });
  });

  test('each level needs 100 more EXP than the one before', () => {
    expect([1, 2, 3, 10].map(experienceForNextLevel)).toEqual([100, 200, 300, 1000]);
  });
});
