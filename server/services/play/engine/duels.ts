import { BracketsManager } from 'brackets-manager';
import type { InputStage, Match as BmMatch, StageSettings, StageType } from 'brackets-model';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GameScore, MatchOutcome, MatchStage, MatchStatus } from '../../../../src/contract/play';
import type { Executor } from '../../../db/executor';
import { playMatches, playParticipants } from '../../../db/schema';
import { fail } from '../../../http/errors';
import type { TournamentRow } from '../../tournaments';
import { checkGames } from './games';
import { queryRows, UnitOfWorkStore, type BracketStore } from './storage';

/** How a store is opened for one operation; the engine uses the unit of work (docs/decisions.md). */
export type StoreFactory = (db: Executor, eventId: number) => Promise<BracketStore>;

export const openUnitOfWork: StoreFactory = (db, eventId) => UnitOfWorkStore.open(db, eventId);

const STAGE_TYPE: Record<string, StageType> = {
  SINGLE_ELIMINATION: 'single_elimination',
  DOUBLE_ELIMINATION: 'double_elimination',
  ROUND_ROBIN: 'round_robin',
};

const nextPowerOfTwo = (n: number) => 2 ** Math.ceil(Math.log2(Math.max(2, n)));

/**
 * The stage brackets-manager builds (docs/product/play.md, Rules): elimination brackets padded to a
 * power of two with byes on the last seeds, so the best seeds get them, and placed inner-outer
 * (1 v 8, 4 v 5, 2 v 7, 3 v 6) so the best meet last; double elimination with a grand final that
 * is played again when the losers' side wins it; round robin in one group.
 */
export function stageInput(event: TournamentRow, seededIds: number[]): InputStage {
  const type = STAGE_TYPE[event.format];
  if (!type) throw new Error(`Not a duel format: ${event.format}`);
  if (type === 'round_robin') {
    return {
      tournamentId: event.id,
      name: event.name,
      type,
      seedingIds: seededIds,
      settings: {
        groupCount: 1,
        roundRobinMode: 'simple',
        size: seededIds.length,
      },
    };
  }
  const size = nextPowerOfTwo(seededIds.length);
  const seeding = [...seededIds, ...Array<null>(size - seededIds.length).fill(null)];
  const settings: StageSettings = {
    size,
    seedOrdering: ['inner_outer'],
    balanceByes: false,
  };
  if (type === 'single_elimination') settings.consolationFinal = event.thirdPlaceMatch && seededIds.length >= 4;
  else settings.grandFinal = 'double';
  return {
    tournamentId: event.id,
    name: event.name,
    type,
    seedingIds: seeding,
    settings,
  };
}

interface Placed {
  id: number;
  stage: MatchStage;
  roundNumber: number;
  number: number;
  side1: number | null;
  side2: number | null;
  status: MatchStatus;
}

const sideId = (opponent: BmMatch['opponent1']): number | null => (opponent?.id === null || opponent?.id === undefined ? null : Number(opponent.id));

/**
 * Where a brackets-manager match sits in our terms, and its state (docs/product/play.md, States), or
 * null when it is not shown: a round-robin rest (a BYE "opponent"), or the grand final's reset while
 * it is not needed (the winners' side won the first grand final, or it is not played yet).
 */
async function place(store: BracketStore, match: BmMatch): Promise<Placed | null> {
  const stage = await store.select('stage', match.stage_id);
  const group = await store.select('group', match.group_id);
  const round = await store.select('round', match.round_id);
  if (!stage || !group || !round) throw new Error(`Bracket record missing for match ${match.id}`);
  const hasBye = match.opponent1 === null || match.opponent2 === null;
  let where: MatchStage;
  if (stage.type === 'round_robin') {
    if (hasBye) return null;
    where = 'GROUP';
  } else if (group.number === 1) where = 'WINNERS';
  else if (stage.type === 'single_elimination') where = 'THIRD_PLACE';
  else if (group.number === 2) where = 'LOSERS';
  else if (match.number === 2) where = 'THIRD_PLACE';
  else where = 'GRAND_FINAL';
  if (where === 'GRAND_FINAL' && round.number === 2) {
    const [firstRound] = (await store.select('round', { group_id: group.id, number: 1 })) ?? [];
    const [first] = firstRound ? (await store.select('match', { round_id: firstRound.id, number: 1 })) ?? [] : [];
    if (first?.opponent2?.result !== 'win') return null;
  }
  const side1 = sideId(match.opponent1);
  const side2 = sideId(match.opponent2);
  let status: MatchStatus;
  if (hasBye) status = 'BYE';
  else if (match.opponent1?.result || match.opponent2?.result) status = 'COMPLETED';
  else if (side1 !== null && side2 !== null) status = 'READY';
  else status = 'PENDING';
  return {
    id: Number(match.id),
    stage: where,
    roundNumber: round.number,
    number: match.number,
    side1,
    side2,
    status,
  };
}

