import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playLobbyEntries, playMatches } from '../../server/db/schema';
import { ApiError } from '../../server/http/errors';
import { completeLobby, computeStandings, isFinished, lockEvent, readBracket } from '../../server/services/play/engine';
import { snake } from '../../server/services/play/engine/royale';
import type { TournamentRow } from '../../server/services/tournaments';
import { createPlayEvent, fileDatabase, matchesOf, seedsOf, start } from './support/play-engine';

const database = fileDatabase();

type Entry = { participantId: number; placement: number; eliminations: number };

function finish(event: TournamentRow, matchId: number, entries: Entry[]) {
  return database().transaction(async (tx) => completeLobby(tx, await lockEvent(tx, event.id), matchId, entries, 'CONFIRMED', new Date()));
}

async function lobbies(event: TournamentRow, round: number) {
  const matches = (await matchesOf(database(), event.id)).filter((m) => m.roundNumber === round);
  const seeds = await seedsOf(database(), event.id);
  const out: Array<{ id: number; seeds: number[]; byId: Map<number, number> }> = [];
  for (const m of matches) {
    const entries = await database().select().from(playLobbyEntries).where(eq(playLobbyEntries.matchId, m.id));
    const bySeed = new Map(entries.map((e) => [seeds.get(e.participantId)!, e.participantId]));
    out.push({
      id: m.id,
      seeds: [...bySeed.keys()].sort((a, b) => a - b),
      byId: bySeed,
    });
  }
  return out;
}

describe('battle royale', () => {
  it('splits participants into lobbies in snake order by seed', async () => {
    expect(snake([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 4)).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4, 9, 10],
    ]);
    expect(snake([1, 2, 3], 100)).toEqual([[1, 2, 3]]);
    const { event, participantIds } = await createPlayEvent(database(), 10, {
      format: 'BATTLE_ROYALE',
      lobbySize: 4,
      royaleRounds: 1,
      pointsTable: { placement: [10, 6, 3], perElimination: 1 },
    });
    await start(database(), event, participantIds);
    const round = await lobbies(event, 1);
    expect(round.map((l) => l.seeds)).toEqual([
      [1, 6, 7],
      [2, 5, 8],
      [3, 4, 9, 10],
    ]);
    const matches = await matchesOf(database(), event.id);
    expect(matches.every((m) => m.stage === 'LOBBY' && m.status === 'READY' && m.readyAt !== null)).toBe(true);
  });

  it('scores lobbies from the points table, draws the next round by cumulative points and ranks with the tiebreak', async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 4, {
      format: 'BATTLE_ROYALE',
      lobbySize: 2,
      royaleRounds: 2,
      pointsTable: { placement: [5], perElimination: 1 },
    });
    await start(db, event, participantIds);
    const [l1, l2] = await lobbies(event, 1);
    expect([l1!.seeds, l2!.seeds]).toEqual([
      [1, 4],
      [2, 3],
    ]);
    const p = (lobby: typeof l1, seed: number) => lobby!.byId.get(seed)!;
    const s = (seed: number) => participantIds[seed - 1]!;

    // Round 1: seed 4 wins lobby 1 (5 points), seed 1 is second with 5 eliminations (5 points);
    // seed 2 wins lobby 2 (5), seed 3 second with 2 eliminations (2).
    expect(
      await finish(event, l1!.id, [
        { participantId: p(l1, 4), placement: 1, eliminations: 0 },
        { participantId: p(l1, 1), placement: 2, eliminations: 5 },
      ]),
    ).toEqual([l1!.id]);
    expect(await lobbies(event, 2)).toEqual([]);
    // A participant of another lobby, and a second result, are refused.
    await expect(finish(event, l2!.id, [{ participantId: p(l1, 1), placement: 1, eliminations: 0 }])).rejects.toThrow(ApiError);
    await expect(finish(event, l1!.id, [])).rejects.toThrow('status:match.finished');
    const changed = await finish(event, l2!.id, [
      { participantId: p(l2, 2), placement: 1, eliminations: 0 },
      { participantId: p(l2, 3), placement: 2, eliminations: 2 },
    ]);
    expect(changed).toHaveLength(3);
    const [entry] = await db
      .select()
      .from(playLobbyEntries)
      .where(and(eq(playLobbyEntries.matchId, l1!.id), eq(playLobbyEntries.participantId, s(1))));
    expect(entry).toMatchObject({ placement: 2, eliminations: 5, points: 5 });

    // Tied on 5 points: seeds 2 and 4 won a lobby (seed 2 first by seed), then seed 1; seed 3 last.
    const [r1, r2] = await lobbies(event, 2);
    expect([r1!.seeds, r2!.seeds]).toEqual([
      [2, 3],
      [1, 4],
    ]);
    expect(await isFinished(db, event)).toBe(false);

    // Round 2: seed 3 wins alone (seed 2 never reported: last, 0 eliminations); seed 1 wins the other.
    await finish(event, r1!.id, [{ participantId: s(3), placement: 1, eliminations: 0 }]);
    expect(await finish(event, r2!.id, [{ participantId: s(1), placement: 1, eliminations: 0 }])).toEqual([r2!.id]);
    expect(await isFinished(db, event)).toBe(true);
    expect((await matchesOf(db, event.id)).filter((m) => m.roundNumber === 3)).toEqual([]);

    const standings = await computeStandings(db, event, new Set([s(2)]));
    expect(standings.tiebreak).toBe('play:tiebreak.royale');
    // Seed 1: 10 points; seed 3: 7; seeds 2 and 4: 5 each, one lobby win, no eliminations, best 1st: by seed.
    expect(standings.rows.map((r) => [r.rank, participantIds.indexOf(r.participantId) + 1, r.points, r.wins, r.difference])).toEqual([
      [1, 1, 10, 1, 5],
      [2, 3, 7, 1, 2],
      [3, 2, 5, 1, 0],
      [4, 4, 5, 1, 0],
    ]);
    expect(standings.rows[2]!.mine).toBe(true);

    const bracket = await readBracket(db, event, new Set([s(2)]));
    expect(bracket.kind).toBe('ROYALE');
    if (bracket.kind !== 'ROYALE') return;
    expect(bracket.rounds.map((r) => r.lobbies.length)).toEqual([2, 2]);
    const lobby = bracket.rounds[1]!.lobbies[0]!;
    expect(lobby).toMatchObject({ status: 'COMPLETED', mine: true });
    expect(lobby.entries.map((e) => [e.name, e.placement, e.eliminations, e.points, e.mine])).toEqual([
      ['Jogador 3', 1, 0, 5, false],
      ['Jogador 2', 2, 0, 0, true],
    ]);
    const [row] = await db.select().from(playMatches).where(eq(playMatches.id, lobby.id));
    expect(row).toMatchObject({ status: 'COMPLETED', outcome: 'CONFIRMED' });
  });
});
