import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EventRestrictions } from '../../../src/domain/tournaments/eligibility';

export const GAMES = ['FORTNITE', 'ROCKET_LEAGUE', 'LEAGUE_OF_LEGENDS', 'COUNTER_STRIKE', 'FREE_FIRE', 'DEFAULT'] as const;
export const TOURNAMENT_STATUSES = ['OPEN', 'WAITING_START', 'RUNNING', 'CONCLUDED'] as const;
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tournaments_status_start_idx').on(t.status, t.startDate, t.id), index('tournaments_game_status_idx').on(t.game, t.status, t.startDate)],
);
