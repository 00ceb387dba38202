import { and, eq, inArray, or } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { playParticipants, schoolLinks, teamMembers, tournaments } from '../../db/schema';
import type { AuthenticatedUser } from '../../http/auth';
import { fail } from '../../http/errors';
import type { TournamentRow } from '../tournaments';

export const EVENT_NOT_FOUND = 'status:event.notFound';
export const MATCH_NOT_FOUND = 'status:match.notFound';

export type ParticipantRow = typeof playParticipants.$inferSelect;

/** Who may organise what (docs/product/play.md, Roles): ADMIN every event, an educator their school's events. */
export interface OrganiserScope {
  admin: boolean;
  /** The school an educator is linked to; null for everyone else. */
  schoolId: number | null;
}

export async function organiserScope(db: Executor, user: AuthenticatedUser): Promise<OrganiserScope> {
  const role = user.claims.role;
  if (role === 'ADMIN') return { admin: true, schoolId: null };
  if (role !== 'TEACHER' && role !== 'COORDINATOR') return { admin: false, schoolId: null };
  const [link] = await db.select({ schoolId: schoolLinks.institutionId }).from(schoolLinks).where(eq(schoolLinks.userId, user.userId));
  return { admin: false, schoolId: link?.schoolId ?? null };
}

export const isOrganiserRole = (user: AuthenticatedUser) => ['ADMIN', 'TEACHER', 'COORDINATOR'].includes(user.claims.role);

export const canOrganise = (scope: OrganiserScope, event: Pick<TournamentRow, 'organiserSchoolId'>) =>
  scope.admin || (scope.schoolId !== null && event.organiserSchoolId === scope.schoolId);

/** 403 status:organiser.forbidden unless the caller organises the event (or, without an event, may organise at all). */
export function assertOrganiser(scope: OrganiserScope, event?: Pick<TournamentRow, 'organiserSchoolId'>): void {
  const allowed = event ? canOrganise(scope, event) : scope.admin || scope.schoolId !== null;
  if (!allowed) throw fail.forbidden('organiserForbidden', 'status:organiser.forbidden');
}

/** Whether a student may see the event: never a DRAFT (docs/product/play.md, States). */
export async function canSee(db: Executor, user: AuthenticatedUser, event: TournamentRow): Promise<boolean> {
  if (event.status !== 'DRAFT') return true;
  if (!isOrganiserRole(user)) return false;
  return canOrganise(await organiserScope(db, user), event);
}

/** The event as it is now, else 404 status:event.notFound. */
export async function findEvent(db: Executor, eventId: number): Promise<TournamentRow> {
  const [event] = await db.select().from(tournaments).where(eq(tournaments.id, eventId));
  if (!event) throw fail.notFound(EVENT_NOT_FOUND);
  return event;
}

/** The event as the caller may see it, else 404 status:event.notFound. */
export async function visibleEvent(db: Executor, user: AuthenticatedUser, eventId: number): Promise<TournamentRow> {
  const event = await findEvent(db, eventId);
  if (!(await canSee(db, user, event))) throw fail.notFound(EVENT_NOT_FOUND);
  return event;
}

/** The caller's participants in one event: `all` as the player, leader or team member; `acting` as the player or leader. */
export interface Viewer {
  userId: number;
  rows: ParticipantRow[];
  all: Set<number>;
  acting: Set<number>;
}

export async function viewerIn(db: Executor, eventId: number, userId: number): Promise<Viewer> {
  const teamIds = db.select({ teamId: teamMembers.teamId }).from(teamMembers).where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId)));
  const rows = await db
    .select()
    .from(playParticipants)
    .where(and(eq(playParticipants.eventId, eventId), or(eq(playParticipants.userId, userId), inArray(playParticipants.teamId, teamIds))));
  return { userId, rows, all: new Set(rows.map((row) => row.id)), acting: new Set(rows.filter((row) => row.userId === userId).map((row) => row.id)) };
}
