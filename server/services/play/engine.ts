import { and, asc, eq, sql } from 'drizzle-orm';
import type { BracketMatch, BracketRound, MatchOutcome, MatchSide, MatchStage, RoyaleRound, StandingRow } from '../../../src/contract/play';
import type { Executor } from '../../db/executor';
import { playMatches, playParticipants, tournaments } from '../../db/schema';
import { fail } from '../../http/errors';
import type { TournamentRow } from '../tournaments';
import { completeDuelMatch, generateDuels, openUnitOfWork, settleDisqualified, type DuelInput, type StoreFactory } from './engine/duels';
import { completeLobbyMatch, generateLobbies, lobbyEntries, royaleTotals, type LobbyResult } from './engine/royale';
import { eliminationStandings, roundRobinStandings, royaleStandings, type Entrant, type MatchRow } from './engine/standings';

/**
 * The play engine (docs/product/play.md, Rules): seeding, brackets (through brackets-manager behind
 * our storage adapter, docs/decisions.md), battle-royale lobbies, results and standings. Callers hold
 * the event's lock (`lockEvent`) inside one transaction for every write.
 */

export { checkLobbyEntry } from './engine/royale';
export { seedParticipants } from './engine/seeding';
export { checkGames } from './engine/games';

/** Locks the event row for the rest of the transaction and returns it (404 status:event.notFound when absent). */
export async function lockEvent(tx: Executor, eventId: number): Promise<TournamentRow> {
  const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, eventId)).for('update');
  if (!row) throw fail.notFound('status:event.notFound', 'eventNotFound');
  return row;
}

/** Grows the event's play version (live updates carry it); returns the new version. */
export async function bumpPlayVersion(tx: Executor, eventId: number): Promise<number> {
  const [row] = await tx
    .update(tournaments)
    .set({ playVersion: sql`${tournaments.playVersion} + 1` })
    .where(eq(tournaments.id, eventId))
    .returning({ version: tournaments.playVersion });
  return row?.version ?? 0;
}

/**
 * Generates the bracket (duels, through brackets-manager) or round 1's lobbies (battle royale) from
 * the seeded participants. 409 status:play.notEnoughParticipants under 2, status:play.wrongPhase when
 * the event already has matches. Bumps the play version.
 */
export async function generate(tx: Executor, event: TournamentRow, seededIds: number[], now: Date): Promise<void> {
  if (seededIds.length < 2) throw fail.conflict('notEnoughParticipants', 'status:play.notEnoughParticipants');
  const [existing] = await tx.select({ id: playMatches.id }).from(playMatches).where(eq(playMatches.eventId, event.id)).limit(1);
  if (existing) throw fail.conflict('wrongPhase', 'status:play.wrongPhase');
  if (event.format === 'BATTLE_ROYALE') await generateLobbies(tx, event, seededIds, now);
  else await generateDuels(tx, event, seededIds, now);
  await bumpPlayVersion(tx, event.id);
}

/**
 * Sets a duel's result and advances, exactly once: 409 status:match.finished when it is already
 * COMPLETED or BYE; 409 status:match.notReady when a side is unknown; 400 validation:games.* /
 * validation:scores.* against best-of-N. Returns the ids of every match it changed; bumps the play version.
 */
export async function completeDuel(
  tx: Executor,
  event: TournamentRow,
  matchId: number,
  result: DuelInput,
  now: Date,
  /** The bracket storage adapter; only the measurements choose another (docs/decisions.md). */
  open: StoreFactory = openUnitOfWork,
): Promise<number[]> {
  const { changed, ready } = await completeDuelMatch(tx, event, matchId, result, now, open);
  // A winner who meets a disqualified participant next goes through at once.
  if (ready.length > 0) changed.push(...(await settleDisqualified(tx, event, now, open)));
  await bumpPlayVersion(tx, event.id);
  return [...new Set(changed)];
}

/**
 * After a participant is disqualified (play_participants.disqualified_at set by the caller): completes
 * their unfinished duels in favour of the other side (outcome DISQUALIFIED), and those that become
 * ready later as results arrive. Returns the changed match ids; bumps the play version when any.
 */
export async function completeDisqualified(tx: Executor, event: TournamentRow, now: Date): Promise<number[]> {
  const changed = await settleDisqualified(tx, event, now);
  if (changed.length > 0) await bumpPlayVersion(tx, event.id);
  return [...new Set(changed)];
}

/**
 * Completes a battle-royale lobby (missing entries count last with 0 eliminations) and draws the next
 * round when it was the round's last lobby. 409 status:match.finished if already COMPLETED. Returns
 * changed match ids; bumps the play version.
 */
