import { boolean, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Every reward a user was granted (docs/product/rewards.md, API): EXP, MatchPoints per skill, and the
 * level before and after, captured when granted so the reward dialog shows what happened then.
 * A source grants once: (user, source, source id) is unique.
 */
export const rewardActivities = pgTable(
  'reward_activities',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** QUEST for the missions (docs/product/rewards.md, Limits: avatar, clan, profile, invited friends); JOURNEY for a chapter's weekly mission; TOURNAMENT for a top place (docs/product/play.md, Rules). */
    source: text('source', { enum: ['QUEST', 'JOURNEY', 'TOURNAMENT'] }).notNull(),
    /** What granted it: a quest key (createAvatar…) or a journey chapter mission id. */
    sourceId: text('source_id').notNull(),
    /** The journey whose ranking the MatchPoints count towards, when there is one. */
    journeyId: integer('journey_id'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    experience: integer('experience').notNull().default(0),
    /** MatchPoints per skill key (docs/product/rewards.md, API). */
    matchPoints: jsonb('match_points').$type<Record<string, number>>().notNull().default({}),
    /** The mission's score (0 to 100), when the source has one. */
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    oldExperience: integer('old_experience').notNull(),
    oldLevel: integer('old_level').notNull(),
    currentExperience: integer('current_experience').notNull(),
    currentLevel: integer('current_level').notNull(),
    leveledUp: boolean('leveled_up').notNull(),
    /** Set once the reward dialog has shown it. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reward_activities_once_idx').on(t.userId, t.source, t.sourceId),
    index('reward_activities_unseen_idx').on(t.userId, t.seenAt),
    index('reward_activities_journey_idx').on(t.journeyId, t.userId),
  ],
);
