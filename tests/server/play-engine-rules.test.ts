import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playMatches, playParticipants, rewardActivities, teamMembers, teams } from '../../server/db/schema';
import { ApiError } from '../../server/http/errors';
import { checkGames, checkLobbyEntry, completeDisqualified, completeDuel, isFinished, lockEvent, seedParticipants } from '../../server/services/play/engine';
import { shuffle } from '../../server/services/play/engine/seeding';
import { createPlayEvent, fileDatabase, createUsers, matchesOf, report, start } from './support/play-engine';

const database = fileDatabase();

/** The messageKeys an ApiError carries, or the error itself when it is something else. */
function keysOf(run: () => unknown): string[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.entries.map((entry) => entry.messageKey);
    throw error;
  }
  return [];
}

async function refusal(promise: Promise<unknown>): Promise<string[]> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error.entries.map((entry) => entry.messageKey);
    throw error;
  }
  return [];
}

const games = (...scores: Array<[number, number]>) => scores.map((s) => ({ scores: s }));

describe('best of N', () => {
  it('accepts a result a side won on the majority of games', () => {
    expect(checkGames(1, games([3, 1]))).toEqual({
      score1: 1,
      score2: 0,
      winnerSide: 0,
    });
    expect(checkGames(3, games([3, 1], [0, 2], [1, 4]))).toEqual({
      score1: 1,
      score2: 2,
      winnerSide: 1,
    });
    expect(checkGames(5, games([3, 1], [2, 0], [5, 0]))).toEqual({
      score1: 3,
      score2: 0,
      winnerSide: 0,
    });
    expect(checkGames(3, games([0, 99], [99, 98], [0, 1]))).toMatchObject({
      winnerSide: 1,
    });
  });

  it.each([
    [1, [], 'validation:games.required'],
    [1, null, 'validation:games.required'],
    [1, games([1, 0], [0, 1]), 'validation:games.tooMany'],
    [3, games([1, 0], [0, 1], [1, 0], [1, 0]), 'validation:games.tooMany'],
    [3, games([2, 2]), 'validation:games.tie'],
    [3, games([2, 1]), 'validation:games.bestOf'],
    [3, games([2, 1], [2, 1], [0, 1]), 'validation:games.bestOf'],
    [5, games([2, 1], [2, 1], [1, 2], [1, 2]), 'validation:games.bestOf'],
    [1, [{ scores: [1] }], 'validation:games.invalid'],
    [1, [{}], 'validation:games.invalid'],
    [1, games([1.5, 0]), 'validation:scores.invalid'],
    [1, [{ scores: ['3', 1] }], 'validation:scores.invalid'],
    [1, games([-1, 0]), 'validation:scores.negative'],
    [1, games([100, 0]), 'validation:scores.tooHigh'],
  ])('best of %i refuses %j with %s', (bestOf, input, key) => {
    expect(keysOf(() => checkGames(bestOf, input))).toEqual([key]);
  });

  it('checks lobby entries: placement 1 to the lobby size, eliminations 0 to 99', async () => {
    const { event } = await createPlayEvent(database(), 0, {
      format: 'BATTLE_ROYALE',
    });
    expect(keysOf(() => checkLobbyEntry(event, 10, { placement: 10, eliminations: 99 }))).toEqual([]);
    expect(keysOf(() => checkLobbyEntry(event, 10, { placement: 11, eliminations: 0 }))).toEqual(['validation:placement.invalid']);
    expect(keysOf(() => checkLobbyEntry(event, 10, { placement: 0, eliminations: 0 }))).toEqual(['validation:placement.invalid']);
    expect(keysOf(() => checkLobbyEntry(event, 10, { placement: 1.5, eliminations: 0 }))).toEqual(['validation:placement.invalid']);
    expect(keysOf(() => checkLobbyEntry(event, 10, { placement: 1, eliminations: -1 }))).toEqual(['validation:eliminations.invalid']);
    expect(keysOf(() => checkLobbyEntry(event, 10, { placement: 1, eliminations: 100 }))).toEqual(['validation:eliminations.invalid']);
  });

  it('a best-of-3 match takes its games, scores and winner; a finished or unready match refuses a result', async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 4, {
      bestOf: 3,
    });
    await start(db, event, participantIds);
    const [first, , final] = (await matchesOf(db, event.id)).filter((m) => m.stage === 'WINNERS');
    expect(await refusal(report(db, event.id, final!.id, [[2, 0]]))).toEqual(['status:match.notReady']);
    expect(await refusal(report(db, event.id, first!.id, [[2, 0]]))).toEqual(['validation:games.bestOf']);
    const changed = await report(db, event.id, first!.id, [
      [2, 0],
      [1, 3],
      [0, 5],
    ]);
    expect(changed).toEqual([first!.id, final!.id]);
    const [done] = await db.select().from(playMatches).where(eq(playMatches.id, first!.id));
    expect(done).toMatchObject({
      status: 'COMPLETED',
      outcome: 'CONFIRMED',
      score1: 1,
      score2: 2,
      winner: first!.side2,
      version: 1,
    });
    expect(done!.games).toHaveLength(3);
    expect(await refusal(report(db, event.id, first!.id, [[2, 0]]))).toEqual(['status:match.finished']);
    const [next] = await db.select().from(playMatches).where(eq(playMatches.id, final!.id));
    expect(next).toMatchObject({
      status: 'PENDING',
      side1: first!.side2,
      side2: null,
    });
  });

  it('a walkover (no-show) completes the match for the given side without games', async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 2);
    await start(db, event, participantIds);
    const [match] = await matchesOf(db, event.id);
    await db.transaction(async (tx) => completeDuel(tx, await lockEvent(tx, event.id), match!.id, { winnerSide: 1, outcome: 'NO_SHOW', note: null }, new Date()));
    const [done] = await db.select().from(playMatches).where(eq(playMatches.id, match!.id));
    expect(done).toMatchObject({
      status: 'COMPLETED',
      outcome: 'NO_SHOW',
      winner: match!.side2,
      score1: null,
      score2: null,
      games: [],
    });
  });

  it('a disqualified participant loses their matches, also those that become ready later', async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 4);
    await start(db, event, participantIds);
    const [semi1, semi2, final] = await matchesOf(db, event.id);
    const [seed1, seed2, , seed4] = participantIds;
    await report(db, event.id, semi1!.id, [[3, 0]]);
    await db.update(playParticipants).set({ disqualifiedAt: new Date(), disqualifyNote: 'Conduta' }).where(eq(playParticipants.id, seed1!));
    // The final waits for its second side: nothing to complete yet.
    expect(await db.transaction(async (tx) => completeDisqualified(tx, await lockEvent(tx, event.id), new Date()))).toEqual([]);
    expect(await report(db, event.id, semi2!.id, [[3, 0]])).toEqual([semi2!.id, final!.id]);
    const [done] = await db.select().from(playMatches).where(eq(playMatches.id, final!.id));
    expect(done).toMatchObject({ status: 'COMPLETED', outcome: 'DISQUALIFIED', winner: seed2, side1: seed1 });
    expect(seed4).toBe(semi1!.side2);
    expect(await isFinished(db, event)).toBe(true);
  });

  it('refuses to start with fewer than 2 participants', async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 1);
    expect(await refusal(start(db, event, participantIds))).toEqual(['status:play.notEnoughParticipants']);
  });
});

