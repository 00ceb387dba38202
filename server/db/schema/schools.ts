import { boolean, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cities, states } from './places';
import { users } from './users';

/** A school (also called a clan), identified publicly by its INEP code. */
export const institutions = pgTable('institutions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  aliasName: text('alias_name'),
  inepCode: varchar('inep_code', { length: 8 }).unique(),
  type: text('type', { enum: ['PUBLIC', 'PRIVATE'] }).notNull(),
  address: text('address').notNull(),
  stateId: integer('state_id')
    .notNull()
    .references(() => states.id),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  cep: varchar('cep', { length: 8 }).notNull(),
});

/** A user's link to a school; at most one per user. */
export const schoolLinks = pgTable('school_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  institutionId: integer('institution_id').references(() => institutions.id),
  schoolDraftId: integer('school_draft_id'),
  linkStepsCompleted: boolean('link_steps_completed').notNull().default(false),
  currentStep: integer('current_step').notNull().default(1),
  /** SPEC §3 institution status: 0 nonexistent, 1 started, 2 processing, 3 approved, 4 refused, 99 unknown. */
  institutionStatusCode: integer('institution_status_code').notNull().default(0),
  educationLevel: text('education_level', { enum: ['PRIMARY_SCHOOL', 'HIGH_SCHOOL', 'COLLEGE', 'NOT_STUDYING'] }),
  educationalGradeId: text('educational_grade_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
