import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const MONETIZATION_TYPES = ['FREE', 'PREMIUM', 'SCHOOL_LINKED'] as const;
export const JOURNEY_IMAGE_TYPES = ['MOBILE_COVER_IMAGE', 'DESKTOP_COVER_IMAGE', 'DESKTOP_IMAGE', 'MOBILE_IMAGE'] as const;

/** A journey (course; docs/product/journeys.md, API): its campaigns hold chapters of four weekly missions. */
export const journeys = pgTable('journeys', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  externalId: text('external_id').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  /** Minutes; shown as HH h mm m. */
  duration: integer('duration').notNull(),
  /** The topic (docs/product/journeys.md), for ordering and the cover art. */
  topic: text('topic').notNull(),
  monetizationType: text('monetization_type', { enum: MONETIZATION_TYPES }).notNull(),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A month of a journey's module: chapters in order; requiresPremium keeps it for VIP students. */
export const journeyCampaigns = pgTable(
  'journey_campaigns',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    module: integer('module').notNull().default(1),
    position: integer('position').notNull(),
    month: text('month').notNull(),
    title: text('title').notNull(),
    requiresPremium: boolean('requires_premium').notNull().default(false),
  },
  (t) => [index('journey_campaigns_journey_idx').on(t.journeyId, t.module, t.position)],
);

/** A chapter: four weekly missions; `released` false shows it as UNAVAILABLE. */
export const journeyChapters = pgTable(
  'journey_chapters',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => journeyCampaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    released: boolean('released').notNull().default(true),
  },
  (t) => [index('journey_chapters_campaign_idx').on(t.campaignId, t.position)],
);

/** A student's subscription to a journey (open becomes SUBSCRIBED; docs/product/journeys.md, States). */
export const journeySubscriptions = pgTable(
  'journey_subscriptions',
  {
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.journeyId, t.userId] })],
);

/** How far a student is in a chapter: weekly missions done (0 to 4) and the best score. */
export const journeyChapterProgress = pgTable(
  'journey_chapter_progress',
  {
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => journeyChapters.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    missionsDone: integer('missions_done').notNull().default(0),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.chapterId, t.userId] })],
);

/**
 * A journey's ranking: one row per player with the MatchPoints earned in it. Students' rows grow
 * with their rewards; demo rows stand for players who are not accounts here (userId null).
 */
export const journeyRanking = pgTable(
  'journey_ranking',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    journeyId: integer('journey_id')
      .notNull()
      .references(() => journeys.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    playId: text('play_id').notNull(),
    totalMp: numeric('total_mp', { precision: 14, scale: 4, mode: 'number' }).notNull().default(0),
    userLevel: integer('user_level').notNull().default(1),
    smallAvatarUrl: text('small_avatar_url'),
  },
  (t) => [index('journey_ranking_order_idx').on(t.journeyId, t.totalMp.desc(), t.id), uniqueIndex('journey_ranking_user_idx').on(t.journeyId, t.userId)],
);

/** Home carousel banners (docs/product/shell.md, API); target is a path, an https link or 'premium'. */
export const banners = pgTable('banners', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  position: integer('position').notNull(),
  title: text('title').notNull(),
  text: text('text').notNull().default(''),
  images: jsonb('images').$type<{ desktop: string; mobile: string }>().notNull(),
  target: text('target'),
  videos: jsonb('videos').$type<{ landscape: string; portrait: string } | null>(),
});
