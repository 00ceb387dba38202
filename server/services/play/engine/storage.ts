import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { CrudInterface, DataTypes, Id, OmitId, Table } from 'brackets-model';
import type { Executor } from '../../../db/executor';
import { bracketRecords } from '../../../db/schema';

/**
 * Where the bracket engine (brackets-manager) keeps its records: the `bracket_records` table, one row
 * per record, scoped to one event, ids from the shared `play_ids` sequence so a match's id is the same
 * as its `play_matches` row (docs/decisions.md, "The bracket engine's storage").
 */
export interface BracketStore extends CrudInterface {
  /** Ids of the records of `table` inserted or changed and not yet flushed. */
  changed(table: Table): number[];
  /** Adds records with ids chosen by the caller (participants keep their play_participants id). */
  put<T extends Table>(table: T, values: DataTypes[T][]): void | Promise<void>;
  /** Writes what changed; a no-op for a store that writes as it goes. */
  flush(): Promise<void>;
  /** Queries run and records written so far (for the measurements in docs/decisions.md). */
  readonly queries: number;
  readonly written: number;
}

type Row = Record<string, unknown> & { id: number };
type Filter = Record<string, unknown>;

const TABLES: readonly Table[] = ['participant', 'stage', 'group', 'round', 'match', 'match_game'];

function matches(row: Row, filter: Filter): boolean {
  for (const [key, value] of Object.entries(filter)) if (row[key] !== value) return false;
  return true;
}

/** A JSON round trip: what a jsonb column gives back (undefined fields dropped), and a private copy. */
export const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** JSON with keys in one order, as jsonb reorders them: equal records give equal texts. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );

/** The rows of a raw query, whichever driver runs it. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Draws `count` ids from the shared sequence in one query. */
export async function drawIds(db: Executor, count: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`select nextval('play_ids')::int as id from generate_series(1, ${count})`);
  return rows.map((row) => Number(row.id));
}

/**
 * The unit of work: the event's records are read once (in one query; participants only when asked),
 * brackets-manager works on them in memory, and `flush` writes back only the rows that were inserted
 * or whose data changed (one upsert, one delete per table at most). Callers hold the event's lock, so
 * nothing else writes these rows meanwhile.
 */
export class UnitOfWorkStore implements BracketStore {
  queries = 0;
  written = 0;
  private readonly rows = new Map<Table, Map<number, Row>>();
  /** Each row as read or last written (never mutated: changes replace rows), to tell which rows really changed. */
  private readonly original = new Map<string, Row>();
  private readonly removed = new Map<Table, Set<number>>();
  private readonly touched = new Map<Table, Set<number>>();
  private idPool: number[] = [];

  private constructor(
    private readonly db: Executor,
    private readonly eventId: number,
  ) {
    for (const table of TABLES) this.rows.set(table, new Map());
  }

  /** Opens the event's records; `participants` also loads the participant table (only reads of final standings need it). */
  static async open(db: Executor, eventId: number, participants = false): Promise<UnitOfWorkStore> {
    const store = new UnitOfWorkStore(db, eventId);
    const where = participants ? eq(bracketRecords.eventId, eventId) : and(eq(bracketRecords.eventId, eventId), ne(bracketRecords.table, 'participant'));
    const loaded = await db.select().from(bracketRecords).where(where).orderBy(asc(bracketRecords.id));
    store.queries++;
    for (const record of loaded) {
      const data = { ...record.data, id: record.id } as Row;
      store.rows.get(record.table as Table)?.set(record.id, data);
      store.original.set(`${record.table}:${record.id}`, data);
    }
    return store;
  }

  /** Reserves ids ahead of a batch of inserts, so a bracket's creation draws them in one query. */
  async reserve(count: number): Promise<void> {
    if (count <= this.idPool.length) return;
    this.idPool.push(...(await drawIds(this.db, count - this.idPool.length)));
    this.queries++;
  }

  private async nextId(): Promise<number> {
    if (this.idPool.length === 0) await this.reserve(32);
    return this.idPool.shift()!;
  }

  private table(table: Table): Map<number, Row> {
    return this.rows.get(table)!;
  }

  private touch(table: Table, id: number): void {
    let set = this.touched.get(table);
    if (!set) this.touched.set(table, (set = new Set()));
    set.add(id);
  }

