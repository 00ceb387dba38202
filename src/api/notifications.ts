import typia from 'typia';
import { queryOptions } from '@tanstack/react-query';
import { config } from './config';
import type { CountResponse } from './contract/notifications';
import type { HttpClient } from './http';

const validateCount = typia.createValidate<CountResponse>();

/** SPEC §4 "Notification bell": the badge counts unread notifications plus current quests. */
export const bellCountQuery = (http: HttpClient) =>
  queryOptions({
    queryKey: ['notifications', 'bell-count'],
    queryFn: async () => {
      const [unread, quests] = await Promise.all([
        http(`${config.recordsApiBase}/notifications/unread`, { validate: validateCount }),
        http(`${config.recordsApiBase}/quests/current/count`, { validate: validateCount }),
      ]);
      return unread.count + quests.count;
    },
    staleTime: 60_000,
  });
