import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle reads as PostgreSQL's text (drizzle-orm/pglite's session): dates, times and
 * intervals, and arrays of numbers, times and dates. Drizzle turns them into its own values.
 */
const TEXT_TYPES = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182] as const;
const asText = (value: string) => value;

/** What drizzle calls on the client it is given, and on a transaction's. */
interface Queries {
  query: PGlite['query'];
  transaction?: PGlite['transaction'];
}

/** Whether a query's own parsers are drizzle's: the same types, each read as text. */
function drizzleParsers(options: QueryOptions | undefined): boolean {
  const keys = Object.keys(options?.parsers ?? {});
  return keys.length === TEXT_TYPES.length && TEXT_TYPES.every((oid) => keys.includes(String(oid)));
}

/**
 * The embedded database for drizzle, without the cost drizzle's type parsers put on each query.
 * Drizzle sends the same nine parsers with every query; PGlite then copies its whole table of
 * parsers (several hundred, one per type and array type) into a new one for that query alone,
 * about a third of what a one-row read costs, and the reads are most of a kept list's request
 * (docs/operations.md, Lists at scale). The database's own table gets those nine once, and a
 * query that brings exactly them goes without, read the same way. A query bringing others keeps
 * them. tests/server/pglite-queries.test.ts reads every such type both ways.
 */
export function forDrizzle(client: PGlite): PGlite {
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  return lean(client);
}

/** `target` with `query` (and `transaction`, whose queries are lean too) as above; anything else is the target's own. */
function lean<T extends Queries>(target: T): T {
  const query: Queries['query'] = (text, params, options) => target.query(text, params, drizzleParsers(options) ? { ...options, parsers: undefined } : options);
  const transaction: Queries['transaction'] = target.transaction && ((callback) => target.transaction!((tx: Transaction) => callback(lean(tx))));
  return new Proxy(target, {
    get(object, property) {
      if (property === 'query') return query;
      if (property === 'transaction' && transaction) return transaction;
      const value: unknown = Reflect.get(object, property, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}
