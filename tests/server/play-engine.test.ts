import { describe, expect, it } from 'vitest';
import { computeStandings, isFinished } from '../../server/services/play/engine';
import { createPlayEvent, duelRounds, fileDatabase, matchesOf, playAll, report, seedsOf, start } from './support/play-engine';

const database = fileDatabase();

/** The better seed (lower number) wins. */
const favourite = (seeds: Map<number, number>) => (a: number, b: number) => ((seeds.get(a) ?? 0) < (seeds.get(b) ?? 0) ? 0 : 1);

describe('single elimination', () => {
  it.each([
    [2, 1, 0],
    [3, 2, 1],
    [5, 4, 3],
    [8, 7, 0],
    [16, 15, 0],
  ])('%i participants: the bracket has %i playable matches and %i byes; the best seed wins', async (count, playable, byes) => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, count);
    await start(db, event, participantIds);
    const matches = await matchesOf(db, event.id);
    expect(matches.filter((m) => m.status === 'BYE')).toHaveLength(byes);
    expect(matches.filter((m) => m.status !== 'BYE')).toHaveLength(playable);
    // Byes go to the best seeds.
    const seeds = await seedsOf(db, event.id);
    for (const bye of matches.filter((m) => m.status === 'BYE')) expect(seeds.get(bye.side1 ?? bye.side2!)).toBeLessThanOrEqual(byes);
    expect(matches.every((m) => m.status !== 'READY' || m.readyAt !== null)).toBe(true);
    expect(await isFinished(db, event)).toBe(false);

    expect(await playAll(db, event, favourite(seeds))).toBe(playable);
    expect(await isFinished(db, event)).toBe(true);
    const standings = await computeStandings(db, event, new Set());
    expect(standings.tiebreak).toBe('play:tiebreak.elimination');
    expect(standings.rows.map((r) => seeds.get(r.participantId))).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(standings.rows[0]).toMatchObject({ rank: 1, eliminated: false });
    expect(standings.rows[1]).toMatchObject({ rank: 2, eliminated: true });
    if (count >= 4) expect(standings.rows.slice(2, 4).map((r) => r.rank)).toEqual([3, 3]);

    const last = (await duelRounds(db, event, new Set([participantIds[0]!]))).at(-1)!;
    expect(last.name).toBe('play:round.final');
    expect(last.matches[0]!.sides.find((s) => s.result === 'WIN')?.seed).toBe(1);
    expect(last.matches[0]!.sides[0].mine).toBe(true);
  });

  it('best seeds meet last: 8 seeds are placed 1-8, 4-5, 2-7, 3-6', async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 8);
    await start(db, event, participantIds);
    const seeds = await seedsOf(db, event.id);
    const first = (await matchesOf(db, event.id)).filter((m) => m.stage === 'WINNERS' && m.roundNumber === 1);
    expect(first.map((m) => [seeds.get(m.side1!), seeds.get(m.side2!)])).toEqual([
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ]);
    const rounds = await duelRounds(db, event, new Set());
    expect(rounds.map((r) => r.name)).toEqual(['play:round.quarterFinal', 'play:round.semiFinal', 'play:round.final']);
  });

  it('plays a third-place match between the semi-final losers', async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 8, {
      thirdPlaceMatch: true,
    });
    await start(db, event, participantIds);
    const seeds = await seedsOf(db, event.id);
    const third = (await matchesOf(db, event.id)).find((m) => m.stage === 'THIRD_PLACE');
    expect(third?.status).toBe('PENDING');
    // Seed 4 beats seed 3 for third place.
    await playAll(db, event, (a, b, stage) => {
      if (stage === 'THIRD_PLACE') return seeds.get(a) === 4 ? 0 : 1;
      return favourite(seeds)(a, b);
    });
    expect(await isFinished(db, event)).toBe(true);
    const rows = (await computeStandings(db, event, new Set())).rows;
    expect(rows.slice(0, 4).map((r) => [seeds.get(r.participantId), r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [4, 3],
      [3, 4],
    ]);
    const rounds = await duelRounds(db, event, new Set());
    expect(rounds.map((r) => r.stage)).toEqual(['WINNERS', 'WINNERS', 'WINNERS', 'THIRD_PLACE']);
    expect(rounds.at(-1)!.name).toBe('play:round.thirdPlace');
  });
});

