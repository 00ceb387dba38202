import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../db/schema';
import type { EndpointGroup } from '../http/types';

/** Development conveniences, absent in production: GET /dev/outbox lists the e-mails written, newest first, and whether each left. */
export const devRoutes: EndpointGroup = {
  name: 'dev',
  register(app, { db, config }) {
    if (config.production) return;
    app.get('/dev/outbox', async (c) => {
      const to = c.req.query('to')?.trim().toLowerCase().slice(0, 320).replaceAll('\u0000', '');
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(to ? eq(mailOutbox.toAddress, to) : undefined)
        .orderBy(desc(mailOutbox.id))
        .limit(200);
      c.header('Cache-Control', 'no-store');
      return c.json(rows.map((row) => ({ id: row.id, to: row.toAddress, subject: row.subject, text: row.text, links: row.links, createdAt: row.createdAt.toISOString(), sentAt: row.sentAt?.toISOString() ?? null })));
    });
  },
};
