import { bigint, boolean, customType, index, integer, jsonb, pgSequence, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GameScore, MatchDispute, MatchOutcome, MatchReport, MatchStage, MatchStatus } from '../../../src/contract/play';
import { teams } from './teams';
import { tournaments } from './tournaments';
import { users } from './users';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Ids of bracket records and matches, shared so a match's id is the same in both (docs/product/play.md, API). */
export const playIds = pgSequence('play_ids', { startWith: 1000 });

/**
 * Who plays an event (docs/product/play.md, Rules): a solo player or a confirmed team, taken from the
 * subscriptions when check-in opens, in subscription order. Past the capacity they wait on the list.
 */
export const playParticipants = pgTable(
  'play_participants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    /** The player (solo) or the team's leader (teams): who checks in and reports. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Subscription order, 1 first. */
    position: integer('position').notNull(),
    /** Set when the bracket is generated, 1 the best. */
    seed: integer('seed'),
    waitingList: boolean('waiting_list').notNull().default(false),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    /** Not checked in when check-in closed, or left out by the capacity. */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    disqualifiedAt: timestamp('disqualified_at', { withTimezone: true }),
    disqualifyNote: text('disqualify_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('play_participants_once_idx').on(t.eventId, t.userId), index('play_participants_event_idx').on(t.eventId, t.position), index('play_participants_user_idx').on(t.userId)],
);

/**
 * One match (a duel or a battle-royale lobby) with its reporting state (docs/product/play.md, States).
 * For duels the id is also the bracket engine's match id.
 */
export const playMatches = pgTable(
  'play_matches',
  {
    id: integer('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    stage: text('stage').$type<MatchStage>().notNull(),
    roundNumber: integer('round_number').notNull(),
    number: integer('number').notNull(),
    status: text('status').$type<MatchStatus>().notNull(),
    outcome: text('outcome').$type<MatchOutcome>(),
    side1: integer('side1').references(() => playParticipants.id, { onDelete: 'set null' }),
    side2: integer('side2').references(() => playParticipants.id, { onDelete: 'set null' }),
    /** Games won by each side once the result stands. */
    score1: integer('score1'),
    score2: integer('score2'),
    /** The winning participant once the result stands. */
    winner: integer('winner'),
    games: jsonb('games').$type<GameScore[]>().notNull().default([]),
    report: jsonb('report').$type<MatchReport>(),
    dispute: jsonb('dispute').$type<MatchDispute>(),
    resolutionNote: text('resolution_note'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Grows with every change; a write that expects an older version is refused. */
    version: integer('version').notNull().default(0),
  },
  (t) => [
    index('play_matches_event_idx').on(t.eventId, t.stage, t.roundNumber, t.number),
    index('play_matches_side1_idx').on(t.side1),
    index('play_matches_side2_idx').on(t.side2),
    index('play_matches_due_idx').on(t.confirmBy),
  ],
);

/** A participant's result in a battle-royale lobby. */
export const playLobbyEntries = pgTable(
  'play_lobby_entries',
  {
    matchId: integer('match_id')
      .notNull()
      .references(() => playMatches.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => playParticipants.id, { onDelete: 'cascade' }),
    placement: integer('placement'),
    eliminations: integer('eliminations'),
    points: integer('points'),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.matchId, t.participantId] }), index('play_lobby_entries_participant_idx').on(t.participantId)],
);

/**
 * The bracket engine's own records (stage, group, round, match, match_game, participant), one row each,
 * read and written through its storage adapter (docs/decisions.md).
 */
export const bracketRecords = pgTable(
  'bracket_records',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    table: text('table').notNull(),
    id: integer('id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.table, t.id] }), index('bracket_records_event_idx').on(t.eventId, t.table)],
);

/** A dispute's screenshot, served at an unguessable address (docs/product/play.md, Rules). */
export const playEvidence = pgTable('play_evidence', {
  key: text('key').primaryKey(),
  matchId: integer('match_id')
    .notNull()
    .references(() => playMatches.id, { onDelete: 'cascade' }),
  uploadedBy: integer('uploaded_by')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