/**
 * Copies brackets-manager's matches into play_matches in one statement: new ones are inserted, and a
 * match that is still waiting (PENDING, READY, BYE) takes its new sides and state, READY from `now`
 * once both sides are known. Matches being reported, disputed or completed keep what they have.
 * Returns the ids of the rows it wrote, and of those that became READY.
 */
export async function mirror(db: Executor, store: BracketStore, eventId: number, matchIds: number[], now: Date): Promise<{ changed: number[]; ready: number[] }> {
  const placed: Placed[] = [];
  for (const id of matchIds) {
    const match = await store.select('match', id);
    const row = match ? await place(store, match) : null;
    if (row && row.status !== 'COMPLETED') placed.push(row);
  }
  if (placed.length === 0) return { changed: [], ready: [] };
  const current = (column: string) => sql.raw(`"play_matches"."${column}"`);
  const incoming = (column: string) => sql.raw(`excluded."${column}"`);
  const written = await db
    .insert(playMatches)
    .values(
      placed.map((p) => ({
        id: p.id,
        eventId,
        stage: p.stage,
        roundNumber: p.roundNumber,
        number: p.number,
        status: p.status,
        side1: p.side1,
        side2: p.side2,
        readyAt: p.status === 'READY' ? now : null,
      })),
    )
    .onConflictDoUpdate({
      target: playMatches.id,
      set: {
        side1: sql`${incoming('side1')}`,
        side2: sql`${incoming('side2')}`,
        status: sql`${incoming('status')}`,
        readyAt: sql`case when ${incoming('status')} <> 'READY' then null when ${current('status')} = 'READY' then ${current('ready_at')} else ${incoming('ready_at')} end`,
        version: sql`${current('version')} + 1`,
      },
      setWhere: sql`${current('status')} in ('PENDING', 'READY', 'BYE') and (${current('status')}, ${current('side1')}, ${current('side2')}) is distinct from (${incoming('status')}, ${incoming('side1')}, ${incoming('side2')})`,
    })
    .returning({ id: playMatches.id, status: playMatches.status });
  return { changed: written.map((row) => row.id), ready: written.filter((row) => row.status === 'READY').map((row) => row.id) };
}

/** Builds the event's bracket through brackets-manager and mirrors every match into play_matches. */
export async function generateDuels(db: Executor, event: TournamentRow, seededIds: number[], now: Date, open: StoreFactory = openUnitOfWork): Promise<number[]> {
  const store = await open(db, event.id);
  const names = new Map(
    (
      await db
        .select({ id: playParticipants.id, name: playParticipants.name })
        .from(playParticipants)
        .where(and(eq(playParticipants.eventId, event.id), inArray(playParticipants.id, seededIds)))
    ).map((row) => [row.id, row.name]),
  );
  await store.put(
    'participant',
    seededIds.map((id) => ({
      id,
      tournament_id: event.id,
      name: names.get(id) ?? String(id),
    })),
  );
  // Ids for every record the stage will have, drawn in one query: a round robin's n(n-1)/2 matches
  // and n rounds, an elimination bracket's fewer than 2 × size matches and rounds.
  const n = seededIds.length;
  if (store instanceof UnitOfWorkStore) await store.reserve(event.format === 'ROUND_ROBIN' ? (n * (n - 1)) / 2 + n + 4 : 2 * nextPowerOfTwo(n) + 16);
  const manager = new BracketsManager(store);
  await manager.create.stage(stageInput(event, seededIds));
  const created = store.changed('match');
  await store.flush();
  return (await mirror(db, store, event.id, created, now)).changed;
}

export type DuelInput =
  | { games: GameScore[]; outcome: MatchOutcome; note?: string | null }
  | {
      winnerSide: 0 | 1;
      outcome: 'NO_SHOW' | 'DISQUALIFIED';
      note?: string | null;
    };

