import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { GameScore, MatchDetail, MatchOutcome, MatchPermissions, MatchSide, RoyaleEntry } from '../../../src/contract/play';
import type { Game, TournamentMode } from '../../../src/contract/tournaments';
import type { Executor } from '../../db/executor';
import { playEvidence, playLobbyEntries, playMatches, playParticipants, users } from '../../db/schema';
import { fail } from '../../http/errors';
import type { TournamentRow } from '../tournaments';
import { MATCH_NOT_FOUND, type Viewer } from './access';
import { checkGames, checkLobbyEntry, completeDuel, completeLobby, matchRoundName } from './engine';

import type { PendingChange } from './live';
import { refusal } from './refusals';

const MINUTE = 60_000;

/** A duel's games once the engine found them right for best-of-N, keeping only the scores. */
function checkedGames(event: TournamentRow, raw: unknown): GameScore[] {
  checkGames(event.bestOf, raw);
  return (raw as GameScore[]).map((game) => ({ scores: [game.scores[0], game.scores[1]] }));
}

/** A whole number in [min, max] from a body, else the field error `validation:<field>.invalid`. */
function checkWhole(raw: unknown, field: string, min: number, max: number): number {
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < min || raw > max) throw fail.field(field, 'invalid');
  return raw;
}

export type MatchRow = typeof playMatches.$inferSelect;

export async function findMatch(db: Executor, matchId: number): Promise<MatchRow> {
  const [match] = await db.select().from(playMatches).where(eq(playMatches.id, matchId));
  if (!match) throw fail.notFound(MATCH_NOT_FOUND);
  return match;
}

const isLobby = (match: Pick<MatchRow, 'stage'>) => match.stage === 'LOBBY';
const sideIds = (match: MatchRow): [number | null, number | null] => [match.side1, match.side2];

/** The round's name for a match, as the bracket shows it. */
export const roundNameOf = matchRoundName;

interface Entrant {
  id: number;
  name: string;
  seed: number | null;
  avatarImageUrl: string | null;
  teamId: number | null;
}

async function entrants(db: Executor, ids: number[]): Promise<Map<number, Entrant>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: playParticipants.id, name: playParticipants.name, seed: playParticipants.seed, teamId: playParticipants.teamId, avatarImageUrl: users.avatarImageUrl })
    .from(playParticipants)
    .innerJoin(users, eq(users.id, playParticipants.userId))
    .where(inArray(playParticipants.id, ids));
  return new Map(rows.map((row) => [row.id, { ...row, avatarImageUrl: row.teamId === null ? row.avatarImageUrl : null }]));
}

async function lobbyEntries(db: Executor, matchId: number) {
  return db
    .select({ participantId: playLobbyEntries.participantId, name: playParticipants.name, placement: playLobbyEntries.placement, eliminations: playLobbyEntries.eliminations, points: playLobbyEntries.points, reportedAt: playLobbyEntries.reportedAt })
    .from(playLobbyEntries)
    .innerJoin(playParticipants, eq(playParticipants.id, playLobbyEntries.participantId))
    .where(eq(playLobbyEntries.matchId, matchId))
    .orderBy(asc(sql`coalesce(${playLobbyEntries.placement}, 2147483647)`), asc(playParticipants.seed), asc(playParticipants.id));
}

/** The caller's side in a duel, or null. */
const sideOf = (match: MatchRow, viewer: Viewer): 0 | 1 | null => (match.side1 !== null && viewer.all.has(match.side1) ? 0 : match.side2 !== null && viewer.all.has(match.side2) ? 1 : null);

/** Who the caller acts for in a match: the side's participant (duel) or their entry (lobby), when they are the player or leader. */
function actingFor(match: MatchRow, viewer: Viewer, lobbyIds: readonly number[]): number | null {
  if (isLobby(match)) return lobbyIds.find((id) => viewer.acting.has(id)) ?? null;
  const side = sideOf(match, viewer);
  const id = side === null ? null : sideIds(match)[side]!;
  return id !== null && viewer.acting.has(id) ? id : null;
}

