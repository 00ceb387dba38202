import typia from 'typia';
import { config } from '@/api/config';
import type { Contract, HttpClient } from '@/api/http';
import type { NotificationPage, QuestItem } from '@/contract/notifications';

/** The panel's page size (docs/product/notifications.md, Limits). */
export const NOTIFICATIONS_PAGE_SIZE = 5;

const pageContract: Contract<NotificationPage> = {
  is: typia.createIs<NotificationPage>(),
  explain: () => import('./contract-reports').then((reports) => reports.validateNotificationPage),
};
const questsContract: Contract<QuestItem[]> = {
  is: typia.createIs<QuestItem[]>(),
  explain: () => import('./contract-reports').then((reports) => reports.validateQuests),
};

/** GET /records/api/notifications?page=&size=5, newest first. */
export const fetchNotificationsPage = (http: HttpClient, page: number) =>
  http(`${config.recordsApiBase}/notifications`, { query: { page, size: NOTIFICATIONS_PAGE_SIZE }, contract: pageContract });

/** GET /records/api/quests/current. */
export const fetchCurrentQuests = (http: HttpClient) => http(`${config.recordsApiBase}/quests/current`, { contract: questsContract });

/** PUT /records/api/notifications/read-all. */
export const markAllNotificationsRead = (http: HttpClient) => http(`${config.recordsApiBase}/notifications/read-all`, { method: 'PUT' });
