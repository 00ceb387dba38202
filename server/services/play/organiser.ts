import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { CreateEventRequest, OrganiserEvent, OrganiserParticipant, PlayFormat, PointsTable, WaitingMatch } from '../../../src/contract/play';
import type { FieldError } from '../../../src/contract/errors';
import type { TournamentMode } from '../../../src/contract/tournaments';
import type { Executor } from '../../db/executor';
import { eventSubscriptions, GAMES, notifications, PLAY_FORMATS, playMatches, playParticipants, SEEDINGS, teamMembers, teams, tournaments, users } from '../../db/schema';
import { fail } from '../../http/errors';
import { t } from '../../messages';
import { grantReward } from '../rewards';
import type { TournamentRow } from '../tournaments';
import type { OrganiserScope } from './access';
import { completeDisqualified, computeStandings, isFinished } from './engine';
import { playSettings } from './lifecycle';
import type { PendingChange } from './live';
import { roundNameOf } from './matches';
import { drawSeed } from './random-seed';
import { refusal } from './refusals';

const MINUTE = 60_000;

/** Rewards of the top three places (docs/product/play.md, Limits). */
const PLACE_REWARDS: Record<number, { experience: number; matchPoints: number }> = {
  1: { experience: 500, matchPoints: 300 },
  2: { experience: 300, matchPoints: 200 },
  3: { experience: 200, matchPoints: 100 },
};
/** The skill a tournament's MatchPoints count towards. */
const TOURNAMENT_SKILL = 'STRATEGIC_INTELLIGENCE';

export const placeReward = (rank: number) => PLACE_REWARDS[rank] ?? null;

type Action = OrganiserEvent['actions'][number];

async function actionsFor(db: Executor, event: TournamentRow): Promise<Action[]> {
  if (event.status === 'DRAFT') return ['publish'];
  if (event.status === 'OPEN' || event.status === 'WAITING_START') return ['open-check-in'];
  if (event.status === 'CHECK_IN') return ['start'];
  if (event.status === 'RUNNING' && (await isFinished(db, event))) return ['conclude'];
  return [];
}

/** Participants and check-ins: the taken participants once check-in opened, else the subscriptions that would be taken. */
async function counts(db: Executor, event: TournamentRow): Promise<{ participantsCount: number; checkedInCount: number }> {
  if (event.status === 'DRAFT' || event.status === 'OPEN' || event.status === 'WAITING_START') {
    const [row] =
      event.modeQuantity > 1
        ? await db
            .select({ count: count() })
            .from(teams)
            .where(and(eq(teams.eventId, event.id), eq(teams.subscribed, true)))
        : await db
            .select({ count: count() })
            .from(eventSubscriptions)
            .where(and(eq(eventSubscriptions.eventId, event.id), eq(eventSubscriptions.status, 'COMPLETED'), isNull(eventSubscriptions.teamId)));
    return { participantsCount: Number(row?.count ?? 0), checkedInCount: 0 };
  }
  const [row] = await db
    .select({ participants: count(), checkedIn: sql<number>`count(${playParticipants.checkedInAt})` })
    .from(playParticipants)
    .where(and(eq(playParticipants.eventId, event.id), isNull(playParticipants.droppedAt), isNull(playParticipants.disqualifiedAt)));
  return { participantsCount: Number(row?.participants ?? 0), checkedInCount: Number(row?.checkedIn ?? 0) };
}

export async function organiserSummary(db: Executor, event: TournamentRow): Promise<Omit<OrganiserEvent, 'participants' | 'matchesWaiting'>> {
  return {
    id: event.id,
    name: event.name,
    game: event.game,
    phase: event.status,
    settings: await playSettings(db, event),
    ...(await counts(db, event)),
    actions: await actionsFor(db, event),
    version: event.playVersion,
  };
}

const WAITING_ORDER = { DISPUTED: 0, REPORTED: 1, READY: 2 } as Record<string, number>;

