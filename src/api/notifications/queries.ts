import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from '@/api/config';
import type { CountResponse } from '@/contract/notifications';
import type { Contract, HttpClient } from '@/api/http';

const countContract: Contract<CountResponse> = {
  is: typia.createIs<CountResponse>(),
  explain: () => import('./contract-reports').then((reports) => reports.validateCount),
};

/** Notification bell (docs/product/notifications.md, States): the badge counts unread notifications plus current quests. */
export const bellCountQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: ['notifications', 'bell-count'],
    queryFn: async () => {
      const [unread, quests] = await Promise.all([
        http(`${config.recordsApiBase}/notifications/unread`, { contract: countContract }),
        http(`${config.recordsApiBase}/quests/current/count`, { contract: countContract }),
      ]);
      return unread.count + quests.count;
    },
    staleTime: 60_000,
  });
