import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { appliedSeeds } from '../db/schema';

/** Data an endpoint group needs in a new database; each seed runs once per database, by name. */
export interface Seed {
  name: string;
  run(db: Executor): Promise<void>;
}

/** Applies, in order, every seed this database has not had yet (each in its own transaction). */
export async function applySeeds(db: Database, seeds: readonly Seed[]): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of seeds) {
    const done = await db.transaction(async (tx) => {
      // Two servers starting on one PostgreSQL at once: the second waits here, then skips.
      await tx.execute(sql`select pg_advisory_xact_lock(727001)`);
      const [already] = await tx.select().from(appliedSeeds).where(eq(appliedSeeds.name, seed.name));
      if (already) return false;
      await seed.run(tx);
      await tx.insert(appliedSeeds).values({ name: seed.name });
      return true;
    });
    if (done) applied.push(seed.name);
  }
  return applied;
}
