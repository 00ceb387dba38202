import { boolean, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

/** A minor's legal representative (docs/product/profile.md, API); one per student, locked once given. */
export const legalRepresentatives = pgTable('legal_representatives', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  userName: text('user_name').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  cpf: varchar('cpf', { length: 11 }).notNull(),
  phoneDdd: varchar('phone_ddd', { length: 2 }).notNull(),
  phoneNumber: varchar('phone_number', { length: 9 }).notNull(),
  /** Trimmed and lower-cased. */
  email: text('email').notNull(),
  acceptImageStudentTerms: boolean('accept_image_student_terms').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
