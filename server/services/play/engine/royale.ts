import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { MatchOutcome, PointsTable } from '../../../../src/contract/play';
import type { Executor } from '../../../db/executor';
import { playLobbyEntries, playMatches, playParticipants } from '../../../db/schema';
import { fail } from '../../../http/errors';
import type { TournamentRow } from '../../tournaments';
import { drawIds } from './storage';

const MAX_ELIMINATIONS = 99;

/** One participant's result in a lobby. */
export interface LobbyResult {
  participantId: number;
  placement: number;
  eliminations: number;
}

/** Validates one lobby entry (docs/product/play.md, Rules): placement 1..lobby size, eliminations 0..99. */
export function checkLobbyEntry(_event: TournamentRow, lobbySize: number, entry: { placement: number; eliminations: number }): void {
  if (!Number.isInteger(entry.placement) || entry.placement < 1 || entry.placement > lobbySize) throw fail.field('placement', 'invalid');
  if (!Number.isInteger(entry.eliminations) || entry.eliminations < 0 || entry.eliminations > MAX_ELIMINATIONS) throw fail.field('eliminations', 'invalid');
}

/** Points of one result: the table's value for the placement (0 past the list) plus eliminations × perElimination. */
export function royalePoints(table: PointsTable | null, placement: number, eliminations: number): number {
  const byPlacement = table?.placement[placement - 1] ?? 0;
  return byPlacement + eliminations * (table?.perElimination ?? 0);
}

/**
 * Splits participants (best first) into `ceil(n / lobbySize)` lobbies in snake order: 1, 2, …, L,
 * then L, …, 2, 1, so every lobby gets a fair share of the strong and the weak.
 */
export function snake<T>(ordered: readonly T[], lobbySize: number): T[][] {
  const count = Math.max(1, Math.ceil(ordered.length / Math.max(2, lobbySize)));
  const lobbies: T[][] = Array.from({ length: count }, () => []);
  ordered.forEach((item, index) => {
    const lap = Math.floor(index / count);
    const at = index % count;
    lobbies[lap % 2 === 0 ? at : count - 1 - at]!.push(item);
  });
  return lobbies;
}

async function drawLobbies(db: Executor, event: TournamentRow, roundNumber: number, ordered: number[], now: Date): Promise<number[]> {
  const lobbies = snake(ordered, event.lobbySize ?? ordered.length);
  const matchIds = await drawIds(db, lobbies.length);
  await db.insert(playMatches).values(
    lobbies.map((_, index) => ({
      id: matchIds[index]!,
      eventId: event.id,
      stage: 'LOBBY' as const,
      roundNumber,
      number: index + 1,
      status: 'READY' as const,
      readyAt: now,
    })),
  );
  await db.insert(playLobbyEntries).values(
    lobbies.flatMap((lobby, index) =>
      lobby.map((participantId) => ({
        matchId: matchIds[index]!,
        participantId,
      })),
    ),
  );
  return matchIds;
}

/** Round 1's lobbies from the seeded participants (docs/product/play.md, Rules). */
export function generateLobbies(db: Executor, event: TournamentRow, seededIds: number[], now: Date): Promise<number[]> {
  return drawLobbies(db, event, 1, seededIds, now);
}

export interface RoyaleTotals {
  participantId: number;
  seed: number;
  points: number;
  lobbyWins: number;
  eliminations: number;
  /** Best single placement; Infinity before any result. */
  bestPlacement: number;
  played: number;
}

/** Battle-royale order (docs/product/play.md, Rules): points, lobby wins, eliminations, best placement, seed. */
export const compareRoyale = (a: RoyaleTotals, b: RoyaleTotals) =>
  b.points - a.points || b.lobbyWins - a.lobbyWins || b.eliminations - a.eliminations || a.bestPlacement - b.bestPlacement || a.seed - b.seed;

/** Each seeded participant's cumulative results over the completed lobbies. */
export async function royaleTotals(db: Executor, eventId: number): Promise<RoyaleTotals[]> {
  const participants = await db
    .select({ id: playParticipants.id, seed: playParticipants.seed })
    .from(playParticipants)
    .where(and(eq(playParticipants.eventId, eventId), sql`${playParticipants.seed} is not null`));
  const totals = new Map<number, RoyaleTotals>(
    participants.map((p) => [
      p.id,
      {
        participantId: p.id,
        seed: p.seed ?? Number.MAX_SAFE_INTEGER,
        points: 0,
        lobbyWins: 0,
        eliminations: 0,
        bestPlacement: Infinity,
        played: 0,
      },
    ]),
  );
  const entries = await db
    .select({
      participantId: playLobbyEntries.participantId,
      placement: playLobbyEntries.placement,
      eliminations: playLobbyEntries.eliminations,
      points: playLobbyEntries.points,
    })
    .from(playLobbyEntries)
    .innerJoin(playMatches, eq(playMatches.id, playLobbyEntries.matchId))
    .where(and(eq(playMatches.eventId, eventId), eq(playMatches.status, 'COMPLETED')));
  for (const entry of entries) {
    const total = totals.get(entry.participantId);
    if (!total || entry.placement === null) continue;
    total.played++;
    total.points += entry.points ?? 0;
    total.eliminations += entry.eliminations ?? 0;
    if (entry.placement === 1) total.lobbyWins++;
    total.bestPlacement = Math.min(total.bestPlacement, entry.placement);
  }
  return [...totals.values()].sort(compareRoyale);
}

