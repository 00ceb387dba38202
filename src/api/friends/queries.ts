import typia from 'typia';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { InvitedFriendsPage } from '@/contract/friends';

const pageContract: Contract<InvitedFriendsPage> = {
  is: typia.createIs<InvitedFriendsPage>(),
  explain: () => import('./contract-reports').then((r) => r.validateInvitedFriendsPage),
};

/** GET /records/api/user-referral-monitor?page&size (ADMIN): the invited friends, newest first. */
export const invitedFriendsQuery = (http: HttpClient, page: number, size: number) =>
  queryOptions({
    queryKey: ['user-referral-monitor', page, size],
    queryFn: () => http(`${config.recordsApiBase}/user-referral-monitor`, { query: { page, size }, contract: pageContract }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    retry: false,
  });
