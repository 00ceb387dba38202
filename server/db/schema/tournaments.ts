import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PointsTable } from '../../../src/contract/play';
import type { EventRestrictions } from '../../../src/domain/tournaments/eligibility';

export const GAMES = ['FORTNITE', 'ROCKET_LEAGUE', 'LEAGUE_OF_LEGENDS', 'COUNTER_STRIKE', 'FREE_FIRE', 'DEFAULT'] as const;
/** DRAFT and CHECK_IN belong to events run in the product (docs/product/play.md, States); students never see a DRAFT. */
export const TOURNAMENT_STATUSES = ['DRAFT', 'OPEN', 'WAITING_START', 'CHECK_IN', 'RUNNING', 'CONCLUDED'] as const;
export const PLAY_FORMATS = ['SINGLE_ELIMINATION', 'DOUBLE_ELIMINATION', 'ROUND_ROBIN', 'BATTLE_ROYALE'] as const;
export const SEEDINGS = ['SUBSCRIPTION', 'RANDOM', 'RANKING'] as const;
export const SUBSCRIPTION_STATUSES = ['PENDING_DISCORD_SERVER_JOIN', 'PENDING_ACCOUNT_VERIFICATION', 'COMPLETED'] as const;

/** A tournament (event; docs/product/tournaments.md, API); modeQuantity 1 is solo, more is the team size. */
export const tournaments = pgTable(
  'tournaments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    status: text('status', { enum: TOURNAMENT_STATUSES }).notNull(),
    game: text('game', { enum: GAMES }).notNull(),
    mode: text('mode').notNull(),
    modeQuantity: integer('mode_quantity').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    location: text('location').notNull().default('Online'),
    platform: text('platform').notNull().default('PC'),
    description: text('description').notNull().default(''),
    termsTarget: text('terms_target'),
    /** Rules html, sanitised by the SPA with the allow-list (docs/product/tournaments.md, Rules). */
    terms: text('terms').notNull().default(''),
    awardImage: text('award_image'),
    desktopImage: text('desktop_image'),
    mobileImage: text('mobile_image'),
    subscriptionsStart: timestamp('subscriptions_start', { withTimezone: true }).notNull(),
    subscriptionsEnd: timestamp('subscriptions_end', { withTimezone: true }).notNull(),
    /** Subscribers join the event's Discord server and are verified there before it counts (Fortnite). */
    requiresDiscord: boolean('requires_discord').notNull().default(false),
    restrictions: jsonb('restrictions').$type<EventRestrictions>().notNull().default({}),
    // How the event is played (docs/product/play.md, Rules).
    format: text('format', { enum: PLAY_FORMATS }).notNull().default('SINGLE_ELIMINATION'),
    bestOf: integer('best_of').notNull().default(1),
    thirdPlaceMatch: boolean('third_place_match').notNull().default(false),
    seeding: text('seeding', { enum: SEEDINGS }).notNull().default('SUBSCRIPTION'),
    /** The stored seed that makes RANDOM seeding reproducible. */
    randomSeed: integer('random_seed').notNull().default(0),
    /** Check-in opens then (null: 60 minutes before the start) and closes at the start. */
    checkInOpensAt: timestamp('check_in_opens_at', { withTimezone: true }),
    autoConfirmMinutes: integer('auto_confirm_minutes').notNull().default(30),
    noShowGraceMinutes: integer('no_show_grace_minutes').notNull().default(15),
    capacity: integer('capacity'),
    pointsTable: jsonb('points_table').$type<PointsTable>(),
    lobbySize: integer('lobby_size'),
    royaleRounds: integer('royale_rounds'),
    /** A school event: only this school's students may join; its educators organise it. */
    organiserSchoolId: integer('organiser_school_id'),
    createdBy: integer('created_by'),
    /** Grows with every change to the event's play; live updates carry it. */
    playVersion: integer('play_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tournaments_status_start_idx').on(t.status, t.startDate, t.id), index('tournaments_game_status_idx').on(t.game, t.status, t.startDate)],
);
