import { eq, sql } from 'drizzle-orm';
import { normalizeEmail } from '../../src/domain/validation';
import { notifications, rewardActivities, users } from '../db/schema';
import { fail } from '../http/errors';
import { demoNotifications } from '../seed/notifications';
import type { EndpointGroup } from '../http/types';

/**
 * Development controls for the bell and the reward dialog, absent in production (`user` is an
 * e-mail, a Play ID or a user id):
 *   POST /dev/notifications/unread?user=…  every notification of the user unread again
 *   POST /dev/rewards/unseen?user=…        every reward of the user shown again by the reward dialog
 *   POST /dev/notifications/generate?user=…&count=N  N more demo notifications (1 to 20,000), unread
 */
export const notificationDevRoutes: EndpointGroup = {
  name: 'notifications-dev',
  register(app, { db, config }) {
    if (config.production) return;

    const userIdOf = async (who: string | undefined) => {
      const value = (who ?? '').replaceAll('\u0000', '').trim().slice(0, 320);
      if (!value) throw fail.field('user', 'required');
      const match = value.includes('@') ? eq(users.email, normalizeEmail(value)) : /^\d{1,10}$/.test(value) ? eq(users.id, Number(value)) : eq(sql`lower(${users.playId})`, value.toLowerCase());
      const [row] = await db.select({ id: users.id }).from(users).where(match);
      if (!row) throw fail.field('user', 'invalid');
      return row.id;
    };

    app.post('/dev/notifications/unread', async (c) => {
      const userId = await userIdOf(c.req.query('user'));
      const changed = await db.update(notifications).set({ readAt: null }).where(eq(notifications.userId, userId)).returning({ id: notifications.id });
      return c.json({ count: changed.length });
    });

    app.post('/dev/notifications/generate', async (c) => {
      const userId = await userIdOf(c.req.query('user'));
      const raw = c.req.query('count') ?? '';
      if (!/^\d{1,5}$/.test(raw) || Number(raw) < 1 || Number(raw) > 20_000) throw fail.field('count', 'invalid');
      const rows = demoNotifications(userId, Number(raw), new Date());
      for (let start = 0; start < rows.length; start += 500) await db.insert(notifications).values(rows.slice(start, start + 500));
      return c.json({ count: rows.length });
    });

    app.post('/dev/rewards/unseen', async (c) => {
      const userId = await userIdOf(c.req.query('user'));
      const changed = await db.update(rewardActivities).set({ seenAt: null }).where(eq(rewardActivities.userId, userId)).returning({ id: rewardActivities.id });
      return c.json({ count: changed.length });
    });
  },
};