export const noShowFrom = (event: TournamentRow, match: MatchRow) => (match.readyAt && !isLobby(match) ? new Date(match.readyAt.getTime() + event.noShowGraceMinutes * MINUTE) : null);

/** What the caller may do on the match now (docs/product/play.md, Roles); every action checks it again. */
function permissions(event: TournamentRow, match: MatchRow, viewer: Viewer, lobby: Array<{ participantId: number; reportedAt: Date | null }>, organiser: boolean, now: Date): MatchPermissions {
  const running = event.status === 'RUNNING';
  const actor = actingFor(match, viewer, lobby.map((entry) => entry.participantId));
  const canAct = actor !== null && running;
  const side = isLobby(match) ? null : sideOf(match, viewer);
  const open = match.status === 'READY' || match.status === 'REPORTED' || match.status === 'DISPUTED';
  if (isLobby(match)) {
    const mine = lobby.find((entry) => entry.participantId === actor);
    const canReport = canAct && (match.status === 'READY' || match.status === 'REPORTED') && mine !== undefined && mine.reportedAt === null;
    return { side, canAct, canReport, canConfirm: false, canDispute: false, canClaimNoShow: false, canResolve: organiser && running && open };
  }
  const answerable = canAct && match.status === 'REPORTED' && match.report !== null && match.report.side !== side;
  const graceOver = (noShowFrom(event, match)?.getTime() ?? Number.POSITIVE_INFINITY) <= now.getTime();
  return {
    side,
    canAct,
    canReport: canAct && match.status === 'READY',
    canConfirm: answerable,
    canDispute: answerable,
    canClaimNoShow: canAct && match.status === 'READY' && graceOver,
    canResolve: organiser && running && open,
  };
}

/** GET /matches/{id} as the caller sees it (docs/product/play.md, Screens: the match page). */
export async function matchDetail(db: Executor, event: TournamentRow, match: MatchRow, viewer: Viewer, organiser: boolean, now = new Date()): Promise<MatchDetail> {
  const lobby = isLobby(match) ? await lobbyEntries(db, match.id) : [];
  const people = await entrants(db, sideIds(match).filter((id): id is number => id !== null));
  const completed = match.status === 'COMPLETED';
  const sides: MatchSide[] = isLobby(match)
    ? []
    : sideIds(match).map((id, index) => {
        const entrant = id === null ? undefined : people.get(id);
        const score = completed ? (index === 0 ? match.score1 : match.score2) : null;
        const result = id === null || (!completed && match.status !== 'BYE') ? null : match.winner === null ? 'DRAW' : match.winner === id ? 'WIN' : 'LOSS';
        return { participantId: id, name: entrant?.name ?? null, avatarImageUrl: entrant?.avatarImageUrl ?? null, seed: entrant?.seed ?? null, score, result, mine: id !== null && viewer.all.has(id) };
      });
  const entries: RoyaleEntry[] = lobby.map((entry) => ({
    participantId: entry.participantId,
    name: entry.name,
    placement: entry.placement,
    eliminations: entry.eliminations,
    points: entry.points,
    mine: viewer.all.has(entry.participantId),
  }));
  const round = await roundNameOf(db, event, match);
  const games: GameScore[] = completed ? match.games : (match.report?.games ?? []);
  return {
    id: match.id,
    eventId: event.id,
    eventName: event.name,
    game: event.game as Game,
    mode: event.mode as TournamentMode,
    format: event.format,
    stage: match.stage,
    roundNumber: match.roundNumber,
    number: match.number,
    roundName: round.name,
    roundNameParams: round.nameParams,
    bestOf: event.bestOf as MatchDetail['bestOf'],
    status: match.status,
    outcome: match.outcome,
    sides,
    entries,
    games,
    report: match.report,
    dispute: match.dispute,
    resolutionNote: match.resolutionNote,
    readyAt: match.readyAt?.toISOString() ?? null,
    confirmBy: match.confirmBy?.toISOString() ?? null,
    noShowFrom: match.status === 'READY' ? (noShowFrom(event, match)?.toISOString() ?? null) : null,
    you: permissions(event, match, viewer, lobby, organiser, now),
    version: match.version,
  };
}

