import typia from 'typia';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { RewardActivity } from '@/contract/rewards';

const activitiesContract: Contract<RewardActivity[]> = {
  is: typia.createIs<RewardActivity[]>(),
  explain: () => import('./contract-reports').then((reports) => reports.validateRewardActivities),
};

/** GET /records/api/user/rewards/last-activities: the rewards not yet seen (the server marks them seen). */
export const fetchLastActivities = (http: HttpClient) => http(`${config.recordsApiBase}/user/rewards/last-activities`, { contract: activitiesContract });