describe('double elimination', () => {
  it('ends after the grand final when the winners-side finalist wins it (no reset)', async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 8, {
      format: 'DOUBLE_ELIMINATION',
    });
    await start(db, event, participantIds);
    const seeds = await seedsOf(db, event.id);
    await playAll(db, event, favourite(seeds));
    expect(await isFinished(db, event)).toBe(true);
    const matches = await matchesOf(db, event.id);
    expect(matches.filter((m) => m.stage === 'GRAND_FINAL')).toHaveLength(1);
    const rows = (await computeStandings(db, event, new Set())).rows;
    expect(rows.slice(0, 3).map((r) => [seeds.get(r.participantId), r.rank])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const rounds = await duelRounds(db, event, new Set());
    expect([...new Set(rounds.map((r) => r.stage))]).toEqual(['WINNERS', 'LOSERS', 'GRAND_FINAL']);
    expect(rounds.find((r) => r.stage === 'LOSERS')?.name).toBe('play:round.losers');
  });

  it('plays the grand final again when the losers-side finalist wins it (reset)', async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 8, {
      format: 'DOUBLE_ELIMINATION',
    });
    await start(db, event, participantIds);
    const seeds = await seedsOf(db, event.id);
    // Seed 2 loses the winners' final to seed 1, comes back through the losers' side, wins both grand finals.
    const played = await playAll(db, event, (a, b, stage) => {
      if (stage === 'GRAND_FINAL') return seeds.get(a) === 2 ? 0 : 1;
      return favourite(seeds)(a, b);
    });
    const finals = (await matchesOf(db, event.id)).filter((m) => m.stage === 'GRAND_FINAL');
    expect(finals.map((m) => [m.roundNumber, m.status])).toEqual([
      [1, 'COMPLETED'],
      [2, 'COMPLETED'],
    ]);
    // 7 winners' matches, 6 losers' matches, 2 grand finals.
    expect(played).toBe(15);
    expect(await isFinished(db, event)).toBe(true);
    const rows = (await computeStandings(db, event, new Set())).rows;
    expect(rows.slice(0, 2).map((r) => seeds.get(r.participantId))).toEqual([2, 1]);
    const rounds = await duelRounds(db, event, new Set());
    expect(rounds.filter((r) => r.stage === 'GRAND_FINAL').map((r) => r.name)).toEqual(['play:round.grandFinal', 'play:round.grandFinalReset']);
  });

  it.each([2, 3, 4, 5, 6, 16])('%i participants (byes when not a power of two) play to the end', async (count) => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, count, {
      format: 'DOUBLE_ELIMINATION',
    });
    await start(db, event, participantIds);
    const seeds = await seedsOf(db, event.id);
    await playAll(db, event, favourite(seeds));
    expect(await isFinished(db, event)).toBe(true);
    const rows = (await computeStandings(db, event, new Set())).rows;
    expect(seeds.get(rows[0]!.participantId)).toBe(1);
    expect(rows[1]!.rank).toBe(2);
  });
});

