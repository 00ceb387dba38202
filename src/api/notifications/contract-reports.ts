/** The detailed typia report of the notification answers, loaded only when one fails its fast check. */
import typia from 'typia';
import type { CountResponse, NotificationPage, QuestItem } from '@/contract/notifications';

export const validateCount = typia.createValidate<CountResponse>();
export const validateNotificationPage = typia.createValidate<NotificationPage>();
export const validateQuests = typia.createValidate<QuestItem[]>();
