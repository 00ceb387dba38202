import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { FOLD_FROM, FOLD_TO } from '../../../src/domain/school/search';
import { cities, states } from './places';
import { users } from './users';

/** A school (also called a clan), identified publicly by its INEP code. */
export const institutions = pgTable(
  'institutions',
  {
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
    /**
     * The school's accreditation on the platform, in institution status codes (docs/product/school.md, API): 3 approved,
     * 0 none asked yet, 2 a director's request awaits approval, 4 refused.
     */
    accreditationStatus: integer('accreditation_status').notNull().default(3),
    /**
     * The school's official e-mail, as the school catalogue has it: where a director's
     * accreditation request is confirmed from (docs/product/school.md, Rules). Never answered by the API.
     */
    email: text('email'),
    /** The name folded as src/domain/text-search folds it (lower case, no accents), for prefix search. */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(translate(${institutions.name}, ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)}))`),
    searchAddress: text('search_address')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(translate(${institutions.address}, ${sql.raw(`'${FOLD_FROM}'`)}, ${sql.raw(`'${FOLD_TO}'`)}))`),
  },
  // Byte order ("C") on the folded name serves both the prefix match (LIKE 'abc%') and the
  // ordering of the results, whatever the database's own collation, so a page reads only its rows.
  (t) => [
    index('institutions_search_name_idx').on(sql`${t.searchName} collate "C"`, t.id),
    index('institutions_state_name_idx').on(t.stateId, sql`${t.searchName} collate "C"`, t.id),
    index('institutions_city_name_idx').on(t.cityId, sql`${t.searchName} collate "C"`, t.id),
  ],
);

/** A school registration request (docs/product/school.md, API), pending until processed. */
export const schoolDrafts = pgTable(
  'school_drafts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    address: text('address').notNull(),
    type: text('type', { enum: ['PUBLIC', 'PRIVATE'] }).notNull().default('PUBLIC'),
    phoneDdd: text('phone_ddd').notNull(),
    phoneNumber: text('phone_number').notNull(),
    zipCode: varchar('zip_code', { length: 8 }).notNull(),
    coordinatorName: text('coordinator_name').notNull(),
    inepCode: varchar('inep_code', { length: 8 }),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REFUSED'] }).notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One pending request per user: the second is refused (docs/product/school.md, Errors).
  (t) => [uniqueIndex('school_drafts_one_pending_idx').on(t.userId).where(sql`${t.status} = 'PENDING'`)],
);

/** A user's link to a school; at most one per user. */
export const schoolLinks = pgTable('school_links', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  institutionId: integer('institution_id').references(() => institutions.id),
  schoolDraftId: integer('school_draft_id').references(() => schoolDrafts.id),
  linkStepsCompleted: boolean('link_steps_completed').notNull().default(false),
  currentStep: integer('current_step').notNull().default(1),
  /** Institution status (docs/product/school.md, API): 0 nonexistent, 1 started, 2 processing, 3 approved, 4 refused, 99 unknown. */
  institutionStatusCode: integer('institution_status_code').notNull().default(0),
  educationLevel: text('education_level', { enum: ['PRIMARY_SCHOOL', 'HIGH_SCHOOL', 'COLLEGE', 'NOT_STUDYING'] }),
  educationalGradeId: text('educational_grade_id'),
  /** When a minor's legal representative authorised the link. */
  guardianAuthorizedAt: timestamp('guardian_authorized_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The director extras of an accreditation request (docs/product/school.md, API), as stored: digits only, e-mails normalised. */
const directorDetails = () => ({
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  rg: text('rg').notNull(),
  cpf: varchar('cpf', { length: 11 }).notNull(),
  whatsapp: varchar('whatsapp', { length: 11 }).notNull(),
  personalEmail: text('personal_email').notNull(),
  schoolEmail: text('school_email').notNull(),
  schoolPhone: varchar('school_phone', { length: 11 }).notNull(),
  address: text('address').notNull(),
  cep: varchar('cep', { length: 8 }).notNull(),
});

/** A director's request to accredit a school (docs/product/school.md, API); one process per school. */
export const schoolAccreditations = pgTable('school_accreditations', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  institutionId: integer('institution_id')
    .notNull()
    .unique()
    .references(() => institutions.id),
  ...directorDetails(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An accreditation request waiting for the school's confirmation (docs/product/school.md, Rules): it
 * counts, and becomes the school's process (school_accreditations), only once someone with the
 * school's official e-mail opens its link and confirms. Until then it blocks nothing; unconfirmed
 * ones are erased when their link expires.
 */
export const schoolAccreditationRequests = pgTable(
  'school_accreditation_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    /** The e-mailed link's key, hashed (server/services/link-tokens.ts). */
    tokenHash: text('token_hash').notNull().unique(),
    ...directorDetails(),
    /** Where the confirmation went: the school's official e-mail at the time. */
    sentTo: text('sent_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The school said it does not know the request ("Não reconheço este pedido"). */
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [index('school_accreditation_requests_school_idx').on(t.institutionId), index('school_accreditation_requests_expiry_idx').on(t.expiresAt)],
);

/** A student's grades for one period (docs/product/school.md, API), sent once per period. */
export const schoolGrades = pgTable(
  'school_grades',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id').references(() => institutions.id),
    periodType: text('period_type', { enum: ['BIMESTER', 'TRIMESTER', 'SEMESTER', 'YEAR'] }).notNull(),
    period: integer('period').notNull(),
    gradingSystemId: integer('grading_system_id').notNull(),
    portuguese: numeric('portuguese', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    mathematics: numeric('mathematics', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    history: numeric('history', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    geography: numeric('geography', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    science: numeric('science', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    arts: numeric('arts', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    physicalEducation: numeric('physical_education', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    foreignLanguage: numeric('foreign_language', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('school_grades_period_idx').on(t.userId, t.periodType, t.period)],
);
