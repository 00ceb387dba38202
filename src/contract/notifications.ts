/** GET /records/api/notifications/unread and GET /records/api/quests/current/count. */
export interface CountResponse {
  count: number;
}

/** SPEC §3 Notification, as GET /records/api/notifications lists it. */
export interface NotificationItem {
  id: number;
  title: string;
  text: string;
  /** A key, a path, or 'key:id' (SPEC §2 notifications panel). */
  targetKey: string | null;
  imageKey: string | null;
  /** ISO 8601. */
  insertTime: string;
  read: boolean;
}

/** One page of notifications, newest first (SPEC §7: content and last). */
export interface NotificationPage {
  content: NotificationItem[];
  /** This page's number (0-based). */
  number: number;
  size: number;
  /** True on the last page (also when there is none). */
  last: boolean;
}

/** SPEC §3 Quest, as GET /records/api/quests/current lists it. */
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