describe('round robin', () => {
  it.each([4, 5])('%i participants: everyone meets everyone once', async (count) => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, count, {
      format: 'ROUND_ROBIN',
    });
    await start(db, event, participantIds);
    const matches = await matchesOf(db, event.id);
    expect(matches).toHaveLength((count * (count - 1)) / 2);
    expect(matches.every((m) => m.stage === 'GROUP' && m.status === 'READY')).toBe(true);
    const pairs = new Set(matches.map((m) => [m.side1, m.side2].sort().join('-')));
    expect(pairs.size).toBe(matches.length);
    const seeds = await seedsOf(db, event.id);
    await playAll(db, event, favourite(seeds));
    expect(await isFinished(db, event)).toBe(true);
    const standings = await computeStandings(db, event, new Set());
    expect(standings.tiebreak).toBe('play:tiebreak.roundRobin');
    expect(standings.rows.map((r) => r.points)).toEqual(Array.from({ length: count }, (_, i) => 3 * (count - 1 - i)));
    const rounds = await duelRounds(db, event, new Set());
    expect(rounds[0]).toMatchObject({
      stage: 'GROUP',
      name: 'play:round.group',
      nameParams: { number: 1 },
    });
  });

  /** Plays a round robin of 4 (best of 3) with the given games for each pair (by seed, first seed's games first). */
  async function playRoundRobin(results: Record<string, Array<[number, number]>>) {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 4, {
      format: 'ROUND_ROBIN',
      bestOf: 3,
    });
    await start(db, event, participantIds);
    const seeds = await seedsOf(db, event.id);
    for (const match of await matchesOf(db, event.id)) {
      const [a, b] = [seeds.get(match.side1!)!, seeds.get(match.side2!)!];
      const games = results[`${Math.min(a, b)}-${Math.max(a, b)}`]!;
      await report(db, event.id, match.id, a < b ? games : games.map(([x, y]) => [y, x] as [number, number]));
    }
    const rows = (await computeStandings(db, event, new Set())).rows;
    return rows.map((r) => [r.rank, seeds.get(r.participantId), r.points, r.difference]);
  }

  it('ties on points go to the wins between the tied, before game difference', async () => {
    // 1 and 2 on 6 points (1 beat 2), 3 and 4 on 3 points (4 beat 3), though 2 and 3 have the better game difference.
    const rows = await playRoundRobin({
      '1-2': [
        [2, 1],
        [1, 2],
        [2, 1],
      ],
      '1-3': [
        [0, 2],
        [0, 2],
      ],
      '1-4': [
        [2, 1],
        [1, 2],
        [2, 1],
      ],
      '2-3': [
        [2, 0],
        [2, 0],
      ],
      '2-4': [
        [2, 0],
        [2, 0],
      ],
      '3-4': [
        [2, 1],
        [1, 2],
        [1, 2],
      ],
    });
    expect(rows).toEqual([
      [1, 1, 6, 0],
      [2, 2, 6, 3],
      [3, 4, 3, -2],
      [4, 3, 3, -1],
    ]);
  });

  it('a three-way tie with one win each between them goes to game difference, then seed', async () => {
    // 1 beat 2, 2 beat 3, 3 beat 1, all beat 4: game difference puts 3 above 2.
    const rows = await playRoundRobin({
      '1-2': [
        [2, 0],
        [2, 0],
      ],
      '1-3': [
        [2, 1],
        [1, 2],
        [1, 2],
      ],
      '1-4': [
        [2, 0],
        [2, 0],
      ],
      '2-3': [
        [2, 1],
        [1, 2],
        [2, 1],
      ],
      '2-4': [
        [2, 0],
        [2, 0],
      ],
      '3-4': [
        [2, 0],
        [2, 0],
      ],
    });
    expect(rows).toEqual([
      [1, 1, 6, 3],
      [2, 3, 6, 2],
      [3, 2, 6, 1],
      [4, 4, 0, -6],
    ]);
  });
});

describe('a 256-player single elimination', () => {
  it('is generated and played to the end', { timeout: 120_000 }, async () => {
    const db = database();
    const { event, participantIds } = await createPlayEvent(db, 256);
    const started = performance.now();
    await start(db, event, participantIds);
    const seeds = await seedsOf(db, event.id);
    expect(await playAll(db, event, favourite(seeds))).toBe(255);
    console.info(`256-player single elimination generated and played in ${Math.round(performance.now() - started)} ms`);
    expect(await isFinished(db, event)).toBe(true);
    const rows = (await computeStandings(db, event, new Set())).rows;
    expect(rows.slice(0, 4).map((r) => r.rank)).toEqual([1, 2, 3, 3]);
    expect(rows.filter((r) => r.rank === 129)).toHaveLength(128);
    const rounds = await duelRounds(db, event, new Set());
    expect(rounds.map((r) => r.matches.length)).toEqual([128, 64, 32, 16, 8, 4, 2, 1]);
    expect(rounds.slice(0, 2).map((r) => r.nameParams)).toEqual([{ number: 1 }, { number: 2 }]);
  });
});