export async function completeLobby(tx: Executor, event: TournamentRow, matchId: number, entries: LobbyResult[], outcome: MatchOutcome, now: Date): Promise<number[]> {
  const changed = await completeLobbyMatch(tx, event, matchId, entries, outcome, now);
  await bumpPlayVersion(tx, event.id);
  return changed;
}

/** Whether every match is COMPLETED or BYE and (battle royale) every round was played. */
export async function isFinished(db: Executor, event: TournamentRow): Promise<boolean> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${playMatches.status} not in ('COMPLETED', 'BYE'))::int`,
      rounds: sql<number>`coalesce(max(${playMatches.roundNumber}), 0)::int`,
    })
    .from(playMatches)
    .where(eq(playMatches.eventId, event.id));
  if (!row || row.total === 0 || row.open > 0) return false;
  return event.format !== 'BATTLE_ROYALE' || row.rounds >= (event.royaleRounds ?? 1);
}

const STAGE_ORDER: readonly MatchStage[] = ['WINNERS', 'LOSERS', 'GRAND_FINAL', 'THIRD_PLACE', 'GROUP', 'LOBBY'];

/**
 * Round name messageKey and params (docs/product/play.md, Screens): single elimination names its last
 * rounds final, semi-final and quarter-final, counting from `roundsInStage`; other rounds by number.
 */
export function roundName(event: TournamentRow, match: { stage: MatchStage; roundNumber: number }, roundsInStage: number): { name: string; nameParams: Record<string, number> } {
  const numbered = (key: string) => ({
    name: `play:round.${key}`,
    nameParams: { number: match.roundNumber },
  });
  switch (match.stage) {
    case 'LOBBY':
      return numbered('royale');
    case 'GROUP':
      return numbered('group');
    case 'LOSERS':
      return numbered('losers');
    case 'GRAND_FINAL':
      return {
        name: match.roundNumber > 1 ? 'play:round.grandFinalReset' : 'play:round.grandFinal',
        nameParams: {},
      };
    case 'THIRD_PLACE':
      return { name: 'play:round.thirdPlace', nameParams: {} };
    case 'WINNERS': {
      const fromEnd = roundsInStage - match.roundNumber;
      if (event.format === 'SINGLE_ELIMINATION' && fromEnd >= 0 && fromEnd <= 2) {
        return {
          name: `play:round.${['final', 'semiFinal', 'quarterFinal'][fromEnd]}`,
          nameParams: {},
        };
      }
      return numbered('number');
    }
  }
}

/** How many rounds each stage of the event has (for roundName). */
export async function roundsPerStage(db: Executor, eventId: number): Promise<Map<MatchStage, number>> {
  const rows = await db
    .select({
      stage: playMatches.stage,
      rounds: sql<number>`max(${playMatches.roundNumber})::int`,
    })
    .from(playMatches)
    .where(eq(playMatches.eventId, eventId))
    .groupBy(playMatches.stage);
  return new Map(rows.map((row) => [row.stage, row.rounds]));
}

/** roundName for one match, counting its stage's rounds. */
export async function matchRoundName(db: Executor, event: TournamentRow, match: { stage: MatchStage; roundNumber: number }) {
  const rounds = await roundsPerStage(db, event.id);
  return roundName(event, match, rounds.get(match.stage) ?? match.roundNumber);
}

async function entrantsOf(db: Executor, eventId: number): Promise<Entrant[]> {
  const rows = await db
    .select({
      id: playParticipants.id,
      name: playParticipants.name,
      seed: playParticipants.seed,
      disqualifiedAt: playParticipants.disqualifiedAt,
    })
    .from(playParticipants)
    .where(and(eq(playParticipants.eventId, eventId), sql`${playParticipants.seed} is not null`))
    .orderBy(asc(playParticipants.seed));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    seed: row.seed!,
    disqualified: row.disqualifiedAt !== null,
  }));
}

async function matchesOf(db: Executor, eventId: number): Promise<MatchRow[]> {
  return db.select().from(playMatches).where(eq(playMatches.eventId, eventId)).orderBy(asc(playMatches.roundNumber), asc(playMatches.number));
}

function sideOf(match: MatchRow, which: 0 | 1, people: Map<number, Entrant>, viewer: ReadonlySet<number>): MatchSide {
  const id = which === 0 ? match.side1 : match.side2;
  const person = id === null ? undefined : people.get(id);
  const done = match.status === 'COMPLETED' && match.winner !== null;
  return {
    participantId: id,
    name: person?.name ?? null,
    avatarImageUrl: null,
    seed: person?.seed ?? null,
    score: done ? (which === 0 ? match.score1 : match.score2) : null,
    result: done && id !== null ? (match.winner === id ? 'WIN' : 'LOSS') : null,
    mine: id !== null && viewer.has(id),
  };
}

/** The bracket as the viewer sees it (`mine` flags for the viewer's participant ids). */
export async function readBracket(
  db: Executor,
  event: TournamentRow,
  viewer: ReadonlySet<number>,
): Promise<{ kind: 'NONE' } | { kind: 'DUEL'; rounds: BracketRound[] } | { kind: 'ROYALE'; rounds: RoyaleRound[] }> {
  const matches = await matchesOf(db, event.id);
  if (matches.length === 0) return { kind: 'NONE' };
  const people = new Map((await entrantsOf(db, event.id)).map((e) => [e.id, e]));

  if (event.format === 'BATTLE_ROYALE') {
    const entries = await lobbyEntries(
      db,
      matches.map((m) => m.id),
    );
    const rounds: RoyaleRound[] = [];
    for (const m of matches) {
      let round = rounds.find((r) => r.number === m.roundNumber);
      if (!round) rounds.push((round = { number: m.roundNumber, lobbies: [] }));
      const mine = entries.filter((e) => e.matchId === m.id);
      const lobbyEntriesOut = mine
        .map((e) => ({
          participantId: e.participantId,
          name: people.get(e.participantId)?.name ?? '',
          placement: e.placement,
          eliminations: e.eliminations,
          points: e.points,
          mine: viewer.has(e.participantId),
        }))
        .sort((a, b) => (a.placement ?? Infinity) - (b.placement ?? Infinity) || (people.get(a.participantId)?.seed ?? 0) - (people.get(b.participantId)?.seed ?? 0));
      round.lobbies.push({
        id: m.id,
        roundNumber: m.roundNumber,
        number: m.number,
        status: m.status,
        entries: lobbyEntriesOut,
        mine: lobbyEntriesOut.some((e) => e.mine),
      });
    }
    return {
      kind: 'ROYALE',
      rounds: rounds.sort((a, b) => a.number - b.number),
    };
  }

  const roundsIn = new Map<MatchStage, number>();
  for (const m of matches) roundsIn.set(m.stage, Math.max(roundsIn.get(m.stage) ?? 0, m.roundNumber));
  const rounds: BracketRound[] = [];
  for (const m of matches) {
    let round = rounds.find((r) => r.stage === m.stage && r.number === m.roundNumber);
    if (!round)
      rounds.push(
        (round = {
          stage: m.stage,
          number: m.roundNumber,
          ...roundName(event, m, roundsIn.get(m.stage) ?? m.roundNumber),
          matches: [],
        }),
      );
    const sides: [MatchSide, MatchSide] = [sideOf(m, 0, people, viewer), sideOf(m, 1, people, viewer)];
    const match: BracketMatch = {
      id: m.id,
      stage: m.stage,
      roundNumber: m.roundNumber,
      number: m.number,
      status: m.status,
      outcome: m.outcome,
      sides,
      mine: sides[0].mine || sides[1].mine,
    };
    round.matches.push(match);
  }
  rounds.sort((a, b) => STAGE_ORDER.indexOf(a.stage) - STAGE_ORDER.indexOf(b.stage) || a.number - b.number);
  for (const round of rounds) round.matches.sort((a, b) => a.number - b.number);
  return { kind: 'DUEL', rounds };
}

/** Standings rows with ranks and the documented tiebreak (reward is left null; the API fills it). */
export async function computeStandings(db: Executor, event: TournamentRow, viewer: ReadonlySet<number>): Promise<{ tiebreak: string; rows: StandingRow[] }> {
  const entrants = await entrantsOf(db, event.id);
  if (event.format === 'BATTLE_ROYALE')
    return {
      tiebreak: 'play:tiebreak.royale',
      rows: royaleStandings(entrants, await royaleTotals(db, event.id), viewer),
    };
  const matches = await matchesOf(db, event.id);
  if (event.format === 'ROUND_ROBIN')
    return {
      tiebreak: 'play:tiebreak.roundRobin',
      rows: roundRobinStandings(entrants, matches, viewer),
    };
  return {
    tiebreak: 'play:tiebreak.elimination',
    rows: eliminationStandings(event.format, entrants, matches, viewer),
  };
}