/** GET /admin/tournaments/{id} (docs/product/play.md, Screens: the console). */
export async function organiserEvent(db: Executor, event: TournamentRow): Promise<OrganiserEvent> {
  const people = await db
    .select({ participant: playParticipants, leaderPlayId: users.playId })
    .from(playParticipants)
    .innerJoin(users, eq(users.id, playParticipants.userId))
    .where(eq(playParticipants.eventId, event.id))
    .orderBy(playParticipants.position);
  const names = new Map(people.map(({ participant }) => [participant.id, participant.name]));
  const participants: OrganiserParticipant[] = people.map(({ participant, leaderPlayId }) => ({
    participantId: participant.id,
    name: participant.name,
    leaderPlayId: participant.teamId !== null ? leaderPlayId : null,
    checkedInAt: participant.checkedInAt?.toISOString() ?? null,
    waitingList: participant.waitingList,
    disqualified: participant.disqualifiedAt !== null,
    seed: participant.seed,
  }));
  const open = await db
    .select()
    .from(playMatches)
    .where(and(eq(playMatches.eventId, event.id), inArray(playMatches.status, ['DISPUTED', 'REPORTED', 'READY'])));
  const since = (match: (typeof open)[number]) => (match.status === 'DISPUTED' ? match.dispute?.at : match.status === 'REPORTED' ? match.report?.at : match.readyAt?.toISOString()) ?? null;
  const sorted = open.sort((a, b) => WAITING_ORDER[a.status]! - WAITING_ORDER[b.status]! || (since(a) ?? '').localeCompare(since(b) ?? '') || a.id - b.id);
  const matchesWaiting: WaitingMatch[] = [];
  for (const match of sorted) {
    const round = await roundNameOf(db, event, match);
    matchesWaiting.push({
      id: match.id,
      status: match.status,
      roundName: round.name,
      roundNameParams: round.nameParams,
      sides: [match.side1 === null ? null : (names.get(match.side1) ?? null), match.side2 === null ? null : (names.get(match.side2) ?? null)],
      since: since(match),
    });
  }
  return { ...(await organiserSummary(db, event)), participants, matchesWaiting };
}

/** The events the caller organises, newest first. */
export async function organisedEvents(db: Executor, scope: OrganiserScope): Promise<TournamentRow[]> {
  const where = scope.admin ? undefined : eq(tournaments.organiserSchoolId, scope.schoolId ?? -1);
  return db.select().from(tournaments).where(where).orderBy(desc(tournaments.createdAt), desc(tournaments.id)).limit(200);
}

// ---------------------------------------------------------------------------------------------
// The event form (docs/product/play.md, Limits)
// ---------------------------------------------------------------------------------------------

const isWhole = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
const isInstant = (value: unknown): value is string => typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));
const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

function modeOf(format: PlayFormat, teamSize: number): TournamentMode {
  if (teamSize === 1) return format === 'BATTLE_ROYALE' ? 'SOLO_ROYALE' : 'SOLO';
  return teamSize === 2 ? 'DUO' : teamSize === 3 ? 'TRIO' : 'SQUAD';
}

function checkPointsTable(raw: unknown): PointsTable | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { placement, perElimination } = raw as Record<string, unknown>;
  if (!Array.isArray(placement) || placement.length < 1 || placement.length > 100 || !placement.every((points) => isWhole(points, 0, 1000))) return null;
  if (!isWhole(perElimination, 0, 100)) return null;
  return { placement: placement as number[], perElimination };
}

