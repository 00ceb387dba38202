import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A person's request to have their account erased (docs/product/data-rights.md, Rules): made by the
 * person or by a guardian for their minor, cancellable until `due_at`, then carried out by the
 * erasure sweep. One per account; cancelling or erasing removes it.
 */
export const deletionRequests = pgTable(
  'deletion_requests',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked: the person themselves or one of their guardians. */
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
  },
  // The sweep reads the requests that fell due.
  (t) => [index('deletion_requests_due_idx').on(t.dueAt)],
);
