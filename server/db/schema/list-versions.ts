import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many times each list the servers keep in memory has changed (docs/operations.md, Lists at
 * scale). The database's own triggers count every statement that writes the list's rows, whoever
 * runs it, so a server compares one number before it answers from what it kept. Keys: `ranking:<journey>`,
 * `schools`, `subscribers:<event>`, `notifications:<user>`.
 */
export const listVersions = pgTable('list_versions', {
  key: text('key').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
