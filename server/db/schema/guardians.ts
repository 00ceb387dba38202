import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A consent link mailed to a minor's guardian (docs/product/guardians.md, Rules): single use, valid
 * 7 days. Only the sha256 of the link's token is kept; a used link keeps its row, so an old link
 * can be told apart from one that never existed.
 */
export const guardianInvitations = pgTable(
  'guardian_invitations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    minorId: integer('minor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url sha256 of the token in the link. */
    tokenHash: text('token_hash').notNull().unique(),
    /** Where the link went (the legal representative's e-mail at the time). */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
    outcome: text('outcome', { enum: ['CONSENTED', 'REFUSED'] }),
  },
  // The minor's latest invitation and the invitations sent today are read by the minor's id.
  (t) => [index('guardian_invitations_minor_idx').on(t.minorId, t.createdAt)],
);

/**
 * A guardian (SPONSOR) who consented for a minor; one row per pair, active while revoked_at is
 * null (docs/product/guardians.md, States). Revoking keeps the row; consenting again re-activates it.
 */
export const guardianLinks = pgTable(
  'guardian_links',
  {
    minorId: integer('minor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guardianId: integer('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.minorId, t.guardianId] }), index('guardian_links_guardian_idx').on(t.guardianId)],
);

/** Why a consent link was refused (docs/product/guardians.md, Errors). */
export const GUARDIAN_LINK_LOG_REASONS = ['unknown', 'used', 'expired', 'notSponsor', 'identityMismatch', 'limitReached'] as const;
export type GuardianLinkLogReason = (typeof GUARDIAN_LINK_LOG_REASONS)[number];

/** Every bad use of a consent link: an unknown, used or expired link, a caller who may not consent, a wrong name or CPF, a full minor. */
export const guardianLinkLog = pgTable('guardian_link_log', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  reason: text('reason', { enum: GUARDIAN_LINK_LOG_REASONS }).notNull(),
  /** The signed-in caller; null on the public page. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** The invitation the link names, when it names one. */
  invitationId: integer('invitation_id').references(() => guardianInvitations.id, { onDelete: 'set null' }),
});

/**
 * What the minor's guardians decided (docs/product/guardians.md, Supervision); either guardian may
 * change it and the last change counts. No row means the defaults: purchases blocked for a student
 * of 16 or under (or of unknown age), no daily limit.
 */
export const guardianControls = pgTable('guardian_controls', {
  minorId: integer('minor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Minutes of use a day (Brazil's day); null: no limit. */
  dailyLimitMinutes: integer('daily_limit_minutes'),
  purchasesBlocked: boolean('purchases_blocked').notNull(),
  /** Teammates and invitees may see the minor's real name; off, they see the Play ID only. */
  showRealName: boolean('show_real_name').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The guardian who saved them last. */
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A supervised minor's active seconds on one Brazil day, from the app's heartbeats
 * (docs/product/guardians.md, Supervision). last_beat_at caps what the next heartbeat may add.
 */
export const userActivity = pgTable(
  'user_activity',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** yyyy-mm-dd, Brazil's day. */
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    lastBeatAt: timestamp('last_beat_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);
