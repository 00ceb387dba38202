/** GET /records/api/notifications/unread and GET /records/api/quests/current/count. */
export interface CountResponse {
  count: number;
}

/** Notification, as GET /records/api/notifications lists it (docs/product/notifications.md, API). */
export interface NotificationItem {
  id: number;
  title: string;
  text: string;
  /** A key, a path, or 'key:id' (docs/product/notifications.md, Screens). */
  targetKey: string | null;
  imageKey: string | null;
  /** ISO 8601. */
  insertTime: string;
  read: boolean;
}

/** One page of notifications, newest first (content and last; docs/product/notifications.md, API). */
export interface NotificationPage {
  content: NotificationItem[];
  /** This page's number (0-based). */
  number: number;
  size: number;
  /** True on the last page (also when there is none). */
  last: boolean;
}

/** Quest, as GET /records/api/quests/current lists it (docs/product/notifications.md, API). */
export interface QuestItem {
  id: number;
  key: string;
  type: string;
  title: string;
  description: string;
  target: string | null;
  /** ISO 8601. */
  insertTime: string;
}
