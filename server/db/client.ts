import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';
import { attachChannels, memoryChannels, postgresChannels } from './channels';
import { lockDataFolder } from './lock';
import { forDrizzle } from './pglite-queries';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded database, for snapshots; absent on PostgreSQL. */
  pglite?: PGlite;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite-dir'; dataDir: string }
  | { kind: 'pglite-memory'; snapshot?: Blob };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The PostgreSQL advisory lock servers take turns under to migrate (the seeds take 727001). */
const MIGRATION_LOCK = 727000;

/**
 * Several servers starting at once on one PostgreSQL migrate one at a time (docs/operations.md,
 * Upgrading): the first applies what is missing, the others then find nothing left to do.
 */
async function migrateUnderLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    holder.release();
  }
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // An idle connection the server drops (a restart, or a database dropped after close) is
    // removed from the pool, which then emits 'error': without a listener that ends the process.
    let closing = false;
    pool.on('error', (error) => {
      if (!closing) console.error('[db] idle PostgreSQL connection lost:', error.message);
    });
    const db = drizzlePg({ client: pool, schema });
    // Messages between the servers of this database (the play streams' changes).
    const channels = postgresChannels(pool, target.url);
    attachChannels(db, channels);
    const close = async () => {
      closing = true;
      await channels.close();
      await pool.end();
    };
    try {
      await migrateUnderLock(pool, () => migratePg(db, { migrationsFolder }));
    } catch (error) {
      await close();
      throw error;
    }
    return { db: db as unknown as Database, kind: 'postgres', close };
  }

  const lock = target.kind === 'pglite-dir' ? lockDataFolder(target.dataDir) : undefined;
  try {
    const client =
      target.kind === 'pglite-dir'
        ? await PGlite.create({ dataDir: target.dataDir })
        : await PGlite.create(target.snapshot ? { loadDataDir: target.snapshot } : {});
    const db = drizzlePglite({ client: forDrizzle(client), schema });
    attachChannels(db, memoryChannels());
    await migratePglite(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      pglite: client,
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
