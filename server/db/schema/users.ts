import { sql } from 'drizzle-orm';
import { boolean, date, type AnyPgColumn, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cities, states } from './places';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userName: text('user_name').notNull(),
    /** Stored trimmed and lower-cased. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    role: text('role', { enum: ['STUDENT', 'TEACHER', 'COORDINATOR', 'SPONSOR', 'ADMIN'] }).notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: ['MALE', 'FEMALE', 'NON_BINARY', 'DO_NOT_INFORM'] }),
    phoneIdd: text('phone_idd').notNull().default('55'),
    phoneDdd: text('phone_ddd'),
    phoneNumber: text('phone_number'),
    stateId: integer('state_id').references(() => states.id),
    cityId: integer('city_id').references(() => cities.id),
    /** Premium is active while this lies in the future. */
    vipUntil: timestamp('vip_until', { withTimezone: true }),
    /** Set once the user has ever been premium (the isVipOnce claim; docs/product/premium.md, States). */
    vipOnce: boolean('vip_once').notNull().default(false),
    firstAccessAt: timestamp('first_access_at', { withTimezone: true }),
    playId: text('play_id').notNull().unique(),
    discordId: text('discord_id'),
    epicAccountId: text('epic_account_id').unique(),
    avatarSrcFullUrl: text('avatar_src_full_url'),
    avatarImageUrl: text('avatar_image_url'),
    referrerId: integer('referrer_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    acceptUseTerms: boolean('accept_use_terms').notNull().default(false),
    acceptReceiveNews: boolean('accept_receive_news').notNull().default(false),
    experience: integer('experience').notNull().default(0),
    /** A suspension (docs/product/moderation.md, Sanctions): no sign-in until this instant. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** A ban: no sign-in at all, and the account's e-mail, Epic id and CPF cannot be used again. */
    bannedAt: timestamp('banned_at', { withTimezone: true }),
    /**
     * The account was erased at the owner's request (docs/product/data-rights.md, Rules): its personal
     * data are gone, the row stays as an anonymous entry of the tournaments it played, and nothing signs in as it.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    // The invite-friends reward counts an inviter's friends.
    index('users_referrer_idx').on(t.referrerId, t.createdAt),
    // The referral monitor lists every referred user newest first.
    index('users_referred_created_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.referrerId} is not null`),
  ],
);

/** Premium activation codes (docs/product/premium.md, Roles); a code is redeemed once. */
export const activationCodes = pgTable('activation_codes', {
  code: text('code').primaryKey(),
  months: integer('months').notNull().default(12),
  /** Users older than this cannot use the code; null means no limit. */
  maxAge: integer('max_age'),
  /** A school's code: only for students whose school link is COMPLETE. */
  requiresCompleteSchoolLink: boolean('requires_complete_school_link').notNull().default(false),
  redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
  redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
});
