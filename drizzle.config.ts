import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a migration for schema changes; the server applies them at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
