import { and, eq, ne, sql } from 'drizzle-orm';
import type { Game, SubscriptionStatus, Tournament, TournamentMode, TournamentSummary } from '../../src/contract/tournaments';
import { schoolLinkStatusOf } from '../../src/domain/session';
import { eligibilityFor, firstRefusal, type Candidate, type EventRestrictions, type Restriction } from '../../src/domain/tournaments/eligibility';
import type { EducationLevel } from '../../src/domain/school/school-link';
import type { Executor } from '../db/executor';
import { eventSubscriptions, schoolDrafts, schoolLinks, teamMembers, TOURNAMENT_STATUSES, tournaments, users } from '../db/schema';
import { ApiError, requestError } from '../http/errors';
import { keptAnswer } from './kept-lists';

export type TournamentRow = typeof tournaments.$inferSelect;

/** What eligibility needs to know about a user, read in one query. */
export async function loadCandidate(db: Executor, userId: number): Promise<(Candidate & { id: number; playId: string }) | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      playId: users.playId,
      role: users.role,
      birthDate: users.birthDate,
      epicAccountId: users.epicAccountId,
      linkExists: sql<boolean>`${schoolLinks.userId} is not null`,
      linkStepsCompleted: schoolLinks.linkStepsCompleted,
      educationLevel: schoolLinks.educationLevel,
      schoolId: schoolLinks.institutionId,
      subscribedEventIds: sql<number[] | null>`(select array_agg(${eventSubscriptions.eventId}) from ${eventSubscriptions} where ${eventSubscriptions.userId} = ${users.id})`,
      pendingSchoolDraft: sql<boolean>`exists (select 1 from ${schoolDrafts} where ${schoolDrafts.userId} = ${users.id} and ${schoolDrafts.status} = 'PENDING')`,
    })
    .from(users)
    .leftJoin(schoolLinks, eq(schoolLinks.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    id: row.id,
    playId: row.playId,
    role: row.role,
    birthDate: row.birthDate,
    epicAccountId: row.epicAccountId,
    educationLevel: (row.educationLevel ?? null) as EducationLevel | null,
    schoolLinkStatus: schoolLinkStatusOf(row.linkExists ? { exists: true, linkStepsCompleted: row.linkStepsCompleted === true } : null),
    subscribedEventIds: (row.subscribedEventIds ?? []).map(Number),
    pendingSchoolDraft: row.pendingSchoolDraft === true,
    schoolId: row.schoolId ?? null,
  };
}

export function eligibilityEvent(row: TournamentRow) {
  return { status: row.status, restrictions: row.restrictions, subscriptionsStart: row.subscriptionsStart.toISOString(), subscriptionsEnd: row.subscriptionsEnd.toISOString() };
}

/** Throws the refusal (docs/product/tournaments.md, Errors) when `candidate` may not take part in the event now. */
export function assertEligible(row: TournamentRow, candidate: Candidate, now = new Date()): void {
  const refusal = firstRefusal(eligibilityFor(eligibilityEvent(row), candidate, now));
  if (refusal) throw restrictionError(refusal);
}

export const restrictionError = (refusal: Restriction, detail = refusal.detail) => new ApiError(400, [requestError(refusal.code, refusal.messageKey, detail)]);

/** The status a new subscription starts in (docs/product/tournaments.md, States): Discord events wait for the server join. */
export const initialSubscriptionStatus = (row: TournamentRow): 'PENDING_DISCORD_SERVER_JOIN' | 'COMPLETED' => (row.requiresDiscord ? 'PENDING_DISCORD_SERVER_JOIN' : 'COMPLETED');

/** The columns a tournament card shows. */
export type CardRow = Pick<
  TournamentRow,
  | 'id'
  | 'name'
  | 'subTitle'
  | 'status'
  | 'game'
  | 'mode'
  | 'modeQuantity'
  | 'startDate'
  | 'location'
  | 'platform'
  | 'desktopImage'
  | 'mobileImage'
  | 'subscriptionsStart'
  | 'subscriptionsEnd'
  | 'requiresDiscord'
>;

const imagePath = (row: CardRow, kind: 'desktop' | 'mobile') => (kind === 'desktop' ? row.desktopImage : row.mobileImage) ?? `/media/tournaments/${row.game}/${kind}.svg`;

export function summaryOf(row: CardRow, mine: { status: SubscriptionStatus | null; teamId: number | null }): TournamentSummary {
  const images = { desktop: imagePath(row, 'desktop'), mobile: imagePath(row, 'mobile') };
  return {
    id: row.id,
    name: row.name,
    subTitle: row.subTitle,
    status: row.status,
    game: row.game as Game,
    mode: row.mode as TournamentMode,
    modeQuantity: row.modeQuantity,
    startDate: row.startDate.toISOString(),
    location: row.location,
    platform: row.platform,
    images,
    coverImages: images,
    subscriptionsStart: row.subscriptionsStart.toISOString(),
    subscriptionsEnd: row.subscriptionsEnd.toISOString(),
    requiresDiscord: row.requiresDiscord,
    teamId: mine.teamId,
    subscribed: mine.status !== null,
    subscriptionStatus: mine.status ?? 'NOT_SUBSCRIBED',
  };
}