/** Reads CreateEventRequest; every problem is a field error `validation:<field>.invalid`. */
export function readEventForm(body: Record<string, unknown>): CreateEventRequest {
  const issues: FieldError[] = [];
  const bad = (field: string) => issues.push({ field, code: 'invalid', messageKey: `validation:${field}.invalid` });
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name.length < 3 || name.length > 100 || name.includes('\u0000')) bad('name');
  const subTitle = body.subTitle === undefined || body.subTitle === null ? '' : typeof body.subTitle === 'string' ? body.subTitle.trim() : null;
  if (subTitle === null || subTitle.length > 200) bad('subTitle');
  if (!oneOf(GAMES, body.game)) bad('game');
  if (!oneOf(PLAY_FORMATS, body.format)) bad('format');
  if (!isWhole(body.teamSize, 1, 5)) bad('teamSize');
  if (body.bestOf !== 1 && body.bestOf !== 3 && body.bestOf !== 5) bad('bestOf');
  if (body.thirdPlaceMatch !== undefined && typeof body.thirdPlaceMatch !== 'boolean') bad('thirdPlaceMatch');
  if (!oneOf(SEEDINGS, body.seeding)) bad('seeding');
  const start = isInstant(body.subscriptionsStart) ? Date.parse(body.subscriptionsStart) : null;
  const end = isInstant(body.subscriptionsEnd) ? Date.parse(body.subscriptionsEnd) : null;
  const startDate = isInstant(body.startDate) ? Date.parse(body.startDate) : null;
  if (start === null) bad('subscriptionsStart');
  if (end === null || (start !== null && end <= start)) bad('subscriptionsEnd');
  if (startDate === null || (end !== null && startDate < end)) bad('startDate');
  if (!isWhole(body.checkInMinutes, 5, 1440)) bad('checkInMinutes');
  if (!isWhole(body.autoConfirmMinutes, 1, 1440)) bad('autoConfirmMinutes');
  if (!isWhole(body.noShowGraceMinutes, 1, 1440)) bad('noShowGraceMinutes');
  if (body.capacity !== null && body.capacity !== undefined && !isWhole(body.capacity, 2, 10_000)) bad('capacity');
  if (body.rules !== undefined && body.rules !== null && (typeof body.rules !== 'string' || body.rules.length > 20_000 || body.rules.includes('\u0000'))) bad('rules');
  if (body.schoolEvent !== undefined && typeof body.schoolEvent !== 'boolean') bad('schoolEvent');
  const royale = body.format === 'BATTLE_ROYALE';
  const teamSize = isWhole(body.teamSize, 1, 5) ? body.teamSize : 1;
  const pointsTable = royale ? checkPointsTable(body.pointsTable) : null;
  if (royale && !pointsTable) bad('pointsTable');
  if (royale && !isWhole(body.lobbySize, 2, teamSize > 1 ? 25 : 100)) bad('lobbySize');
  if (royale && !isWhole(body.royaleRounds, 1, 10)) bad('royaleRounds');
  if (issues.length > 0) throw fail.validation(issues);
  return {
    name,
    subTitle: subTitle ?? '',
    game: body.game as CreateEventRequest['game'],
    format: body.format as PlayFormat,
    teamSize,
    bestOf: royale ? 1 : (body.bestOf as CreateEventRequest['bestOf']),
    thirdPlaceMatch: body.format === 'SINGLE_ELIMINATION' && body.thirdPlaceMatch === true,
    seeding: body.seeding as CreateEventRequest['seeding'],
    subscriptionsStart: new Date(start!).toISOString(),
    subscriptionsEnd: new Date(end!).toISOString(),
    startDate: new Date(startDate!).toISOString(),
    checkInMinutes: body.checkInMinutes as number,
    autoConfirmMinutes: body.autoConfirmMinutes as number,
    noShowGraceMinutes: body.noShowGraceMinutes as number,
    capacity: (body.capacity as number | null | undefined) ?? null,
    rules: (body.rules as string | undefined) ?? '',
    pointsTable,
    lobbySize: royale ? (body.lobbySize as number) : null,
    royaleRounds: royale ? (body.royaleRounds as number) : null,
    schoolEvent: body.schoolEvent === true,
  };
}

/** Creates a DRAFT; an educator's event is their school's, open only to its students (docs/product/play.md, Rules: School events). */
export async function createEvent(db: Executor, form: CreateEventRequest, scope: OrganiserScope, createdBy: number): Promise<TournamentRow> {
  const schoolId = scope.admin ? null : scope.schoolId;
  const startDate = new Date(form.startDate);
  const [row] = await db
    .insert(tournaments)
    .values({
      name: form.name,
      subTitle: form.subTitle,
      status: 'DRAFT',
      game: form.game,
      mode: modeOf(form.format, form.teamSize),
      modeQuantity: form.teamSize,
      startDate,
      description: form.subTitle,
      terms: form.rules,
      subscriptionsStart: new Date(form.subscriptionsStart),
      subscriptionsEnd: new Date(form.subscriptionsEnd),
      restrictions: schoolId !== null ? { schoolIds: [schoolId] } : {},
      format: form.format,
      bestOf: form.bestOf,
      thirdPlaceMatch: form.thirdPlaceMatch,
      seeding: form.seeding,
      randomSeed: drawSeed(),
      checkInOpensAt: new Date(startDate.getTime() - form.checkInMinutes * MINUTE),
      autoConfirmMinutes: form.autoConfirmMinutes,
      noShowGraceMinutes: form.noShowGraceMinutes,
      capacity: form.capacity,
      pointsTable: form.pointsTable,
      lobbySize: form.lobbySize,
      royaleRounds: form.royaleRounds,
      organiserSchoolId: schoolId,
      createdBy,
    })
    .returning();
  return row!;
}

