import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The invited friends that earned their inviter the invite-friends reward (docs/product/friends.md, Limits: 5 friends,
 * 50 EXP). Who invited whom is users.referrer_id; a row here is a friend counted towards the
 * reward (the referral table's isRewardReceived).
 */
export const referralCredits = pgTable(
  'referral_credits',
  {
    invitedUserId: integer('invited_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    creditedAt: timestamp('credited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_credits_referrer_idx').on(t.referrerId)],
);
