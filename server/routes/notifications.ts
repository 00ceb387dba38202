import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { CountResponse, NotificationItem, NotificationPage, QuestItem } from '../../src/contract/notifications';
import { notifications, quests } from '../db/schema';
import { readPage } from '../http/paging';
import type { EndpointGroup } from '../http/types';

/** The panel asks for 5 notifications a page unless told otherwise (docs/product/notifications.md, Limits). */
export const NOTIFICATION_PAGE_SIZE = 5;

/** The notification bell and its panel (docs/product/notifications.md, Screens, States and API). */
export const notificationRoutes: EndpointGroup = {
  name: 'notifications',
  register(app, { db, authenticate }) {
    app.get('/records/api/notifications', async (c) => {
      const { userId } = await authenticate(c);
      const paging = readPage(c, NOTIFICATION_PAGE_SIZE, 50);
      // One row more than the page tells whether another page follows, without counting them all.
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.insertTime), desc(notifications.id))
        .limit(paging.size + 1)
        .offset(paging.offset);
      const content: NotificationItem[] = rows.slice(0, paging.size).map((row) => ({
        id: row.id,
        title: row.title,
        text: row.text,
        targetKey: row.targetKey,
        imageKey: row.imageKey,
        insertTime: row.insertTime.toISOString(),
        read: row.readAt !== null,
      }));
      const body: NotificationPage = { content, number: paging.page, size: paging.size, last: rows.length <= paging.size };
      return c.json(body);
    });

    app.get('/records/api/notifications/unread', async (c) => {
      const { userId } = await authenticate(c);
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      const body: CountResponse = { count: Number(row?.count ?? 0) };
      return c.json(body);
    });

    app.put('/records/api/notifications/read-all', async (c) => {
      const { userId } = await authenticate(c);
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return c.body(null, 204);
    });

    app.get('/records/api/quests/current', async (c) => {
      const { userId } = await authenticate(c);
      const rows = await db
        .select()
        .from(quests)
        .where(and(eq(quests.userId, userId), eq(quests.status, 'CURRENT')))
        .orderBy(asc(quests.insertTime), asc(quests.id));
      const body: QuestItem[] = rows.map((row) => ({
        id: row.id,
        key: row.key,
        type: row.type,
        title: row.title,
        description: row.description,
        target: row.target,
        insertTime: row.insertTime.toISOString(),
      }));
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
