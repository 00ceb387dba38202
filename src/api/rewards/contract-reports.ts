/** The detailed typia report of the reward answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { RewardActivity } from '@/contract/rewards';

export const validateRewardActivities = typia.createValidate<RewardActivity[]>();
