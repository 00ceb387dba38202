import { and, eq, sql } from 'drizzle-orm';
import type { SubscriptionStatus } from '../../src/contract/tournaments';
import { normalizeEmail } from '../../src/domain/validation';
import { eventSubscriptions, tournaments, users } from '../db/schema';
import { pathId } from '../http/body';
import { fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';

/** The order of a Discord event's subscription (docs/product/tournaments.md, States): join the server, get verified there, done. */
const NEXT: Record<string, SubscriptionStatus> = {
  PENDING_DISCORD_SERVER_JOIN: 'PENDING_ACCOUNT_VERIFICATION',
  PENDING_ACCOUNT_VERIFICATION: 'COMPLETED',
};

/**
 * Development stand-ins for what the Discord integration does in production, absent when
 * NODE_ENV=production (see server/README.md "Dev-only controls"). `user` is an e-mail, Play ID or id.
 *   POST /dev/events/{id}/subscription/advance?user=…        one step further (to COMPLETED)
 *   POST /dev/events/{id}/subscription/leave-discord?user=…  the student left the Discord server
 *                                                            after verification: subscription cancelled
 */
export const tournamentDevRoutes: EndpointGroup = {
  name: 'tournaments-dev',
  register(app, { db, config }) {
    if (config.production) return;

    const subscriptionOf = async (eventIdParam: string | undefined, who: string | undefined) => {
      const eventId = pathId(eventIdParam, 'status:event.notFound');
      const value = (who ?? '').replaceAll('\u0000', '').trim().slice(0, 320);
      if (!value) throw fail.field('user', 'required');
      const match = value.includes('@') ? eq(users.email, normalizeEmail(value)) : /^\d{1,10}$/.test(value) ? eq(users.id, Number(value)) : eq(sql`lower(${users.playId})`, value.toLowerCase());
      const [row] = await db
        .select({ id: eventSubscriptions.id, status: eventSubscriptions.status, requiresDiscord: tournaments.requiresDiscord })
        .from(eventSubscriptions)
        .innerJoin(users, eq(users.id, eventSubscriptions.userId))
        .innerJoin(tournaments, eq(tournaments.id, eventSubscriptions.eventId))
        .where(and(eq(eventSubscriptions.eventId, eventId), match));
      if (!row) throw fail.notFound('status:event.subscriptionNotFound', 'subscriptionNotFound');
      return { eventId, ...row };
    };

    app.post('/dev/events/:id/subscription/advance', async (c) => {
      const subscription = await subscriptionOf(c.req.param('id'), c.req.query('user'));
      const next = NEXT[subscription.status];
      if (!next) throw fail.conflict('alreadyCompleted', 'status:event.alreadySubscribed');
      await db
        .update(eventSubscriptions)
        .set({ status: next as 'COMPLETED' })
        .where(and(eq(eventSubscriptions.id, subscription.id), eq(eventSubscriptions.status, subscription.status)));
      return c.json({ eventId: subscription.eventId, status: next });
    });

    app.post('/dev/events/:id/subscription/leave-discord', async (c) => {
      const subscription = await subscriptionOf(c.req.param('id'), c.req.query('user'));
      if (!subscription.requiresDiscord || subscription.status !== 'COMPLETED') throw fail.conflict('notVerified', 'status:event.subscriptionNotFound');
      await db.delete(eventSubscriptions).where(eq(eventSubscriptions.id, subscription.id));
      return c.json({ eventId: subscription.eventId, status: 'NOT_SUBSCRIBED' satisfies SubscriptionStatus });
    });
  },
};
