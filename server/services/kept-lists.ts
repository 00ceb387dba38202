import { eq } from 'drizzle-orm';
import { listVersions } from '../db/schema';
import type { Executor } from '../db/executor';

/**
 * Lists kept in memory between requests (docs/operations.md, Lists at scale). Each list has a key
 * whose version the database's triggers raise after every statement that writes its rows (migration
 * 0019_list_versions). A request reads that one number and answers from what this server kept for
 * it; only when the number moved, or the kept answer is older than MAX_AGE_MS, is the list read
 * again. Every server of a database compares against the same numbers, so none answers from before
 * a write it could see. Answers that also show other tables (a subscriber's nickname and picture)
 * follow those within MAX_AGE_MS.
 */
const MAX_ENTRIES = 2_000;
export const MAX_AGE_MS = 30_000;

interface Entry {
  version: number;
  at: number;
  value: Promise<unknown>;
}

const stores = new WeakMap<object, Map<string, Entry>>();

function storeOf(db: Executor): Map<string, Entry> {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = new Map()));
  return store;
}

/** The version of a list: 0 before its first write. */
export async function listVersion(db: Executor, key: string): Promise<number> {
  const [row] = await db.select({ version: listVersions.version }).from(listVersions).where(eq(listVersions.key, key));
  return row?.version ?? 0;
}

/**
 * What `build` answers for one view (`variant`) of a list at `version`, built once per version for
 * the requests that ask at the same time. The version must have been read before `build` runs: an
 * answer then shows at least what its number says, never less, and a newer number builds again.
 */
export function keptAnswer<T>(db: Executor, key: string, version: number, variant: string, build: () => Promise<T>, now = Date.now()): Promise<T> {
  const store = storeOf(db);
  const id = `${key}\u0000${variant}`;
  const entry = store.get(id);
  // A request that read the number before another's write does not replace the newer answer.
  if (entry && entry.version > version) return build();
  if (entry && entry.version === version && now - entry.at < MAX_AGE_MS) {
    // Most recently used last, so the oldest goes first when the store is full.
    store.delete(id);
    store.set(id, entry);
    return entry.value as Promise<T>;
  }
  const value = build();
  store.delete(id);
  store.set(id, { version, at: now, value });
  // A failed build is not kept: the next request tries again.
  value.catch(() => {
    if (store.get(id)?.value === value) store.delete(id);
  });
  if (store.size > MAX_ENTRIES) store.delete(store.keys().next().value!);
  return value;
}
