import { and, count, eq, isNull } from 'drizzle-orm';
import type { CountResponse } from '../../src/api/notifications/contract';
import { notifications, quests } from '../db/schema';
import type { EndpointGroup } from '../http/types';

/** The counts behind the notification bell badge (SPEC §4 notification bell). */
export const notificationRoutes: EndpointGroup = {
  name: 'notifications',
  register(app, { db, authenticate }) {
    app.get('/records/api/notifications/unread', async (c) => {
      const { userId } = await authenticate(c);
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      const body: CountResponse = { count: Number(row?.count ?? 0) };
      return c.json(body);
    });

    app.get('/records/api/quests/current/count', async (c) => {
      const { userId } = await authenticate(c);
      const [row] = await db
        .select({ count: count() })
        .from(quests)
        .where(and(eq(quests.userId, userId), eq(quests.status, 'CURRENT')));
      const body: CountResponse = { count: Number(row?.count ?? 0) };
      return c.json(body);
    });
  },
};
