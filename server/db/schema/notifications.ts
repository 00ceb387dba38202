import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Items of the notification bell (docs/product/notifications.md, API). */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    text: text('text').notNull(),
    targetKey: text('target_key'),
    imageKey: text('image_key'),
    insertTime: timestamp('insert_time', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  // Pages read newest first with the id as tie-break: one index serves the order, read backwards.
  (t) => [index('notifications_user_idx').on(t.userId, t.insertTime, t.id)],
);

/** A user's quests (missions); the current ones count towards the bell badge. */
export const quests = pgTable(
  'quests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    target: text('target'),
    status: text('status', { enum: ['CURRENT', 'COMPLETED'] }).notNull().default('CURRENT'),
    insertTime: timestamp('insert_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quests_user_idx').on(t.userId, t.status)],
);
