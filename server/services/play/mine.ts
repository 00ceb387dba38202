import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { MyMatch, MyMatches, NextAction } from '../../../src/contract/play';
import type { Game } from '../../../src/contract/tournaments';
import type { Database } from '../../db/client';
import { playLobbyEntries, playMatches, playParticipants, teamMembers, tournaments } from '../../db/schema';
import type { TournamentRow } from '../tournaments';
import type { ParticipantRow } from './access';
import { checkInWindow, settleEvent } from './lifecycle';
import { roundNameOf, type MatchRow } from './matches';

/** Most urgent first (docs/product/play.md, States: Next action): what the caller must do before what they wait for. */
const URGENCY: Record<NextAction, number> = {
  CONFIRM: 0,
  REPORT: 1,
  CHECK_IN: 2,
  WAIT_CONFIRMATION: 3,
  WAIT_ORGANISER: 4,
  WAIT_OPPONENT: 5,
  WAIT_CHECK_IN: 6,
  WAIT_START: 7,
  ELIMINATED: 8,
  FINISHED: 9,
};

type Card = Omit<MyMatch, 'eventId' | 'eventName' | 'game' | 'phase'>;
const EMPTY = { matchId: null, roundName: null, roundNameParams: {}, opponentName: null, at: null, deadline: null } satisfies Omit<Card, 'action'>;

function checkInCard(event: TournamentRow, mine: ParticipantRow, acting: boolean, now: Date): Card | null {
  const { closesAt } = checkInWindow(event);
  const base = { ...EMPTY, at: event.startDate.toISOString() };
  if (mine.checkedInAt) return { ...base, action: 'WAIT_START' };
  if (now.getTime() >= closesAt.getTime()) return null;
  return { ...base, action: acting ? 'CHECK_IN' : 'WAIT_CHECK_IN', deadline: closesAt.toISOString() };
}

/** What one of the caller's open matches asks of them. */
function matchAction(match: MatchRow, mine: ParticipantRow, reported: boolean): NextAction {
  if (match.status === 'PENDING') return 'WAIT_OPPONENT';
  if (match.status === 'DISPUTED') return 'WAIT_ORGANISER';
  if (match.stage === 'LOBBY') return reported ? 'WAIT_OPPONENT' : 'REPORT';
  if (match.status === 'READY') return 'REPORT';
  const mySide = match.side1 === mine.id ? 0 : 1;
  return match.report?.side === mySide ? 'WAIT_CONFIRMATION' : 'CONFIRM';
}

async function runningCard(db: Database, event: TournamentRow, mine: ParticipantRow): Promise<Card | null> {
  if (mine.droppedAt) return null;
  if (mine.disqualifiedAt) return { ...EMPTY, action: 'ELIMINATED' };
  const lobbies = db.select({ id: playLobbyEntries.matchId }).from(playLobbyEntries).where(eq(playLobbyEntries.participantId, mine.id));
  const matches = await db
    .select()
    .from(playMatches)
    .where(and(eq(playMatches.eventId, event.id), or(eq(playMatches.side1, mine.id), eq(playMatches.side2, mine.id), inArray(playMatches.id, lobbies))))
    .orderBy(asc(playMatches.roundNumber), asc(playMatches.id));
  const reportedLobbies = new Set(
    (
      await db
        .select({ id: playLobbyEntries.matchId })
        .from(playLobbyEntries)
        .where(and(eq(playLobbyEntries.participantId, mine.id), sql`${playLobbyEntries.reportedAt} is not null`))
    ).map((row) => row.id),
  );
  const open = matches
    .filter((match) => match.status === 'PENDING' || match.status === 'READY' || match.status === 'REPORTED' || match.status === 'DISPUTED')
    .map((match) => ({ match, action: matchAction(match, mine, reportedLobbies.has(match.id)) }))
    .sort((a, b) => URGENCY[a.action] - URGENCY[b.action]);
  const next = open[0];
  if (!next) {
    if (event.format === 'BATTLE_ROYALE') {
      const rounds = Math.max(0, ...matches.map((match) => match.roundNumber));
      return { ...EMPTY, action: rounds < (event.royaleRounds ?? 1) ? 'WAIT_OPPONENT' : 'FINISHED' };
    }
    const last = matches.filter((match) => match.status === 'COMPLETED').sort((a, b) => (b.completedAt?.getTime() ?? 0) - (a.completedAt?.getTime() ?? 0))[0];
    const lost = event.format !== 'ROUND_ROBIN' && last !== undefined && last.winner !== null && last.winner !== mine.id;
    return { ...EMPTY, action: lost ? 'ELIMINATED' : 'FINISHED' };
  }
  const { match, action } = next;
  const round = await roundNameOf(db, event, match);
  let opponentName: string | null = null;
  if (match.stage === 'LOBBY') {
    const [size] = await db.select({ count: sql<number>`count(*)` }).from(playLobbyEntries).where(eq(playLobbyEntries.matchId, match.id));
    opponentName = String(Number(size?.count ?? 0));
  } else {
    const other = match.side1 === mine.id ? match.side2 : match.side1;
    if (other !== null) {
      const [row] = await db.select({ name: playParticipants.name }).from(playParticipants).where(eq(playParticipants.id, other));
      opponentName = row?.name ?? null;
    }
  }
  const deadline = action === 'CONFIRM' || action === 'WAIT_CONFIRMATION' || (match.stage === 'LOBBY' && match.status === 'REPORTED') ? (match.confirmBy?.toISOString() ?? null) : null;
  return { matchId: match.id, roundName: round.name, roundNameParams: round.nameParams, opponentName, at: match.readyAt?.toISOString() ?? null, action, deadline };
}

/** GET /matches/mine (docs/product/play.md, Screens: "Minha próxima partida"): one card per event in check-in or running. */
export async function myMatches(db: Database, userId: number, now = new Date()): Promise<MyMatches> {
  const teamIds = db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  const rows = await db
    .select({ participant: playParticipants, event: tournaments })
    .from(playParticipants)
    .innerJoin(tournaments, eq(tournaments.id, playParticipants.eventId))
    .where(and(or(eq(playParticipants.userId, userId), inArray(playParticipants.teamId, teamIds)), inArray(tournaments.status, ['CHECK_IN', 'RUNNING'])));
  const items: MyMatch[] = [];
  for (const row of rows) {
    const event = await settleEvent(db, row.event, now);
    const [mine] = await db.select().from(playParticipants).where(eq(playParticipants.id, row.participant.id));
    if (!mine) continue;
    const card = event.status === 'CHECK_IN' ? checkInCard(event, mine, mine.userId === userId, now) : event.status === 'RUNNING' ? await runningCard(db, event, mine) : null;
    if (card) items.push({ eventId: event.id, eventName: event.name, game: event.game as Game, phase: event.status, ...card });
  }
  items.sort((a, b) => URGENCY[a.action] - URGENCY[b.action] || (a.deadline ?? '\uffff').localeCompare(b.deadline ?? '\uffff') || a.eventId - b.eventId);
  return { items };
}
