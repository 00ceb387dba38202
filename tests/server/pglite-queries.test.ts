import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, interval, numeric, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forDrizzle } from '../../server/db/pglite-queries';

/** One row of every type drizzle reads as text, alone and in arrays (server/db/pglite-queries.ts). */
const samples = pgTable('samples', {
  id: serial('id').primaryKey(),
  at: timestamp('at'),
  atZoned: timestamp('at_zoned', { withTimezone: true }),
  atZonedText: timestamp('at_zoned_text', { withTimezone: true, mode: 'string' }),
  lasted: interval('lasted'),
  on: date('on'),
  onDate: date('on_date', { mode: 'date' }),
  points: numeric('points').array(),
  ats: timestamp('ats').array(),
  atsZoned: timestamp('ats_zoned', { withTimezone: true }).array(),
  lasteds: interval('lasteds').array(),
  ons: date('ons').array(),
});

const schema = `
create table samples (
  id serial primary key, at timestamp, at_zoned timestamptz, at_zoned_text timestamptz, lasted interval, "on" date, on_date date,
  points numeric[], ats timestamp[], ats_zoned timestamptz[], lasteds interval[], ons date[]);
insert into samples (at, at_zoned, at_zoned_text, lasted, "on", on_date, points, ats, ats_zoned, lasteds, ons) values
  ('2026-03-01 10:20:30.456', '2026-03-01 10:20:30.456-03', '2026-03-01 10:20:30-03', '1 day 02:03:04', '2026-03-01', '2010-12-31',
   '{1.50,2.25}', '{"2026-03-01 10:00:00","2026-03-02 11:00:00"}', '{"2026-03-01 10:00:00-03"}', '{"01:00:00","2 days"}', '{2026-03-01,2026-12-25}'),
  (null, null, null, null, null, null, null, null, null, null, null);`;

let plain: PGlite;
let leanOne: PGlite;

beforeAll(async () => {
  [plain, leanOne] = await Promise.all([PGlite.create(), PGlite.create()]);
  await Promise.all([plain.exec(schema), leanOne.exec(schema)]);
});

afterAll(async () => {
  await Promise.all([plain.close(), leanOne.close()]);
});

describe('the embedded database given to drizzle', () => {
  it('reads every date, time, interval and array type as drizzle does with its own parsers', async () => {
    const expected = await drizzle({ client: plain }).select().from(samples).orderBy(samples.id);
    const lean = drizzle({ client: forDrizzle(leanOne) });
    const read = await lean.select().from(samples).orderBy(samples.id);
    expect(read).toEqual(expected);
    // The values are drizzle's: a Date where the column says so, PostgreSQL's text elsewhere.
    expect(read[0]!.at).toBeInstanceOf(Date);
    expect(read[0]!.on).toBe('2026-03-01');
    expect(read[0]!.ons).toEqual(['2026-03-01', '2026-12-25']);
    expect(read[0]!.points).toEqual(['1.50', '2.25']);
    expect(read[1]!.at).toBeNull();
  });

  it('reads the same in raw statements and inside transactions', async () => {
    const query = sql`select at, "on", lasted, ons, now() - at as since from samples order by id`;
    const expected = (await drizzle({ client: plain }).execute(query)).rows.map(({ since: _since, ...row }) => row);
    const lean = drizzle({ client: forDrizzle(leanOne) });
    const raw = (await lean.execute(query)).rows.map(({ since: _since, ...row }) => row);
    expect(raw).toEqual(expected);
    // Inside a transaction (its queries are the transaction's own object's): the row written there, then rolled back.
    let seen: Array<{ on: string | null }> = [];
    const rolledBack = await lean
      .transaction(async (tx) => {
        await tx.insert(samples).values({ on: '2027-01-02' });
        seen = await tx.select({ on: samples.on }).from(samples).orderBy(samples.id);
        tx.rollback();
      })
      .then(() => false, () => true);
    expect(rolledBack).toBe(true);
    expect(seen).toEqual([{ on: '2026-03-01' }, { on: null }, { on: '2027-01-02' }]);
    expect(await lean.select({ on: samples.on }).from(samples).orderBy(samples.id)).toEqual([{ on: '2026-03-01' }, { on: null }]);
  });

  it('keeps a query’s own parsers when they are not drizzle’s', async () => {
    const client = forDrizzle(leanOne);
    const result = await client.query<{ on: string }>('select "on" from samples where id = 1', [], { parsers: { 1082: (value: string) => `dia ${value}` } });
    expect(result.rows[0]!.on).toBe('dia 2026-03-01');
    // The plain database, outside drizzle, parses as PGlite always did.
    const own = await plain.query<{ at: unknown }>('select at from samples where id = 1');
    expect(own.rows[0]!.at).toBeInstanceOf(Date);
  });

  it('leaves the rest of the database as it is', async () => {
    const client = forDrizzle(leanOne);
    expect(client.closed).toBe(false);
    let heard: (payload: string) => void = () => undefined;
    const payload = new Promise<string>((resolve) => (heard = resolve));
    const stop = await client.listen('samples_changed', (text) => heard(text));
    await client.query(`notify samples_changed, 'oi'`);
    await expect(payload).resolves.toBe('oi');
    await stop();
  });
});
