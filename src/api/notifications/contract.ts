/** GET /records/api/notifications/unread and GET /records/api/quests/current/count. */
export interface CountResponse {
  count: number;
}
