/** One row of the notifications panel: a current quest or a notification (docs/product/notifications.md, Screens). */
export interface PanelItem {
  /** Unique across both kinds. */
  key: string;
  kind: 'quest' | 'notification';
  title: string;
  text: string;
  target: string | null;
  imageKey: string | null;
  /** ISO 8601. */
  insertTime: string;
  unread: boolean;
}

export interface QuestLike {
  id: number;
  title: string;
  description: string;
  target: string | null;
  insertTime: string;
}

export interface NotificationLike {
  id: number;
  title: string;
  text: string;
  targetKey: string | null;
  imageKey: string | null;
  insertTime: string;
  read: boolean;
}

export const questItem = (quest: QuestLike): PanelItem => ({
  key: `quest-${quest.id}`,
  kind: 'quest',
  title: quest.title,
  text: quest.description,
  target: quest.target,
  imageKey: null,
  insertTime: quest.insertTime,
  unread: true,
});

export const notificationItem = (notification: NotificationLike): PanelItem => ({
  key: `notification-${notification.id}`,
  kind: 'notification',
  title: notification.title,
  text: notification.text,
  target: notification.targetKey,
  imageKey: notification.imageKey,
  insertTime: notification.insertTime,
  unread: !notification.read,
});

/** Appends a page, skipping rows already shown (a notification that arrived meanwhile shifts the pages by one). */
export function appendItems(shown: readonly PanelItem[], page: readonly PanelItem[]): PanelItem[] {
  const seen = new Set(shown.map((item) => item.key));
  return [...shown, ...page.filter((item) => !seen.has(item.key))];
}
