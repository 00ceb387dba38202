import { and, asc, count, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { CheckInState, PlaySettings } from '../../../src/contract/play';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { eventSubscriptions, institutions, playMatches, playParticipants, teamMembers, teams, tournaments, users } from '../../db/schema';
import type { AuthenticatedUser } from '../../http/auth';
import type { TournamentRow } from '../tournaments';
import { viewerIn, visibleEvent, type Viewer } from './access';
import { bumpPlayVersion, generate, lockEvent, seedParticipants } from './engine';
import { publish, type PendingChange } from './live';
import { autoConfirmDue } from './matches';
import { refusal } from './refusals';

const MINUTE = 60_000;
/** Default check-in window (docs/product/play.md, Limits). */
export const DEFAULT_CHECK_IN_MINUTES = 60;

/** Check-in is open from `checkInOpensAt` (by default 60 minutes before the start) until the start (docs/product/play.md, Rules). */
export function checkInWindow(event: Pick<TournamentRow, 'checkInOpensAt' | 'startDate'>): { opensAt: Date; closesAt: Date } {
  return { opensAt: event.checkInOpensAt ?? new Date(event.startDate.getTime() - DEFAULT_CHECK_IN_MINUTES * MINUTE), closesAt: event.startDate };
}

export async function playSettings(db: Executor, event: TournamentRow): Promise<PlaySettings> {
  const { opensAt } = checkInWindow(event);
  let school: PlaySettings['school'] = null;
  if (event.organiserSchoolId !== null) {
    const [row] = await db.select({ id: institutions.id, name: institutions.name }).from(institutions).where(eq(institutions.id, event.organiserSchoolId));
    school = row ?? null;
  }
  return {
    format: event.format,
    bestOf: event.bestOf as PlaySettings['bestOf'],
    thirdPlaceMatch: event.thirdPlaceMatch,
    seeding: event.seeding,
    checkInOpensAt: opensAt.toISOString(),
    startDate: event.startDate.toISOString(),
    autoConfirmMinutes: event.autoConfirmMinutes,
    noShowGraceMinutes: event.noShowGraceMinutes,
    capacity: event.capacity,
    pointsTable: event.pointsTable,
    lobbySize: event.lobbySize,
    royaleRounds: event.royaleRounds,
    school,
  };
}

/**
 * Who plays (docs/product/play.md, Rules): solo players with a COMPLETED subscription, or confirmed
 * teams (their leader acts), in subscription order; past the capacity they wait on the list.
 */
export async function snapshotParticipants(tx: Executor, event: TournamentRow): Promise<void> {
  const [existing] = await tx.select({ count: count() }).from(playParticipants).where(eq(playParticipants.eventId, event.id));
  if (Number(existing?.count ?? 0) > 0) return;
  const firstSubscription = sql<number>`(select min(${eventSubscriptions.id}) from ${eventSubscriptions} where ${eventSubscriptions.teamId} = ${teams.id})`;
  const entries =
    event.modeQuantity > 1
      ? await tx
          .select({ userId: teams.leaderId, teamId: teams.id, name: teams.name })
          .from(teams)
          .where(and(eq(teams.eventId, event.id), eq(teams.subscribed, true)))
          .orderBy(asc(firstSubscription), asc(teams.id))
      : await tx
          .select({ userId: eventSubscriptions.userId, teamId: sql<number | null>`null`, name: users.playId })
          .from(eventSubscriptions)
          .innerJoin(users, eq(users.id, eventSubscriptions.userId))
          .where(and(eq(eventSubscriptions.eventId, event.id), eq(eventSubscriptions.status, 'COMPLETED'), isNull(eventSubscriptions.teamId)))
          .orderBy(asc(eventSubscriptions.id));
  if (entries.length === 0) return;
  const values = entries.map((entry, index) => ({
    eventId: event.id,
    userId: entry.userId,
    teamId: entry.teamId,
    name: entry.name,
    position: index + 1,
    waitingList: event.capacity !== null && index >= event.capacity,
  }));
  for (let from = 0; from < values.length; from += 500) await tx.insert(playParticipants).values(values.slice(from, from + 500)).onConflictDoNothing();
}

/** OPEN or WAITING_START → CHECK_IN, taking the participants; `now` opens the window when it was not open yet. */
export async function openCheckIn(tx: Executor, event: TournamentRow, now: Date, changes: PendingChange[]): Promise<TournamentRow> {
  const { opensAt } = checkInWindow(event);
  const checkInOpensAt = opensAt.getTime() > now.getTime() ? now : opensAt;
  const [updated] = await tx.update(tournaments).set({ status: 'CHECK_IN', checkInOpensAt }).where(eq(tournaments.id, event.id)).returning();
  await snapshotParticipants(tx, updated!);
  changes.push({ kind: 'PHASE', matchId: null });
  return updated!;
}

/** Check-in should have opened by itself (docs/product/play.md, States). */
export const phaseDue = (event: Pick<TournamentRow, 'status' | 'checkInOpensAt' | 'startDate'>, now: Date) => (event.status === 'OPEN' || event.status === 'WAITING_START') && checkInWindow(event).opensAt.getTime() <= now.getTime();

/** Whether something of the event is due at `now`: check-in to open, or reports to confirm themselves. */
export async function isDue(db: Executor, event: TournamentRow, now: Date): Promise<boolean> {
  if (phaseDue(event, now)) return true;
  if (event.status !== 'RUNNING') return false;
  const [due] = await db
    .select({ id: playMatches.id })
    .from(playMatches)
    .where(and(eq(playMatches.eventId, event.id), eq(playMatches.status, 'REPORTED'), isNotNull(playMatches.confirmBy), lte(playMatches.confirmBy, now)))
    .limit(1);
  return due !== undefined;
}

/** Applies what is due (behind the event's lock): check-in opening by itself, reports confirming themselves. */
export async function settleDue(tx: Executor, event: TournamentRow, now: Date, changes: PendingChange[]): Promise<TournamentRow> {
  let current = event;
  if (phaseDue(current, now)) current = await openCheckIn(tx, current, now, changes);
  if (current.status === 'RUNNING') await autoConfirmDue(tx, current, now, changes);
  return current;
}

/**
 * Every write to an event's play (docs/product/play.md, Rules: Advancing): one transaction behind the
 * event row's lock, with what is due applied first; the changes are published once it commits.
 */
export async function playWrite<T>(db: Database, eventId: number, work: (tx: Executor, event: TournamentRow, changes: PendingChange[]) => Promise<T>, now = new Date()): Promise<T> {
  const changes: PendingChange[] = [];
  const { value, version } = await db.transaction(async (tx) => {
    const locked = await lockEvent(tx, eventId);
    const event = await settleDue(tx, locked, now, changes);
    const result = await work(tx, event, changes);
    if (changes.length === 0) return { value: result, version: event.playVersion };
    return { value: result, version: await bumpPlayVersion(tx, eventId) };
  });
  // The write stands whether or not the streams hear of it: a stream that missed it fetches again when it reconnects.
  await publish(
    db,
    changes.map((change) => ({ eventId, version, ...change })),
  ).catch(() => undefined);
  return value;
}

/** What is due, applied in its own transaction when there is something. Answers the event as it is now. */
export async function settleEvent(db: Database, event: TournamentRow, now = new Date()): Promise<TournamentRow> {
  if (!(await isDue(db, event, now))) return event;
  return playWrite(db, event.id, async (_tx, settled) => settled, now);
}

/** The event as the caller may see it, with what is due applied (docs/product/play.md, States). */
export async function currentEvent(db: Database, user: AuthenticatedUser, eventId: number, now = new Date()): Promise<TournamentRow> {
  return settleEvent(db, await visibleEvent(db, user, eventId), now);
}

/** The caller's place in an event before its participants are taken: a solo subscription, or a confirmed team. */
async function prospectiveEntry(db: Executor, event: TournamentRow, userId: number): Promise<{ canAct: boolean; teamName: string | null } | null> {
  if (event.modeQuantity > 1) {
    const [team] = await db
      .select({ leaderId: teams.leaderId, name: teams.name })
      .from(teamMembers)
      .innerJoin(teams, eq(teams.id, teamMembers.teamId))
      .where(and(eq(teamMembers.eventId, event.id), eq(teamMembers.userId, userId), eq(teams.subscribed, true)));
    return team ? { canAct: team.leaderId === userId, teamName: team.name } : null;
  }
  const [subscription] = await db
    .select({ id: eventSubscriptions.id })
    .from(eventSubscriptions)
    .where(and(eq(eventSubscriptions.eventId, event.id), eq(eventSubscriptions.userId, userId), eq(eventSubscriptions.status, 'COMPLETED'), isNull(eventSubscriptions.teamId)));
  return subscription ? { canAct: true, teamName: null } : null;
}

const BEFORE_CHECK_IN = new Set(['DRAFT', 'OPEN', 'WAITING_START']);

/** The caller's check-in (docs/product/play.md, States: Check-in). */
export async function checkInState(db: Executor, event: TournamentRow, userId: number, now = new Date()): Promise<CheckInState> {
  const { opensAt, closesAt } = checkInWindow(event);
  const viewer = await viewerIn(db, event.id, userId);
  const mine = viewer.rows[0];
  const [counts] = await db
    .select({ participants: count(), checkedIn: sql<number>`count(${playParticipants.checkedInAt})` })
    .from(playParticipants)
    .where(and(eq(playParticipants.eventId, event.id), isNull(playParticipants.droppedAt), isNull(playParticipants.disqualifiedAt)));
  const base = {
    eventId: event.id,
    opensAt: opensAt.toISOString(),
    closesAt: closesAt.toISOString(),
    checkedInCount: Number(counts?.checkedIn ?? 0),
    participantsCount: Number(counts?.participants ?? 0),
  };
  if (!mine) {
    const prospective = BEFORE_CHECK_IN.has(event.status) ? await prospectiveEntry(db, event, userId) : null;
    if (!prospective) return { ...base, status: 'NOT_PARTICIPANT', checkedInAt: null, canAct: false, teamName: null, waitingList: false };
    return { ...base, status: 'NOT_OPEN', checkedInAt: null, canAct: prospective.canAct, teamName: prospective.teamName, waitingList: false };
  }
  const teamName = mine.teamId !== null ? mine.name : null;
  const common = { ...base, checkedInAt: mine.checkedInAt?.toISOString() ?? null, canAct: viewer.acting.has(mine.id), teamName, waitingList: mine.waitingList };
  const out = mine.droppedAt !== null || mine.disqualifiedAt !== null;
  if (BEFORE_CHECK_IN.has(event.status)) return { ...common, status: 'NOT_OPEN' };
  if (out) return { ...common, status: 'MISSED' };
  if (mine.checkedInAt) return { ...common, status: 'CHECKED_IN' };
  if (event.status === 'CHECK_IN' && now.getTime() < closesAt.getTime()) return { ...common, status: 'OPEN' };
  return { ...common, status: 'MISSED' };
}

/** Checks the caller in (or undoes it) inside the window; a team member who is not the leader may not (docs/product/play.md, Errors). */
export async function setCheckIn(tx: Executor, event: TournamentRow, viewer: Viewer, checkedIn: boolean, now: Date, changes: PendingChange[]): Promise<void> {
  const mine = viewer.rows[0];
  if (!mine) {
    const prospective = BEFORE_CHECK_IN.has(event.status) ? await prospectiveEntry(tx, event, viewer.userId) : null;
    if (!prospective) throw refusal(403, 'status:checkIn.notParticipant');
    throw prospective.canAct ? refusal(409, 'status:checkIn.notOpen') : refusal(403, 'status:checkIn.leaderOnly');
  }
  if (!viewer.acting.has(mine.id)) throw refusal(403, 'status:checkIn.leaderOnly');
  if (BEFORE_CHECK_IN.has(event.status)) throw refusal(409, 'status:checkIn.notOpen');
  if (event.status !== 'CHECK_IN' || now.getTime() >= event.startDate.getTime() || mine.droppedAt !== null || mine.disqualifiedAt !== null) throw refusal(409, 'status:checkIn.closed');
  if ((mine.checkedInAt !== null) === checkedIn) return;
  await tx.update(playParticipants).set({ checkedInAt: checkedIn ? now : null }).where(eq(playParticipants.id, mine.id));
  changes.push({ kind: 'CHECK_IN', matchId: null });
}

/** The participants still in the event (not dropped, not disqualified), in subscription order. */
export async function activeParticipants(db: Executor, eventId: number): Promise<Array<typeof playParticipants.$inferSelect>> {
  return db
    .select()
    .from(playParticipants)
    .where(and(eq(playParticipants.eventId, eventId), isNull(playParticipants.droppedAt), isNull(playParticipants.disqualifiedAt)))
    .orderBy(asc(playParticipants.position));
}

/**
 * Starts a CHECK_IN event (docs/product/play.md, Rules: Check-in, Start): drops who did not check in,
 * moves checked-in people from the waiting list up in subscription order, seeds and generates.
 */
export async function startEvent(tx: Executor, event: TournamentRow, now: Date, changes: PendingChange[]): Promise<TournamentRow> {
  if (event.status !== 'CHECK_IN') throw refusal(409, 'status:play.wrongPhase');
  const everyone = await activeParticipants(tx, event.id);
  const checkedIn = everyone.filter((participant) => participant.checkedInAt !== null);
  const places = event.capacity ?? Number.MAX_SAFE_INTEGER;
  const main = checkedIn.filter((participant) => !participant.waitingList);
  const promoted = checkedIn.filter((participant) => participant.waitingList).slice(0, Math.max(0, places - main.length));
  const playing = [...main, ...promoted].sort((a, b) => a.position - b.position);
  if (playing.length < 2) throw refusal(409, 'status:play.notEnoughParticipants');
  const playingIds = playing.map((participant) => participant.id);
  const left = everyone.filter((participant) => !playingIds.includes(participant.id)).map((participant) => participant.id);
  if (left.length > 0) await tx.update(playParticipants).set({ droppedAt: now }).where(inArray(playParticipants.id, left));
  if (promoted.length > 0) await tx.update(playParticipants).set({ waitingList: false }).where(inArray(playParticipants.id, promoted.map((participant) => participant.id)));
  const [running] = await tx.update(tournaments).set({ status: 'RUNNING' }).where(eq(tournaments.id, event.id)).returning();
  const seeded = await seedParticipants(tx, running!, playingIds);
  await generate(tx, running!, seeded, now);
  changes.push({ kind: 'PHASE', matchId: null });
  return running!;
}

/** Events with something due at `now`, for the sweep. */
async function dueEvents(db: Executor, now: Date): Promise<TournamentRow[]> {
  const reportsDue = db
    .select({ eventId: playMatches.eventId })
    .from(playMatches)
    .where(and(eq(playMatches.status, 'REPORTED'), isNotNull(playMatches.confirmBy), lte(playMatches.confirmBy, now)));
  const opensAt = sql`coalesce(${tournaments.checkInOpensAt}, ${tournaments.startDate} - make_interval(mins => ${DEFAULT_CHECK_IN_MINUTES}))`;
  return db
    .select()
    .from(tournaments)
    .where(or(and(inArray(tournaments.status, ['OPEN', 'WAITING_START']), sql`${opensAt} <= ${now}`), inArray(tournaments.id, reportsDue)))
    .limit(100);
}

/**
 * Advances what is due without anyone reading it (docs/product/play.md, Rules): check-in opening by
 * itself and reports confirming themselves. Runs every `everyMs` until stopped; never keeps the process alive.
 */
export function startPlaySweep(db: Database, everyMs = 30_000): { stop(): void } {
  let busy = false;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const now = new Date();
      for (const event of await dueEvents(db, now)) await settleEvent(db, event, now);
    } catch {
      // The next tick tries again; reads apply what is due meanwhile.
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