/** The caller must act for a side of the match: 403 for someone else, or a team member who is not the leader. */
function actorOrRefuse(match: MatchRow, viewer: Viewer, lobbyIds: readonly number[]): number {
  const actor = actingFor(match, viewer, lobbyIds);
  if (actor !== null) return actor;
  const plays = isLobby(match) ? lobbyIds.some((id) => viewer.all.has(id)) : sideOf(match, viewer) !== null;
  throw refusal(403, plays ? 'status:match.leaderOnly' : 'status:match.notParticipant');
}

function assertRunning(event: TournamentRow): void {
  if (event.status !== 'RUNNING') throw refusal(409, 'status:play.wrongPhase');
}

function refuseClosed(match: MatchRow): void {
  if (match.status === 'COMPLETED' || match.status === 'BYE') throw refusal(409, 'status:match.finished');
  if (match.status === 'PENDING') throw refusal(409, 'status:match.notReady');
}

async function bumpMatch(tx: Executor, match: MatchRow, values: Partial<typeof playMatches.$inferInsert>, changes: PendingChange[]): Promise<void> {
  await tx
    .update(playMatches)
    .set({ ...values, version: sql`${playMatches.version} + 1` })
    .where(eq(playMatches.id, match.id));
  changes.push({ kind: 'MATCH', matchId: match.id });
}

/** Completes a duel through the engine (which also hands on what disqualified sides forfeit). */
async function finishDuel(tx: Executor, event: TournamentRow, match: MatchRow, result: Parameters<typeof completeDuel>[3], now: Date, changes: PendingChange[]): Promise<void> {
  const changed = await completeDuel(tx, event, match.id, result, now);
  changes.push({ kind: 'MATCH', matchId: match.id }, ...changed.filter((id) => id !== match.id).map((id) => ({ kind: 'MATCH' as const, matchId: id })));
}

async function finishLobby(tx: Executor, event: TournamentRow, match: MatchRow, outcome: MatchOutcome, now: Date, changes: PendingChange[], decided?: Array<{ participantId: number; placement: number; eliminations: number }>): Promise<void> {
  const entries =
    decided ??
    (await lobbyEntries(tx, match.id))
      .filter((entry) => entry.reportedAt !== null && entry.placement !== null)
      .map((entry) => ({ participantId: entry.participantId, placement: entry.placement!, eliminations: entry.eliminations ?? 0 }));
  const changed = await completeLobby(tx, event, match.id, entries, outcome, now);
  changes.push({ kind: 'MATCH', matchId: match.id }, ...changed.filter((id) => id !== match.id).map((id) => ({ kind: 'MATCH' as const, matchId: id })));
}

const confirmBy = (event: TournamentRow, now: Date) => new Date(now.getTime() + event.autoConfirmMinutes * MINUTE);

