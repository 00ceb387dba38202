import { queryOptions } from '@tanstack/react-query';
import { config } from './config';
import { validateProfile, validateProfileStats } from './contract-checks';
import type { HttpClient } from './http';

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