export function detailOf(row: TournamentRow, mine: { status: SubscriptionStatus | null; teamId: number | null }, candidate: Candidate, subscribersCount: number, now = new Date()): Tournament {
  const restrictions: EventRestrictions = {
    ...row.restrictions,
    subscriptionStartDate: row.restrictions.subscriptionStartDate ?? row.subscriptionsStart.toISOString(),
    subscriptionEndDate: row.restrictions.subscriptionEndDate ?? row.subscriptionsEnd.toISOString(),
  };
  return {
    ...summaryOf(row, mine),
    description: row.description,
    termsTarget: row.termsTarget,
    terms: row.terms,
    awardImage: row.awardImage ?? `/media/tournaments/${row.game}/award.svg`,
    restrictions,
    eligibility: eligibilityFor(eligibilityEvent(row), candidate, now),
    subscribersCount,
  };
}

export interface TournamentFilters {
  statuses: string[];
  game: string | undefined;
  subscribedOnly: boolean;
  /** Soonest first (lists of events still to come), else most recent first. */
  upcoming: boolean;
}

const cardColumns = {
  id: tournaments.id,
  name: tournaments.name,
  subTitle: tournaments.subTitle,
  status: tournaments.status,
  game: tournaments.game,
  mode: tournaments.mode,
  modeQuantity: tournaments.modeQuantity,
  startDate: tournaments.startDate,
  location: tournaments.location,
  platform: tournaments.platform,
  desktopImage: tournaments.desktopImage,
  mobileImage: tournaments.mobileImage,
  subscriptionsStart: tournaments.subscriptionsStart,
  subscriptionsEnd: tournaments.subscriptionsEnd,
  requiresDiscord: tournaments.requiresDiscord,
};

/** Every card a list may show (no DRAFT), kept until one changes (server/services/kept-lists.ts). */
function listableCards(db: Executor, version: number): Promise<CardRow[]> {
  return keptAnswer(db, 'tournaments', version, 'cards', () => db.select(cardColumns).from(tournaments).where(ne(tournaments.status, 'DRAFT')));
}

/** The cards of one filter in the list's order, worked out once per version of the cards. */
function listedCards(db: Executor, version: number, statuses: readonly string[], game: string | undefined, upcoming: boolean): Promise<CardRow[]> {
  const variant = `${[...statuses].sort().join(',')}|${game ?? ''}|${upcoming ? 'soonest' : 'latest'}`;
  return keptAnswer(db, 'tournaments', version, variant, async () => {
    const wanted = new Set(statuses);
    const direction = upcoming ? 1 : -1;
    return (await listableCards(db, version))
      .filter((card) => wanted.has(card.status) && (game === undefined || card.game === game))
      .sort((a, b) => direction * (a.startDate.getTime() - b.startDate.getTime() || a.id - b.id));
  });
}

/**
 * One page of cards as the caller sees them, and the total. The cards come from memory; the
 * database is read once, by tournament_list_glance() (migration 0019_list_versions): the cards'
 * version and the caller's subscriptions and teams.
 */
export async function tournamentPage(db: Executor, userId: number, filters: TournamentFilters, limit: number, offset: number): Promise<{ total: number; content: TournamentSummary[] }> {
  const result = await db.execute<{ glance: string }>(sql`select tournament_list_glance(${userId}) as glance`);
  const glance = JSON.parse((result as unknown as { rows: Array<{ glance: string }> }).rows[0]!.glance) as {
    version: number;
    subscriptions: Array<[number, SubscriptionStatus]>;
    teams: Array<[number, number]>;
  };
  const subscriptions = new Map(glance.subscriptions);
  const teamOf = new Map(glance.teams);
  // Nobody sees a DRAFT in the lists (docs/product/play.md, States); organisers find theirs in the console.
  const visible = (filters.statuses.length > 0 ? filters.statuses : TOURNAMENT_STATUSES).filter((status) => status !== 'DRAFT');
  let cards = await listedCards(db, Number(glance.version), visible, filters.game, filters.upcoming);
  if (filters.subscribedOnly) cards = cards.filter((card) => subscriptions.has(card.id));
  return {
    total: cards.length,
    content: cards.slice(offset, offset + limit).map((card) => summaryOf(card, { status: subscriptions.get(card.id) ?? null, teamId: teamOf.get(card.id) ?? null })),
  };
}

/** The caller's subscription and team in one event. */
export async function mineIn(db: Executor, eventId: number, userId: number): Promise<{ status: SubscriptionStatus | null; teamId: number | null }> {
  const [subscription] = await db
    .select({ status: eventSubscriptions.status })
    .from(eventSubscriptions)
    .where(and(eq(eventSubscriptions.eventId, eventId), eq(eventSubscriptions.userId, userId)));
  const [member] = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId)));
  return { status: subscription?.status ?? null, teamId: member?.teamId ?? null };
}