  /** Adds records with ids chosen by the caller (participants use their play_participants id). */
  put<T extends Table>(table: T, values: DataTypes[T][]): void {
    for (const value of values) {
      const row = copy(value) as unknown as Row;
      this.table(table).set(Number(row.id), row);
      this.touch(table, Number(row.id));
    }
  }

  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>;
  insert<T extends Table>(table: T, values: OmitId<DataTypes[T]>[]): Promise<boolean>;
  async insert<T extends Table>(table: T, value: OmitId<DataTypes[T]> | OmitId<DataTypes[T]>[]): Promise<Id | boolean> {
    const values = Array.isArray(value) ? value : [value];
    await this.reserve(values.length);
    let last = -1;
    for (const item of values) {
      last = await this.nextId();
      const row = { ...copy(item), id: last } as Row;
      this.table(table).set(last, row);
      this.touch(table, last);
    }
    return Array.isArray(value) ? true : last;
  }

  select<T extends Table>(table: T): Promise<Array<DataTypes[T]> | null>;
  select<T extends Table>(table: T, id: Id): Promise<DataTypes[T] | null>;
  select<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<Array<DataTypes[T]> | null>;
  async select<T extends Table>(table: T, arg?: Id | Partial<DataTypes[T]>): Promise<DataTypes[T] | Array<DataTypes[T]> | null> {
    const rows = this.table(table);
    if (arg === undefined) return [...rows.values()].map((row) => copy(row) as unknown as DataTypes[T]);
    if (typeof arg !== 'object') {
      const row = rows.get(Number(arg));
      return row ? (copy(row) as unknown as DataTypes[T]) : null;
    }
    const out: Array<DataTypes[T]> = [];
    for (const row of rows.values()) if (matches(row, arg as Filter)) out.push(copy(row) as unknown as DataTypes[T]);
    return out;
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>;
  update<T extends Table>(table: T, filter: Partial<DataTypes[T]>, value: Partial<DataTypes[T]>): Promise<boolean>;
  async update<T extends Table>(table: T, arg: Id | Partial<DataTypes[T]>, value: DataTypes[T] | Partial<DataTypes[T]>): Promise<boolean> {
    const rows = this.table(table);
    if (typeof arg !== 'object') {
      const id = Number(arg);
      if (!rows.has(id)) return false;
      rows.set(id, { ...copy(value), id } as Row);
      this.touch(table, id);
      return true;
    }
    for (const [id, row] of rows) {
      if (!matches(row, arg as Filter)) continue;
      rows.set(id, { ...row, ...copy(value), id } as Row);
      this.touch(table, id);
    }
    return true;
  }

  delete<T extends Table>(table: T): Promise<boolean>;
  delete<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<boolean>;
  async delete<T extends Table>(table: T, filter?: Partial<DataTypes[T]>): Promise<boolean> {
    const rows = this.table(table);
    let set = this.removed.get(table);
    if (!set) this.removed.set(table, (set = new Set()));
    for (const [id, row] of rows) {
      if (filter && !matches(row, filter as Filter)) continue;
      rows.delete(id);
      set.add(id);
    }
    return true;
  }

  changed(table: Table): number[] {
    const out: number[] = [];
    for (const id of this.touched.get(table) ?? []) {
      const row = this.table(table).get(id);
      const before = this.original.get(`${table}:${id}`);
      if (row && (before === undefined || (row !== before && canonical(row) !== canonical(before)))) out.push(id);
    }
    return out;
  }

  async flush(): Promise<void> {
    const upserts: Array<typeof bracketRecords.$inferInsert> = [];
    for (const table of TABLES) {
      for (const id of this.changed(table)) {
        const row = this.table(table).get(id)!;
        upserts.push({ eventId: this.eventId, table, id, data: row });
        this.written++;
        this.original.set(`${table}:${id}`, row);
      }
      this.touched.delete(table);
      const gone = [...(this.removed.get(table) ?? [])].filter((id) => !this.table(table).has(id));
      if (gone.length > 0) {
        await this.db.delete(bracketRecords).where(and(eq(bracketRecords.eventId, this.eventId), eq(bracketRecords.table, table), inArray(bracketRecords.id, gone)));
        this.queries++;
      }
      this.removed.delete(table);
    }
    // A few hundred rows per statement keeps each under the driver's parameter limit.
    for (let start = 0; start < upserts.length; start += 500) {
      await this.db
        .insert(bracketRecords)
        .values(upserts.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [bracketRecords.table, bracketRecords.id],
          set: { data: sql`excluded.data` },
        });
      this.queries++;
    }
  }
}