/** POST /matches/{id}/report: a duel's games, or the caller's own lobby result (docs/product/play.md, Rules: Reporting). */
export async function reportResult(tx: Executor, event: TournamentRow, match: MatchRow, viewer: Viewer, body: Record<string, unknown>, now: Date, changes: PendingChange[]): Promise<void> {
  if (isLobby(match)) {
    const lobby = await lobbyEntries(tx, match.id);
    const actor = actorOrRefuse(match, viewer, lobby.map((entry) => entry.participantId));
    assertRunning(event);
    refuseClosed(match);
    if (match.status === 'DISPUTED') throw refusal(409, 'status:match.alreadyReported');
    const placement = checkWhole(body.placement, 'placement', 1, lobby.length);
    const eliminations = checkWhole(body.eliminations, 'eliminations', 0, 99);
    checkLobbyEntry(event, lobby.length, { placement, eliminations });
    if (lobby.find((entry) => entry.participantId === actor)?.reportedAt) throw refusal(409, 'status:match.alreadyReported');
    await tx
      .update(playLobbyEntries)
      .set({ placement, eliminations, reportedAt: now })
      .where(and(eq(playLobbyEntries.matchId, match.id), eq(playLobbyEntries.participantId, actor)));
    const waiting = lobby.filter((entry) => entry.reportedAt === null && entry.participantId !== actor).length;
    await bumpMatch(tx, match, match.status === 'READY' ? { status: 'REPORTED', confirmBy: confirmBy(event, now) } : {}, changes);
    if (waiting === 0) await finishLobby(tx, event, { ...match, status: 'REPORTED' }, 'CONFIRMED', now, changes);
    return;
  }
  actorOrRefuse(match, viewer, []);
  assertRunning(event);
  refuseClosed(match);
  if (match.status !== 'READY') throw refusal(409, 'status:match.alreadyReported');
  const games = checkedGames(event, body.games);
  const side = sideOf(match, viewer)!;
  await bumpMatch(tx, match, { status: 'REPORTED', report: { side, at: now.toISOString(), games, noShow: false }, confirmBy: confirmBy(event, now) }, changes);
}

/** The other side answers a pending report: 409 unless there is one to answer (docs/product/play.md, Errors). */
function answerable(event: TournamentRow, match: MatchRow, viewer: Viewer): 0 | 1 {
  actorOrRefuse(match, viewer, []);
  assertRunning(event);
  if (match.status === 'COMPLETED' || match.status === 'BYE') throw refusal(409, 'status:match.finished');
  if (match.status !== 'REPORTED' || !match.report || isLobby(match)) throw refusal(409, 'status:match.nothingToConfirm');
  const side = sideOf(match, viewer)!;
  if (match.report.side === side) throw refusal(409, 'status:match.ownReport');
  return side;
}

/** POST /matches/{id}/confirm: the result stands and the winner moves on, exactly once. */
export async function confirmResult(tx: Executor, event: TournamentRow, match: MatchRow, viewer: Viewer, now: Date, changes: PendingChange[]): Promise<void> {
  answerable(event, match, viewer);
  await standReport(tx, event, match, 'CONFIRMED', now, changes);
}

async function standReport(tx: Executor, event: TournamentRow, match: MatchRow, outcome: 'CONFIRMED' | 'AUTO_CONFIRMED', now: Date, changes: PendingChange[]): Promise<void> {
  const report = match.report!;
  const result = report.noShow ? { winnerSide: report.side, outcome: 'NO_SHOW' as const } : { games: report.games, outcome };
  await finishDuel(tx, event, match, result, now, changes);
}

export interface Evidence {
  key: string;
  contentType: string;
  bytes: Uint8Array;
}

/** POST /matches/{id}/dispute: waits for the organiser, with the reason and the screenshot's address. */
export async function disputeResult(tx: Executor, event: TournamentRow, match: MatchRow, viewer: Viewer, reason: string, evidence: Evidence | null, now: Date, changes: PendingChange[]): Promise<void> {
  const side = answerable(event, match, viewer);
  if (evidence) {
    await tx.insert(playEvidence).values({ key: evidence.key, matchId: match.id, uploadedBy: viewer.userId, contentType: evidence.contentType, size: evidence.bytes.byteLength, bytes: evidence.bytes });
  }
  await bumpMatch(tx, match, { status: 'DISPUTED', confirmBy: null, dispute: { side, at: now.toISOString(), reason, evidenceUrl: evidence ? `/media/evidence/${evidence.key}` : null } }, changes);
}

