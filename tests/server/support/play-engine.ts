import { randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../../server/db/client';
import { playMatches, playParticipants, tournaments } from '../../../server/db/schema';
import { afterAll, beforeAll } from 'vitest';
import { completeDuel, generate, lockEvent, readBracket, seedParticipants } from '../../../server/services/play/engine';
import type { TournamentRow } from '../../../server/services/tournaments';
import { testDatabase } from './harness';

/** A database for the test file, opened before its tests and closed after them; call the answer inside a test. */
export function fileDatabase(): () => Database {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await testDatabase();
  }, 120_000);
  afterAll(async () => {
    await handle?.close();
  });
  return () => handle!.db;
}

/** The rounds of a duel bracket (fails the test on any other kind). */
export async function duelRounds(db: Database, event: TournamentRow, viewer: ReadonlySet<number> = new Set()) {
  const bracket = await readBracket(db, event, viewer);
  if (bracket.kind !== 'DUEL') throw new Error(`expected a duel bracket, got ${bracket.kind}`);
  return bracket.rounds;
}

export type EventSettings = Partial<Pick<TournamentRow, 'format' | 'bestOf' | 'thirdPlaceMatch' | 'seeding' | 'randomSeed' | 'pointsTable' | 'lobbySize' | 'royaleRounds' | 'modeQuantity'>>;

/** `count` new users, in one statement; answers their ids in order. */
export async function createUsers(db: Database, count: number): Promise<number[]> {
  const tag = randomBytes(4).toString('hex');
  const result = await db.execute(sql`
    insert into users (user_name, email, password_hash, email_verified, first_name, last_name, role, play_id, accept_use_terms)
    select 'p' || ${tag} || n, 'p' || ${tag} || n || '@example.com', 'x', true, 'Jogador', 'N' || n, 'STUDENT', 'P' || ${tag} || n || '#1' || lpad(n::text, 3, '0'), true
    from generate_series(1, ${count}) as n order by n returning id`);
  return (result as unknown as { rows: Array<{ id: number }> }).rows.map((row) => Number(row.id));
}

/** A RUNNING-to-be event with `count` solo participants in subscription order (names "Jogador 1"…). */
export async function createPlayEvent(db: Database, count: number, settings: EventSettings = {}): Promise<{ event: TournamentRow; participantIds: number[] }> {
  const now = Date.now();
  const [event] = await db
    .insert(tournaments)
    .values({
      name: `Play ${randomBytes(3).toString('hex')}`,
      status: 'CHECK_IN',
      game: 'ROCKET_LEAGUE',
      mode: 'SOLO',
      modeQuantity: 1,
      startDate: new Date(now + 3600_000),
      subscriptionsStart: new Date(now - 86_400_000),
      subscriptionsEnd: new Date(now - 3600_000),
      ...settings,
    })
    .returning();
  const userIds = await createUsers(db, count);
  const rows = userIds.length
    ? await db
        .insert(playParticipants)
        .values(
          userIds.map((userId, index) => ({
            eventId: event!.id,
            userId,
            name: `Jogador ${index + 1}`,
            position: index + 1,
            checkedInAt: new Date(),
          })),
        )
        .returning({ id: playParticipants.id })
    : [];
  return { event: event!, participantIds: rows.map((row) => row.id) };
}

/** Seeds and generates the event in one transaction, as the organiser's start does. */
export async function start(db: Database, event: TournamentRow, participantIds: number[], now = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    const locked = await lockEvent(tx, event.id);
    const seeded = await seedParticipants(tx, locked, participantIds);
    await generate(tx, locked, seeded, now);
    return seeded;
  });
}

export async function matchesOf(db: Database, eventId: number) {
  return db.select().from(playMatches).where(eq(playMatches.eventId, eventId)).orderBy(asc(playMatches.stage), asc(playMatches.roundNumber), asc(playMatches.number));
}

export async function seedsOf(db: Database, eventId: number): Promise<Map<number, number>> {
  const rows = await db.select({ id: playParticipants.id, seed: playParticipants.seed }).from(playParticipants).where(eq(playParticipants.eventId, eventId));
  return new Map(rows.map((row) => [row.id, row.seed ?? 0]));
}

/** One duel result in its own transaction behind the event's lock. */
export function report(db: Database, eventId: number, matchId: number, scores: Array<[number, number]>) {
  return db.transaction(async (tx) => completeDuel(tx, await lockEvent(tx, eventId), matchId, { games: scores.map((s) => ({ scores: s })), outcome: 'CONFIRMED' }, new Date()));
}

/**
 * Plays every READY match until none is left; `winnerOf` picks the winning side (0 or 1) of each.
 * Answers how many matches were played.
 */
export async function playAll(db: Database, event: TournamentRow, winnerOf: (side1: number, side2: number, stage: string, round: number) => 0 | 1): Promise<number> {
  let played = 0;
  for (;;) {
    const ready = await db
      .select()
      .from(playMatches)
      .where(and(eq(playMatches.eventId, event.id), eq(playMatches.status, 'READY')))
      .orderBy(asc(playMatches.id));
    if (ready.length === 0) return played;
    for (const match of ready) {
      const side = winnerOf(match.side1!, match.side2!, match.stage, match.roundNumber);
      await report(db, event.id, match.id, [side === 0 ? [3, 1] : [1, 3]]);
      played++;
    }
  }
}
