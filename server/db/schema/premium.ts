import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activationCodes, users } from './users';

/**
 * Every premium licence a user held (docs/product/premium.md, Roles): from a redeemed activation code (or the
 * registration's). users.vip_until mirrors the latest end, which the token claims read.
 */
export const premiumLicences = pgTable('premium_licences', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').references(() => activationCodes.code, { onDelete: 'set null' }),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
});

/** An active subscriber's request to cancel (docs/product/premium.md, Rules); one open request per user. */
export const premiumCancellations = pgTable(
  'premium_cancellations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['REQUESTED'] }).notNull().default('REQUESTED'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('premium_cancellations_open_idx').on(t.userId).where(sql`${t.status} = 'REQUESTED'`)],
);