/** POST /matches/{id}/no-show: after the grace period with nothing reported; waits for confirmation like a report. */
export async function claimNoShow(tx: Executor, event: TournamentRow, match: MatchRow, viewer: Viewer, now: Date, changes: PendingChange[]): Promise<void> {
  actorOrRefuse(match, viewer, isLobby(match) ? (await lobbyEntries(tx, match.id)).map((entry) => entry.participantId) : []);
  assertRunning(event);
  refuseClosed(match);
  if (isLobby(match)) throw refusal(409, 'status:match.notReady');
  if (match.status !== 'READY') throw refusal(409, 'status:match.alreadyReported');
  if ((noShowFrom(event, match)?.getTime() ?? Number.POSITIVE_INFINITY) > now.getTime()) throw refusal(409, 'status:match.noShowTooEarly');
  const side = sideOf(match, viewer)!;
  await bumpMatch(tx, match, { status: 'REPORTED', report: { side, at: now.toISOString(), games: [], noShow: true }, confirmBy: confirmBy(event, now) }, changes);
}

/** Reports nobody answered in time confirm themselves (docs/product/play.md, Rules: Reporting); lobbies past their deadline complete. */
export async function autoConfirmDue(tx: Executor, event: TournamentRow, now: Date, changes: PendingChange[]): Promise<void> {
  const due = await tx
    .select()
    .from(playMatches)
    .where(and(eq(playMatches.eventId, event.id), eq(playMatches.status, 'REPORTED'), isNotNull(playMatches.confirmBy), lte(playMatches.confirmBy, now)))
    .orderBy(asc(playMatches.confirmBy), asc(playMatches.id));
  for (const listed of due) {
    // An earlier completion (a forfeit) may have finished it meanwhile.
    const match = await findMatch(tx, listed.id);
    if (match.status !== 'REPORTED') continue;
    if (isLobby(match)) await finishLobby(tx, event, match, 'AUTO_CONFIRMED', now, changes);
    else await standReport(tx, event, match, 'AUTO_CONFIRMED', now, changes);
  }
}

/** Reads the organiser's lobby result: every entry a participant of the lobby, once. */
function checkEntries(event: TournamentRow, raw: unknown, lobbyIds: readonly number[]): Array<{ participantId: number; placement: number; eliminations: number }> {
  if (!Array.isArray(raw) || raw.length === 0) throw fail.field('entries', 'invalid');
  const seen = new Set<number>();
  return raw.map((entry: unknown) => {
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const participantId = record.participantId;
    if (typeof participantId !== 'number' || !lobbyIds.includes(participantId) || seen.has(participantId)) throw fail.field('entries', 'invalid');
    seen.add(participantId);
    const placement = checkWhole(record.placement, 'placement', 1, lobbyIds.length);
    const eliminations = checkWhole(record.eliminations, 'eliminations', 0, 99);
    checkLobbyEntry(event, lobbyIds.length, { placement, eliminations });
    return { participantId, placement, eliminations };
  });
}

/**
 * POST /admin/matches/{id}/resolve (docs/product/play.md, States): a DISPUTED match gets the
 * organiser's result (RESOLVED); a READY or REPORTED one is forced (FORCED).
 */
export async function resolveMatch(tx: Executor, event: TournamentRow, match: MatchRow, body: { games?: unknown; entries?: unknown }, note: string, now: Date, changes: PendingChange[]): Promise<void> {
  assertRunning(event);
  refuseClosed(match);
  const outcome = match.status === 'DISPUTED' ? 'RESOLVED' : 'FORCED';
  if (isLobby(match)) {
    const lobby = await lobbyEntries(tx, match.id);
    const entries = checkEntries(
      event,
      body.entries,
      lobby.map((entry) => entry.participantId),
    );
    await finishLobby(tx, event, match, outcome, now, changes, entries);
  } else {
    const games = checkedGames(event, body.games);
    await finishDuel(tx, event, match, { games, outcome, note }, now, changes);
  }
  await tx.update(playMatches).set({ resolutionNote: note }).where(eq(playMatches.id, match.id));
}