// ---------------------------------------------------------------------------------------------
// Phase changes and decisions
// ---------------------------------------------------------------------------------------------

export async function publishEvent(tx: Executor, event: TournamentRow, changes: PendingChange[]): Promise<void> {
  if (event.status !== 'DRAFT') throw refusal(409, 'status:play.wrongPhase');
  await tx.update(tournaments).set({ status: 'OPEN' }).where(eq(tournaments.id, event.id));
  changes.push({ kind: 'PHASE', matchId: null });
}

/** The users a participant stands for: the player, or every member of the team. */
async function peopleOf(db: Executor, participant: { userId: number; teamId: number | null }): Promise<number[]> {
  if (participant.teamId === null) return [participant.userId];
  const members = await db.select({ userId: teamMembers.userId }).from(teamMembers).where(eq(teamMembers.teamId, participant.teamId));
  return members.length > 0 ? members.map((member) => member.userId) : [participant.userId];
}

/**
 * Concludes a RUNNING event whose matches are all done (docs/product/play.md, Rules: Conclusion):
 * places 1 to 3 are paid through the rewards ledger, once, and every participant hears their place.
 */
export async function concludeEvent(tx: Executor, event: TournamentRow, changes: PendingChange[]): Promise<void> {
  if (event.status !== 'RUNNING') throw refusal(409, 'status:play.wrongPhase');
  if (!(await isFinished(tx, event))) throw refusal(409, 'status:play.unfinishedMatches');
  const { rows } = await computeStandings(tx, event, new Set());
  const participants = await tx.select().from(playParticipants).where(eq(playParticipants.eventId, event.id));
  const byId = new Map(participants.map((participant) => [participant.id, participant]));
  for (const row of rows) {
    const participant = byId.get(row.participantId);
    if (!participant) continue;
    const reward = row.disqualified ? null : placeReward(row.rank);
    for (const userId of await peopleOf(tx, participant)) {
      if (reward) {
        await grantReward(tx, userId, {
          source: 'TOURNAMENT',
          sourceId: String(event.id),
          title: t('play_reward_title', { place: row.rank }),
          description: t('play_reward_description', { place: row.rank, event: event.name }),
          experience: reward.experience,
          matchPoints: { [TOURNAMENT_SKILL]: reward.matchPoints },
        });
      }
      await tx.insert(notifications).values({
        userId,
        title: t('notification_playConcluded_title', { event: event.name }),
        text: row.disqualified ? t('notification_playConcluded_disqualified', { event: event.name }) : t('notification_playConcluded_text', { place: row.rank, event: event.name }),
        targetKey: `tournament:${event.id}`,
        imageKey: `tournaments/${event.game}/award`,
      });
    }
  }
  await tx.update(tournaments).set({ status: 'CONCLUDED' }).where(eq(tournaments.id, event.id));
  changes.push({ kind: 'PHASE', matchId: null }, { kind: 'STANDINGS', matchId: null });
}

/** Disqualifies a participant (docs/product/play.md, Rules: Disqualification): their unfinished matches go to the other side. */
export async function disqualify(tx: Executor, event: TournamentRow, participantId: number, note: string, now: Date, changes: PendingChange[]): Promise<void> {
  if (event.status !== 'CHECK_IN' && event.status !== 'RUNNING') throw refusal(409, 'status:play.wrongPhase');
  const [participant] = await tx
    .select()
    .from(playParticipants)
    .where(and(eq(playParticipants.id, participantId), eq(playParticipants.eventId, event.id)));
  if (!participant) throw fail.notFound('status:participant.notFound');
  if (participant.disqualifiedAt !== null) return;
  await tx.update(playParticipants).set({ disqualifiedAt: now, disqualifyNote: note }).where(eq(playParticipants.id, participantId));
  changes.push({ kind: 'STANDINGS', matchId: null });
  if (event.status === 'RUNNING') for (const matchId of await completeDisqualified(tx, event, now)) changes.push({ kind: 'MATCH', matchId });
}

/** A note of 1 to 500 characters (docs/product/play.md, Limits). */
export function readNote(raw: unknown): string {
  const note = typeof raw === 'string' ? raw.trim() : '';
  if (note.length === 0) throw fail.field('note', 'required');
  if (note.length > 500 || note.includes('\u0000')) throw fail.field('note', 'invalid');
  return note;
}
