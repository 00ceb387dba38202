import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import { profileContract } from '@/api/contract-checks';
import type { ProfileStats } from '@/contract/profile';
import type { Contract, HttpClient } from '@/api/http';

const statsContract: Contract<ProfileStats> = {
  is: typia.createIs<ProfileStats>(),
  explain: () => import('@/api/contract-reports').then((reports) => reports.validateProfileStats),
};

/** GET /records/api/user/profile/stats: level, experience and skills for the player card. */
export const profileStatsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: ['profile', 'stats'],
    queryFn: () => http(`${config.recordsApiBase}/user/profile/stats`, { contract: statsContract }),
    staleTime: 60_000,
  });

/** GET /records/api/user/profile: personal data and the avatar. */
export const profileQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: () => http(`${config.recordsApiBase}/user/profile`, { contract: profileContract }),
    staleTime: 60_000,
  });
