// The play engine's figures (run by scripts/bench-play.mjs): a 256-player single elimination on
// PGlite, generated and then completed match by match, each result in its own transaction behind
// the event's lock, as the API runs it. Measures both storage adapters of brackets-manager
// (docs/decisions.md, "The bracket engine's storage"): queries counted by drizzle's logger.
import { PGlite } from '@electric-sql/pglite';
import { and, asc, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { Database } from '../server/db/client';
import { migrationsFolder } from '../server/db/client';
import * as schema from '../server/db/schema';
import { playMatches } from '../server/db/schema';
import { completeDuel, isFinished, lockEvent, seedParticipants } from '../server/services/play/engine';
import { generateDuels, type StoreFactory } from '../server/services/play/engine/duels';
import { UnitOfWorkStore } from '../server/services/play/engine/storage';
import { DirectStore } from './bench-play-direct-store';
import { createPlayEvent } from '../tests/server/support/play-engine';

export interface PlayFigures {
  adapter: string;
  players: number;
  matches: number;
  generateMs: number;
  completeMs: number;
  totalMs: number;
  queriesPerMatch: number;
  storageQueriesPerMatch: number;
  recordsWrittenPerMatch: number;
  finished: boolean;
}

const ADAPTERS: Record<string, StoreFactory> = {
  'unit of work': (db, eventId) => UnitOfWorkStore.open(db, eventId),
  direct: (db, eventId) => Promise.resolve(new DirectStore(db, eventId)),
};

export async function measure(adapter: keyof typeof ADAPTERS, players = 256): Promise<PlayFigures> {
  let queries = 0;
  let counting = false;
  const client = await PGlite.create();
  const db = drizzle({
    client,
    schema,
    logger: { logQuery: () => void (counting && queries++) },
  }) as unknown as Database;
  await migrate(db as never, { migrationsFolder });
  try {
    const { event, participantIds } = await createPlayEvent(db, players);
    let storageQueries = 0;
    let written = 0;
    const open: StoreFactory = async (tx, eventId) => {
      const store = await ADAPTERS[adapter]!(tx, eventId);
      const flush = store.flush.bind(store);
      store.flush = async () => {
        await flush();
        storageQueries += store.queries;
        written += store.written;
      };
      return store;
    };
    const t0 = performance.now();
    await db.transaction(async (tx) => {
      const locked = await lockEvent(tx, event.id);
      await generateDuels(tx, locked, await seedParticipants(tx, locked, participantIds), new Date(), open);
    });
    const t1 = performance.now();
    storageQueries = 0;
    written = 0;
    counting = true;
    let matches = 0;
    for (;;) {
      const ready = await db
        .select({ id: playMatches.id })
        .from(playMatches)
        .where(and(eq(playMatches.eventId, event.id), eq(playMatches.status, 'READY')))
        .orderBy(asc(playMatches.id));
      queries--; // the bench's own look-up
      if (ready.length === 0) break;
      for (const { id } of ready) {
        await db.transaction(async (tx) => completeDuel(tx, await lockEvent(tx, event.id), id, { games: [{ scores: [2, 1] }], outcome: 'CONFIRMED' }, new Date(), open));
        matches++;
      }
    }
    const t2 = performance.now();
    counting = false;
    return {
      adapter,
      players,
      matches,
      generateMs: Math.round(t1 - t0),
      completeMs: Math.round(t2 - t1),
      totalMs: Math.round(t2 - t0),
      queriesPerMatch: Math.round((queries / matches) * 10) / 10,
      storageQueriesPerMatch: Math.round((storageQueries / matches) * 10) / 10,
      recordsWrittenPerMatch: Math.round((written / matches) * 10) / 10,
      finished: await isFinished(db, event),
    };
  } finally {
    await client.close();
  }
}
