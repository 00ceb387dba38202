import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { teams } from './teams';
import { SUBSCRIPTION_STATUSES, tournaments } from './tournaments';
import { users } from './users';

/**
 * One user's subscription to an event (docs/product/tournaments.md, States), solo or through a confirmed
 * team; no row means NOT_SUBSCRIBED.
 */
export const eventSubscriptions = pgTable(
  'event_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_subscriptions_once_idx').on(t.eventId, t.userId),
    index('event_subscriptions_user_idx').on(t.userId, t.eventId),
    index('event_subscriptions_completed_idx').on(t.eventId, t.id).where(sql`${t.status} = 'COMPLETED'`),
  ],
);