describe('seeding', () => {
  it('SUBSCRIPTION follows subscription order', async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 6);
    const seeded = await db.transaction(async (tx) => seedParticipants(tx, event, [...participantIds].reverse()));
    expect(seeded).toEqual(participantIds);
    const rows = await db.select({ id: playParticipants.id, seed: playParticipants.seed }).from(playParticipants).where(eq(playParticipants.eventId, event.id));
    expect(new Map(rows.map((r) => [r.id, r.seed]))).toEqual(new Map(participantIds.map((id, i) => [id, i + 1])));
  });

  it('RANDOM shuffles reproducibly from the stored seed', async () => {
    expect(shuffle([1, 2, 3, 4, 5, 6, 7, 8], 42)).toEqual(shuffle([1, 2, 3, 4, 5, 6, 7, 8], 42));
    expect(shuffle([1, 2, 3, 4, 5, 6, 7, 8], 42)).not.toEqual(shuffle([1, 2, 3, 4, 5, 6, 7, 8], 43));
    const db = database();
    const a = await createPlayEvent(db, 16, {
      seeding: 'RANDOM',
      randomSeed: 20261125,
    });
    const b = await createPlayEvent(db, 16, {
      seeding: 'RANDOM',
      randomSeed: 20261125,
    });
    const c = await createPlayEvent(db, 16, {
      seeding: 'RANDOM',
      randomSeed: 7,
    });
    const positions = async (x: typeof a) => {
      const seeded = await db.transaction(async (tx) => seedParticipants(tx, x.event, x.participantIds));
      return seeded.map((id) => x.participantIds.indexOf(id) + 1);
    };
    const first = await positions(a);
    expect(first).toEqual(await positions(b));
    expect(first).not.toEqual(await positions(c));
    expect([...first].sort((x, y) => x - y)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it('RANKING orders by total MatchPoints (a team by its members), equal totals keep subscription order', async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 4, {
      seeding: 'RANKING',
    });
    const people = await db.select().from(playParticipants).where(eq(playParticipants.eventId, event.id));
    const userOf = (id: number) => people.find((p) => p.id === id)!.userId;
    const grant = (userId: number, sourceId: string, matchPoints: Record<string, number>) =>
      db.insert(rewardActivities).values({
        userId,
        source: 'QUEST',
        sourceId,
        title: 't',
        matchPoints,
        oldExperience: 0,
        oldLevel: 1,
        currentExperience: 0,
        currentLevel: 1,
        leveledUp: false,
      });
    // #1: 0, #2: 10, #3: 12.5 + 2.5 = 15, #4: 10 (ties with #2, subscribed later).
    await grant(userOf(participantIds[1]!), 'a', {
      ANALYTICAL_THINKING: 4,
      DIGITAL_FLUENCY: 6,
    });
    await grant(userOf(participantIds[2]!), 'a', { ANALYTICAL_THINKING: 12.5 });
    await grant(userOf(participantIds[2]!), 'b', { DIGITAL_FLUENCY: 2.5 });
    await grant(userOf(participantIds[3]!), 'a', { DIGITAL_FLUENCY: 10 });
    const seeded = await db.transaction(async (tx) => seedParticipants(tx, event, participantIds));
    expect(seeded).toEqual([participantIds[2], participantIds[1], participantIds[3], participantIds[0]]);

    // A team counts the sum of its members.
    const team = await createPlayEvent(db, 0, {
      seeding: 'RANKING',
      modeQuantity: 2,
    });
    const users = await createUsers(db, 4);
    const made = await db
      .insert(teams)
      .values([
        {
          eventId: team.event.id,
          name: 'Time A',
          leaderId: users[0]!,
          subscribed: true,
        },
        {
          eventId: team.event.id,
          name: 'Time B',
          leaderId: users[2]!,
          subscribed: true,
        },
      ])
      .returning({ id: teams.id });
    await db.insert(teamMembers).values(
      users.map((userId, i) => ({
        teamId: made[i < 2 ? 0 : 1]!.id,
        eventId: team.event.id,
        userId,
      })),
    );
    await grant(users[0]!, 'x', { ANALYTICAL_THINKING: 5 });
    await grant(users[2]!, 'x', { ANALYTICAL_THINKING: 4 });
    await grant(users[3]!, 'x', { ANALYTICAL_THINKING: 3 });
    const squads = await db
      .insert(playParticipants)
      .values([
        {
          eventId: team.event.id,
          userId: users[0]!,
          teamId: made[0]!.id,
          name: 'Time A',
          position: 1,
        },
        {
          eventId: team.event.id,
          userId: users[2]!,
          teamId: made[1]!.id,
          name: 'Time B',
          position: 2,
        },
      ])
      .returning({ id: playParticipants.id });
    const order = await db.transaction(async (tx) => seedParticipants(tx, team.event, [squads[0]!.id, squads[1]!.id]));
    expect(order).toEqual([squads[1]!.id, squads[0]!.id]);
  });
});

