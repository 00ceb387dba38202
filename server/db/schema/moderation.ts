import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { playMatches } from './play';
import { teams } from './teams';
import { users } from './users';

/**
 * A report of a player, a team's name or a dispute's screenshot (docs/product/moderation.md), with
 * the admin's decision and the sanctioned person's one appeal. What was reported is kept as it was
 * then (`target_label`), so a renamed team or a deleted screenshot still reads as reported.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    targetKind: text('target_kind', { enum: ['PLAYER', 'TEAM', 'EVIDENCE'] }).notNull(),
    /** Who answers for the target: the player, the team's leader, the screenshot's sender. */
    reportedId: integer('reported_id').references(() => users.id, { onDelete: 'set null' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'set null' }),
    matchId: integer('match_id').references(() => playMatches.id, { onDelete: 'set null' }),
    evidenceKey: text('evidence_key'),
    targetLabel: text('target_label').notNull(),
    category: text('category').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: ['RECEIVED', 'UNDER_REVIEW', 'DECIDED', 'APPEALED', 'CLOSED'] }).notNull().default('RECEIVED'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['DISMISS', 'WARN', 'SUSPEND', 'BAN'] }),
    ruling: text('ruling'),
    suspensionDays: integer('suspension_days'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** base64url sha256 of the token in the appeal link sent with a sanction. */
    appealTokenHash: text('appeal_token_hash').unique(),
    appealBy: timestamp('appeal_by', { withTimezone: true }),
    appealText: text('appeal_text'),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    appealOutcome: text('appeal_outcome', { enum: ['UPHOLD', 'OVERTURN'] }),
    appealRuling: text('appeal_ruling'),
    appealDecidedAt: timestamp('appeal_decided_at', { withTimezone: true }),
  },
  (t) => [
    // The queue reads open reports oldest first; the decided view newest first.
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
    index('reports_reported_idx').on(t.reportedId),
    // One open report per reporter and target: a second one while the first waits adds nothing.
    index('reports_open_target_idx')
      .on(t.reporterId, t.targetKind, t.targetLabel)
      .where(sql`${t.status} in ('RECEIVED', 'UNDER_REVIEW')`),
  ],
);

/**
 * What a banned account used (docs/product/moderation.md, Sanctions): its e-mail, Epic account id
 * and CPF, kept only as sha256 so nobody can register or link them again. Overturning the ban
 * removes them.
 */
export const bannedIdentities = pgTable(
  'banned_identities',
  {
    kind: text('kind', { enum: ['EMAIL', 'EPIC', 'CPF'] }).notNull(),
    valueHash: text('value_hash').notNull(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.valueHash] })],
);
