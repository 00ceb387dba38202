import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { migrationsFolder, type Database } from '../db/client';
import type { App } from './types';

/** How many migrations this version of the server brings (server/db/migrations). */
const MIGRATIONS = (JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

/** How long /readyz waits for the database before calling it unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

export interface Lifecycle {
  /** False once the server is stopping: load balancers stop sending it new requests. */
  accepting(): boolean;
}

/**
 * GET /healthz: the process answers. GET /readyz: it should get traffic (docs/operations.md,
 * Health): not stopping, the database answers, and it holds every migration this version brings.
 */
export function registerHealth(app: App, db: Database, lifecycle: Lifecycle): void {
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    if (!lifecycle.accepting()) return c.json({ status: 'stopping' }, 503);
    try {
      const applied = await Promise.race([
        db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), DATABASE_TIMEOUT_MS).unref()),
      ]);
      const count = Number((applied as unknown as { rows: { count: number | string }[] }).rows[0]?.count ?? 0);
      if (count < MIGRATIONS) return c.json({ status: 'migrations-pending', applied: count, expected: MIGRATIONS }, 503);
      return c.json({ status: 'ready', migrations: count });
    } catch {
      return c.json({ status: 'database-unreachable' }, 503);
    }
  });
}