describe('exactly once', () => {
  it('two concurrent results for the same match: one wins, the next match gets exactly one side from it (100 times)', { timeout: 120_000 }, async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 256);
    await start(db, event, participantIds);
    const firstRound = (await matchesOf(db, event.id)).filter((m) => m.stage === 'WINNERS' && m.roundNumber === 1);
    let succeeded = 0;
    let refused = 0;
    for (const match of firstRound.slice(0, 100)) {
      const outcomes = await Promise.allSettled([report(db, event.id, match.id, [[1, 0]]), report(db, event.id, match.id, [[0, 1]])]);
      for (const outcome of outcomes) {
        if (outcome.status === 'fulfilled') succeeded++;
        else if (outcome.reason instanceof ApiError && outcome.reason.entries[0]?.messageKey === 'status:match.finished') refused++;
        else throw outcome.reason;
      }
    }
    expect({ succeeded, refused }).toEqual({ succeeded: 100, refused: 100 });
    // Every next match has exactly one side from each of its two first-round matches.
    const after = await matchesOf(db, event.id);
    const byId = new Map(after.map((m) => [m.id, m]));
    const second = after.filter((m) => m.stage === 'WINNERS' && m.roundNumber === 2);
    for (const match of firstRound.slice(0, 100)) {
      const done = byId.get(match.id)!;
      const holders = second.filter((m) => m.side1 === done.winner || m.side2 === done.winner);
      expect(holders).toHaveLength(1);
      const loser = done.winner === done.side1 ? done.side2 : done.side1;
      expect(second.some((m) => m.side1 === loser || m.side2 === loser)).toBe(false);
    }
    expect(second.reduce((n, m) => n + (m.side1 === null ? 0 : 1) + (m.side2 === null ? 0 : 1), 0)).toBe(100);
  });
});
