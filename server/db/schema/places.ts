import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';

/** The 27 Brazilian states (docs/product/account.md, API) and their cities. */
export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  acronym: varchar('acronym', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    id: integer('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    name: text('name').notNull(),
  },
  (t) => [index('cities_state_idx').on(t.stateId)],
);
