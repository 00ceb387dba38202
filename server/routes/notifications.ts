import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { CountResponse, NotificationItem, NotificationPage, QuestItem } from '../../src/contract/notifications';
import { notifications, quests } from '../db/schema';
import { readPage } from '../http/paging';
import type { EndpointGroup } from '../http/types';
import { keptAnswer, listVersion } from '../services/kept-lists';

/** The panel asks for 5 notifications a page unless told otherwise (docs/product/notifications.md, Limits). */
export const NOTIFICATION_PAGE_SIZE = 5;
/** Pages of a student's notifications read from the database at once. */
const PAGES_PER_READ = 10;

/** The notification bell and its panel (docs/product/notifications.md, Screens, States and API). */
export const notificationRoutes: EndpointGroup = {
  name: 'notifications',
  register(app, { db, authenticate }) {
    app.get('/records/api/notifications', async (c) => {
      const { userId } = await authenticate(c);
      const paging = readPage(c, NOTIFICATION_PAGE_SIZE, 50);
      // Read PAGES_PER_READ pages at a time, kept until the student's notifications change
      // (server/services/kept-lists.ts): scrolling the panel reads the database once per ten pages.
      const key = `notifications:${userId}`;
      const block = Math.floor(paging.page / PAGES_PER_READ);
      const rows = await keptAnswer(db, key, await listVersion(db, key), `${block}:${paging.size}`, async (): Promise<NotificationItem[]> => {
        // One row more than the pages tells whether another page follows, without counting them all.
        const read = await db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(desc(notifications.insertTime), desc(notifications.id))
          .limit(paging.size * PAGES_PER_READ + 1)
          .offset(block * paging.size * PAGES_PER_READ);
        return read.map((row) => ({
          id: row.id,
          title: row.title,
          text: row.text,
          targetKey: row.targetKey,
          imageKey: row.imageKey,
          insertTime: row.insertTime.toISOString(),
          read: row.readAt !== null,
        }));
      });
      const from = (paging.page % PAGES_PER_READ) * paging.size;
      const body: NotificationPage = { content: rows.slice(from, from + paging.size), number: paging.page, size: paging.size, last: rows.length <= from + paging.size };
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
