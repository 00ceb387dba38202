import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from './config';
import { validateProfile } from './contract-checks';
import type { ProfileStats } from './contract/profile';
import type { HttpClient } from './http';

const validateProfileStats = typia.createValidate<ProfileStats>();

/** GET /records/api/user/profile/stats: level, experience and skills for the player card. */
export const profileStatsQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: ['profile', 'stats'],
    queryFn: () => http(`${config.recordsApiBase}/user/profile/stats`, { validate: validateProfileStats }),
    staleTime: 60_000,
  });

/** GET /records/api/user/profile: personal data and the avatar. */
export const profileQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: () => http(`${config.recordsApiBase}/user/profile`, { validate: validateProfile }),
    staleTime: 60_000,
  });
