import { eq } from 'drizzle-orm';
import { deletionRequests, users } from '../db/schema';
import { readBody } from '../http/body';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import { eraseDueAccounts } from '../services/data-rights';

/**
 * Development control for data rights, absent when NODE_ENV=production (see server/README.md
 * "Dev-only controls"):
 *   POST /dev/data-rights/erase  body {email}: the account's pending deletion request falls due now
 *                                and the erasure sweep runs. Answers {erased}; 404 without a request.
 */
export const dataRightsDevRoutes: EndpointGroup = {
  name: 'data-rights-dev',
  register(app, { db, config }) {
    if (config.production) return;

    app.post('/dev/data-rights/erase', async (c) => {
      const body = ((await readBody(c, ['json'])) ?? {}) as Record<string, unknown>;
      if (typeof body.email !== 'string') throw fail.field('email', 'required');
      const [person] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email.trim().toLowerCase()));
      if (!person) throw fail.notFound();
      const now = new Date();
      const due = await db.update(deletionRequests).set({ dueAt: now }).where(eq(deletionRequests.userId, person.id)).returning({ userId: deletionRequests.userId });
      if (due.length === 0) throw fail.notFound();
      return c.json({ erased: await eraseDueAccounts(db, now) });
    });
  },
};
