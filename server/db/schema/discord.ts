import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's linked Discord account (docs/product/game-accounts.md, API): one per user (the key) and one user
 * per Discord account (the unique account id). users.discord_id mirrors account_id for the token.
 */
export const discordAccounts = pgTable('discord_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Discord's user id (a snowflake). */
  accountId: text('account_id').notNull().unique(),
  /** What the player is called on Discord (global name, else user name), as Discord answered. */
  accountDetail: text('account_detail').notNull(),
  linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
});
