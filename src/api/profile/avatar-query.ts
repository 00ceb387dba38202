import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Profile } from '@/contract/profile';
import type { HttpClient } from '@/api/http';

/**
 * The avatar image of the top bar (docs/product/shell.md, Screens), read from the profile query: the same cache entry as
 * `profileQuery`, so invalidating the profile after an avatar change refreshes the bar too. Its
 * contract check arrives with the first fetch, keeping it out of every page's first load.
 */
export const profileAvatarQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: async (): Promise<Profile> => {
      const { profileContract } = await import('@/api/contract-checks');
      return http(`${config.recordsApiBase}/user/profile`, { contract: profileContract });
    },
    select: (profile: Profile) => profile.avatar?.imageUrl ?? null,
    staleTime: 60_000,
  });