/** The games (checked against best-of-N) or a walkover, as the score written and given to brackets-manager. */
function decide(
  event: TournamentRow,
  input: DuelInput,
): {
  score1: number | null;
  score2: number | null;
  winnerSide: 0 | 1;
  games: GameScore[];
} {
  if ('games' in input)
    return {
      ...checkGames(event.bestOf, input.games),
      games: input.games.map((game) => ({
        scores: [game.scores[0], game.scores[1]],
      })),
    };
  return {
    score1: null,
    score2: null,
    winnerSide: input.winnerSide === 1 ? 1 : 0,
    games: [],
  };
}

/**
 * Writes a duel's result and lets brackets-manager advance the winner (and in double elimination the
 * loser), exactly once (docs/product/play.md, Rules): the caller holds the event's lock and a match
 * already COMPLETED or BYE is refused. Returns every match id it changed.
 */
export async function completeDuelMatch(
  db: Executor,
  event: TournamentRow,
  matchId: number,
  input: DuelInput,
  now: Date,
  open: StoreFactory = openUnitOfWork,
): Promise<{ changed: number[]; ready: number[] }> {
  const [row] = await db
    .select()
    .from(playMatches)
    .where(and(eq(playMatches.id, matchId), eq(playMatches.eventId, event.id)));
  if (!row || row.stage === 'LOBBY') throw fail.notFound('status:match.notFound', 'matchNotFound');
  if (row.status === 'COMPLETED' || row.status === 'BYE') throw fail.conflict('matchFinished', 'status:match.finished');
  if (row.side1 === null || row.side2 === null || row.status === 'PENDING') throw fail.conflict('matchNotReady', 'status:match.notReady');
  const result = decide(event, input);
  const winner = result.winnerSide === 0 ? row.side1 : row.side2;
  const done = await db
    .update(playMatches)
    .set({
      status: 'COMPLETED',
      outcome: input.outcome,
      games: result.games,
      score1: result.score1,
      score2: result.score2,
      winner,
      completedAt: now,
      confirmBy: null,
      resolutionNote: input.note === undefined ? row.resolutionNote : input.note,
      version: sql`${playMatches.version} + 1`,
    })
    // The state in the condition makes a second result fail even without the caller's lock.
    .where(and(eq(playMatches.id, matchId), inArray(playMatches.status, ['READY', 'REPORTED', 'DISPUTED'])))
    .returning({ id: playMatches.id });
  if (done.length === 0) throw fail.conflict('matchFinished', 'status:match.finished');

  const store = await open(db, event.id);
  const manager = new BracketsManager(store);
  const side = (which: 0 | 1, value: number | null) => ({
    ...(value === null ? {} : { score: value }),
    result: result.winnerSide === which ? ('win' as const) : ('loss' as const),
  });
  await manager.update.match({
    id: matchId,
    opponent1: side(0, result.score1),
    opponent2: side(1, result.score2),
  });
  const others = store.changed('match').filter((id) => id !== matchId);
  await store.flush();
  const { changed, ready } = await mirror(db, store, event.id, others, now);
  return { changed: [matchId, ...changed], ready };
}

/**
 * Completes in favour of the other side every unfinished duel where a side is disqualified
 * (docs/product/play.md, Rules, Disqualification), again as results bring new opponents, until none
 * is left. Returns the changed match ids.
 */
export async function settleDisqualified(db: Executor, event: TournamentRow, now: Date, open: StoreFactory = openUnitOfWork): Promise<number[]> {
  const changed: number[] = [];
  for (;;) {
    const [due] = await queryRows<{ id: number; out1: boolean; out2: boolean }>(
      db,
      sql`select m.id, p1.disqualified_at is not null as out1, p2.disqualified_at is not null as out2
          from play_matches m join play_participants p1 on p1.id = m.side1 join play_participants p2 on p2.id = m.side2
          where m.event_id = ${event.id} and m.stage <> 'LOBBY' and m.status in ('READY', 'REPORTED', 'DISPUTED')
            and (p1.disqualified_at is not null or p2.disqualified_at is not null)
          order by m.id limit 1`,
    );
    if (!due) return changed;
    changed.push(...(await completeDuelMatch(db, event, Number(due.id), { winnerSide: due.out1 && !due.out2 ? 1 : 0, outcome: 'DISQUALIFIED' }, now, open)).changed);
  }
}