/**
 * Completes a lobby (docs/product/play.md, Rules): the given entries, then what each participant
 * reported, and anyone else last with 0 eliminations; points from the points table. When it was the
 * round's last lobby and rounds remain, the next round is drawn by cumulative points (snake), without
 * the disqualified. Returns the changed match ids.
 */
export async function completeLobbyMatch(db: Executor, event: TournamentRow, matchId: number, entries: LobbyResult[], outcome: MatchOutcome, now: Date): Promise<number[]> {
  const [match] = await db
    .select()
    .from(playMatches)
    .where(and(eq(playMatches.id, matchId), eq(playMatches.eventId, event.id)));
  if (!match || match.stage !== 'LOBBY') throw fail.notFound('status:match.notFound', 'matchNotFound');
  if (match.status === 'COMPLETED') throw fail.conflict('matchFinished', 'status:match.finished');
  const stored = await db.select().from(playLobbyEntries).where(eq(playLobbyEntries.matchId, matchId)).orderBy(asc(playLobbyEntries.participantId));
  const size = stored.length;
  const given = new Map(entries.map((entry) => [entry.participantId, entry]));
  for (const entry of entries) {
    if (!stored.some((row) => row.participantId === entry.participantId)) throw fail.field('placement', 'invalid');
    checkLobbyEntry(event, size, entry);
  }
  const results = stored.map((row) => {
    const entry = given.get(row.participantId);
    const placement = entry?.placement ?? row.placement ?? size;
    const eliminations = entry ? entry.eliminations : row.placement === null ? 0 : row.eliminations ?? 0;
    const reportedAt = row.reportedAt ?? (entry ? now : null);
    return sql`(${row.participantId}::int, ${placement}::int, ${eliminations}::int, ${royalePoints(event.pointsTable, placement, eliminations)}::int, ${reportedAt?.toISOString() ?? null}::timestamptz)`;
  });
  // One statement for the whole lobby (up to 100 entries).
  if (results.length > 0) {
    await db.execute(sql`
    update play_lobby_entries e set placement = v.placement, eliminations = v.eliminations, points = v.points, reported_at = v.reported_at
    from (values ${sql.join(results, sql`, `)}) as v(participant_id, placement, eliminations, points, reported_at)
    where e.match_id = ${matchId} and e.participant_id = v.participant_id`);
  }
  await db
    .update(playMatches)
    .set({
      status: 'COMPLETED',
      outcome,
      completedAt: now,
      confirmBy: null,
      version: sql`${playMatches.version} + 1`,
    })
    .where(eq(playMatches.id, matchId));

  const open = await db
    .select({ id: playMatches.id })
    .from(playMatches)
    .where(and(eq(playMatches.eventId, event.id), eq(playMatches.stage, 'LOBBY'), eq(playMatches.roundNumber, match.roundNumber), sql`${playMatches.status} <> 'COMPLETED'`));
  if (open.length > 0 || match.roundNumber >= (event.royaleRounds ?? 1)) return [matchId];
  const playing = new Set(
    (
      await db
        .select({ id: playParticipants.id })
        .from(playParticipants)
        .where(and(eq(playParticipants.eventId, event.id), isNull(playParticipants.disqualifiedAt), sql`${playParticipants.seed} is not null`))
    ).map((row) => row.id),
  );
  const order = (await royaleTotals(db, event.id)).filter((total) => playing.has(total.participantId)).map((total) => total.participantId);
  if (order.length === 0) return [matchId];
  return [matchId, ...(await drawLobbies(db, event, match.roundNumber + 1, order, now))];
}

/** The entries of the given lobbies, for reading. */
export async function lobbyEntries(db: Executor, matchIds: number[]) {
  if (matchIds.length === 0) return [];
  return db.select().from(playLobbyEntries).where(inArray(playLobbyEntries.matchId, matchIds));
}
