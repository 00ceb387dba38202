import { and, asc, eq, sql } from 'drizzle-orm';
import type { DataTypes, Id, OmitId, Table } from 'brackets-model';
import type { Executor } from '../server/db/executor';
import { bracketRecords } from '../server/db/schema';
import { copy, drawIds, type BracketStore } from '../server/services/play/engine/storage';

type Filter = Record<string, unknown>;

/**
 * The direct storage adapter of brackets-manager, measured against the engine's unit of work
 * (docs/decisions.md, "The bracket engine's storage"): every call of brackets-manager is one query
 * on `bracket_records` (filters by jsonb containment). Only the engine bench uses it.
 */
export class DirectStore implements BracketStore {
  queries = 0;
  written = 0;
  private readonly touched = new Map<Table, Set<number>>();

  constructor(
    private readonly db: Executor,
    private readonly eventId: number,
  ) {}

  private touch(table: Table, ids: number[]): void {
    this.written += ids.length;
    let set = this.touched.get(table);
    if (!set) this.touched.set(table, (set = new Set()));
    for (const id of ids) set.add(id);
  }

  private scope(table: Table) {
    return and(eq(bracketRecords.eventId, this.eventId), eq(bracketRecords.table, table));
  }

  private filtered(table: Table, filter: Filter) {
    return and(this.scope(table), sql`${bracketRecords.data} @> ${JSON.stringify(filter)}::jsonb`);
  }

  /** Adds records with ids chosen by the caller. */
  async put<T extends Table>(table: T, values: DataTypes[T][]): Promise<void> {
    if (values.length === 0) return;
    await this.db.insert(bracketRecords).values(
      values.map((value) => ({
        eventId: this.eventId,
        table,
        id: Number(value.id),
        data: copy(value) as unknown as Record<string, unknown>,
      })),
    );
    this.queries++;
    this.touch(
      table,
      values.map((value) => Number(value.id)),
    );
  }

  insert<T extends Table>(table: T, value: OmitId<DataTypes[T]>): Promise<Id>;
  insert<T extends Table>(table: T, values: OmitId<DataTypes[T]>[]): Promise<boolean>;
  async insert<T extends Table>(table: T, value: OmitId<DataTypes[T]> | OmitId<DataTypes[T]>[]): Promise<Id | boolean> {
    const values = Array.isArray(value) ? value : [value];
    if (values.length === 0) return Array.isArray(value) ? true : -1;
    const ids = await drawIds(this.db, values.length);
    this.queries++;
    await this.db.insert(bracketRecords).values(
      values.map((item, i) => ({
        eventId: this.eventId,
        table,
        id: ids[i]!,
        data: { ...copy(item), id: ids[i]! },
      })),
    );
    this.queries++;
    this.touch(table, ids);
    return Array.isArray(value) ? true : ids[0]!;
  }

  select<T extends Table>(table: T): Promise<Array<DataTypes[T]> | null>;
  select<T extends Table>(table: T, id: Id): Promise<DataTypes[T] | null>;
  select<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<Array<DataTypes[T]> | null>;
  async select<T extends Table>(table: T, arg?: Id | Partial<DataTypes[T]>): Promise<DataTypes[T] | Array<DataTypes[T]> | null> {
    this.queries++;
    if (arg !== undefined && typeof arg !== 'object') {
      const [row] = await this.db
        .select({ data: bracketRecords.data })
        .from(bracketRecords)
        .where(and(this.scope(table), eq(bracketRecords.id, Number(arg))));
      return row ? (row.data as unknown as DataTypes[T]) : null;
    }
    const where = arg === undefined ? this.scope(table) : this.filtered(table, arg as Filter);
    const rows = await this.db.select({ data: bracketRecords.data }).from(bracketRecords).where(where).orderBy(asc(bracketRecords.id));
    return rows.map((row) => row.data as unknown as DataTypes[T]);
  }

  update<T extends Table>(table: T, id: Id, value: DataTypes[T]): Promise<boolean>;
  update<T extends Table>(table: T, filter: Partial<DataTypes[T]>, value: Partial<DataTypes[T]>): Promise<boolean>;
  async update<T extends Table>(table: T, arg: Id | Partial<DataTypes[T]>, value: DataTypes[T] | Partial<DataTypes[T]>): Promise<boolean> {
    this.queries++;
    if (typeof arg !== 'object') {
      const id = Number(arg);
      const done = await this.db
        .update(bracketRecords)
        .set({ data: { ...(copy(value) as Record<string, unknown>), id } })
        .where(and(this.scope(table), eq(bracketRecords.id, id)))
        .returning({ id: bracketRecords.id });
      this.touch(
        table,
        done.map((row) => row.id),
      );
      return done.length > 0;
    }
    const done = await this.db
      .update(bracketRecords)
      .set({
        data: sql`${bracketRecords.data} || ${JSON.stringify(value)}::jsonb`,
      })
      .where(this.filtered(table, arg as Filter))
      .returning({ id: bracketRecords.id });
    this.touch(
      table,
      done.map((row) => row.id),
    );
    return true;
  }

  delete<T extends Table>(table: T): Promise<boolean>;
  delete<T extends Table>(table: T, filter: Partial<DataTypes[T]>): Promise<boolean>;
  async delete<T extends Table>(table: T, filter?: Partial<DataTypes[T]>): Promise<boolean> {
    this.queries++;
    await this.db.delete(bracketRecords).where(filter ? this.filtered(table, filter as Filter) : this.scope(table));
    return true;
  }

  changed(table: Table): number[] {
    return [...(this.touched.get(table) ?? [])];
  }

  async flush(): Promise<void> {}
}
