import { type AnyPgColumn, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tournaments } from './tournaments';
import { users } from './users';

/** A squad for one event (docs/product/teams.md, API); its size is the event's modeQuantity. */
export const teams = pgTable(
  'teams',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references((): AnyPgColumn => tournaments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    leaderId: integer('leader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when the leader confirms the full team; the team is then locked. */
    subscribed: boolean('subscribed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teams_event_idx').on(t.eventId), index('teams_leader_idx').on(t.leaderId, t.id)],
);

/** Members of a team, the leader included. A user is in at most one team per event. */
export const teamMembers = pgTable(
  'team_members',
  {
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The member's Discord user for this event, as given when creating or joining (docs/product/tournaments.md, API). */
    discord: text('discord'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_members_one_team_per_event_idx').on(t.eventId, t.userId), index('team_members_team_idx').on(t.teamId, t.joinedAt), index('team_members_user_idx').on(t.userId)],
);

/** A pending invitation; it disappears when accepted, declined or cancelled. */
export const teamInvites = pgTable(
  'team_invites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the leader typed: a Play ID or an e-mail. */
    userIdentification: text('user_identification').notNull(),
    /**
     * An adult's invitation to a student of 16 or under waits for a guardian's approval before the
     * student may accept it (docs/product/guardians.md, Safe defaults).
     */
    awaitingGuardian: boolean('awaiting_guardian').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('team_invites_once_idx').on(t.teamId, t.userId), index('team_invites_user_idx').on(t.userId, t.id)],
);
