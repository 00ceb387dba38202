import { rewardStep, type RewardStep } from '@/domain/rewards/reward-steps';

const step = (sourceId: string, score: number | null, leveledUp: boolean): RewardStep =>
  rewardStep({
    source: score === null ? 'QUEST' : 'JOURNEY',
    sourceId,
    activities: {
      GENERAL: { SCORE: score, CURRENT_LEVEL: leveledUp ? 2 : 1, CURRENT_XP: 30, NEXT_LEVEL_XP: leveledUp ? 200 : 100, LEVELED_UP: leveledUp, OLD_LEVEL: 1, OLD_XP: 60, TITLE: `Missão ${sourceId}`, DESCRIPTION: 'Concluída' },
      MP: score === null ? {} : { ANALYTICAL_THINKING: 12.5, DIGITAL_FLUENCY: 4 },
      XP: 70,
    },
  });

export const levelUpStep = step('m-1', 87.5, true);
export const questStep = step('createAvatar', null, false);
export const twoSteps: RewardStep[] = [levelUpStep, questStep];
export const oneStep: RewardStep[] = [questStep];
