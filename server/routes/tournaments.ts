import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Participant, ParticipantPage, SubscriptionResponse, TournamentPage, UnsubscribeResponse } from '../../src/contract/tournaments';
import { windowState } from '../../src/domain/tournaments/eligibility';
import { eventSubscriptions, GAMES, listVersions, teams, TOURNAMENT_STATUSES, tournaments, users } from '../db/schema';
import { pathId } from '../http/body';
import { fail } from '../http/errors';
import { pageOf, readPage } from '../http/paging';
import type { AuthenticatedUser } from '../http/auth';
import type { EndpointGroup } from '../http/types';
import { assertNotRestricted } from '../services/guardians';
import { canSee } from '../services/play/access';
import { tournamentArt } from '../services/tournament-art';
import { assertEligible, detailOf, eligibilityEvent, initialSubscriptionStatus, loadCandidate, mineIn, tournamentPage, type TournamentRow } from '../services/tournaments';
import { keptAnswer } from '../services/kept-lists';

const EVENT_NOT_FOUND = 'status:event.notFound';

type Status = (typeof TOURNAMENT_STATUSES)[number];
type Game = (typeof GAMES)[number];

/** `status` may repeat or hold a comma-separated list; an unknown value is a 400 field error. */
function readStatuses(values: string[]): Status[] {
  const statuses = values.flatMap((value) => value.split(',')).map((value) => value.trim().toUpperCase()).filter(Boolean);
  if (statuses.length > 8 || statuses.some((status) => !(TOURNAMENT_STATUSES as readonly string[]).includes(status))) throw fail.field('status', 'invalid');
  return [...new Set(statuses)] as Status[];
}

function readGame(value: string | undefined): Game | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const game = value.trim().toUpperCase();
  if (!(GAMES as readonly string[]).includes(game)) throw fail.field('game', 'invalid');
  return game as Game;
}

/** The event, unless absent or a DRAFT the caller does not organise (docs/product/play.md, States). */
async function findTournament(db: Parameters<EndpointGroup['register']>[1]['db'], id: number, user: AuthenticatedUser): Promise<TournamentRow> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  if (!row || !(await canSee(db, user, row))) throw fail.notFound(EVENT_NOT_FOUND);
  return row;
}

/** Tournaments, solo subscriptions and participants (docs/product/tournaments.md, API). */
export const tournamentRoutes: EndpointGroup = {
  name: 'tournaments',
  register(app, { db, authenticate }) {
    app.get('/educational/api/tournaments', async (c) => {
      const { userId } = await authenticate(c);
      const paging = readPage(c);
      const statuses = readStatuses(c.req.queries('status') ?? []);
      const game = readGame(c.req.query('game'));
      const subscribedParam = c.req.query('subscribed');
      if (subscribedParam !== undefined && subscribedParam !== 'true' && subscribedParam !== 'false' && subscribedParam !== '') throw fail.field('subscribed', 'invalid');
      const subscribedOnly = subscribedParam === 'true';

      // Lists of events still to come read soonest first; the others most recent first.
      const upcoming = statuses.length > 0 && statuses.every((status) => status === 'OPEN' || status === 'WAITING_START');
      const { total, content } = await tournamentPage(db, userId, { statuses, game, subscribedOnly, upcoming }, paging.size, paging.offset);
      const body: TournamentPage = pageOf(content, paging, total);
      return c.json(body);
    });

    app.get('/educational/api/tournaments/:id', async (c) => {
      const user = await authenticate(c);
      const { userId } = user;
      const row = await findTournament(db, pathId(c.req.param('id'), EVENT_NOT_FOUND), user);
      const candidate = await loadCandidate(db, userId);
      if (!candidate) throw fail.unauthorized();
      const [subscribers] = await db
        .select({ count: count() })
        .from(eventSubscriptions)
        .where(and(eq(eventSubscriptions.eventId, row.id), eq(eventSubscriptions.status, 'COMPLETED')));
      return c.json(detailOf(row, await mineIn(db, row.id, userId), candidate, Number(subscribers?.count ?? 0)));
    });

    app.get('/educational/api/tournaments/:id/subscription', async (c) => {
      const user = await authenticate(c);
      const { userId } = user;
      const row = await findTournament(db, pathId(c.req.param('id'), EVENT_NOT_FOUND), user);
      const mine = await mineIn(db, row.id, userId);
      const [subscription] = await db
        .select({ teamId: eventSubscriptions.teamId })
        .from(eventSubscriptions)
        .where(and(eq(eventSubscriptions.eventId, row.id), eq(eventSubscriptions.userId, userId)));
      const body: SubscriptionResponse = { eventId: row.id, status: mine.status ?? 'NOT_SUBSCRIBED', teamId: subscription?.teamId ?? mine.teamId };
      return c.json(body);
    });

    // Solo subscription, no body (docs/product/tournaments.md, API); the server checks every restriction and the window.
    app.post('/educational/api/tournaments/:id/subscription', async (c) => {
      const { userId } = await authenticate(c);
      // A student of 16 or under needs a consenting guardian first (docs/product/guardians.md, Rules).
      await assertNotRestricted(db, userId, 'tournaments');
      const eventId = pathId(c.req.param('id'), EVENT_NOT_FOUND);
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, eventId));
        if (!row || row.status === 'DRAFT') throw fail.notFound(EVENT_NOT_FOUND);
        if (row.modeQuantity > 1) throw fail.badRequest('teamEvent', 'status:event.teamEvent');
        const candidate = await loadCandidate(tx, userId);
        if (!candidate) throw fail.unauthorized();
        if (candidate.subscribedEventIds.includes(row.id)) throw fail.conflict('alreadySubscribed', 'status:event.alreadySubscribed');
        assertEligible(row, candidate);
        const [inserted] = await tx
          .insert(eventSubscriptions)
          .values({ eventId: row.id, userId, status: initialSubscriptionStatus(row) })
          .onConflictDoNothing()
          .returning({ status: eventSubscriptions.status });
        // A second request of the same user raced this one and won.
        if (!inserted) throw fail.conflict('alreadySubscribed', 'status:event.alreadySubscribed');
        return { eventId: row.id, status: inserted.status };
      });
      const body: SubscriptionResponse = { ...created, teamId: null, messageKey: 'status:subscribeSoloTournament.success' };
      return c.json(body, 201);
    });

    // Cancelling is for solo subscriptions while the window is open (docs/product/tournaments.md, States); re-subscribing is allowed.
    app.delete('/educational/api/events/:id/unsubscribe', async (c) => {
      const user = await authenticate(c);
      const { userId } = user;
      const row = await findTournament(db, pathId(c.req.param('id'), EVENT_NOT_FOUND), user);
      const [subscription] = await db
        .select()
        .from(eventSubscriptions)
        .where(and(eq(eventSubscriptions.eventId, row.id), eq(eventSubscriptions.userId, userId)));
      if (!subscription) throw fail.notFound('status:event.subscriptionNotFound', 'subscriptionNotFound');
      if (subscription.teamId !== null) throw fail.conflict('teamLocked', 'status:team.locked');
      if (windowState(eligibilityEvent(row), new Date()) !== 'open') throw fail.badRequest('subscriptionClosed', 'status:eventRestriction.subscriptionClosed');
      await db.delete(eventSubscriptions).where(and(eq(eventSubscriptions.id, subscription.id), isNull(eventSubscriptions.teamId)));
      const body: UnsubscribeResponse = { eventId: row.id, status: 'NOT_SUBSCRIBED', messageKey: 'status:event.unsubscribed' };
      return c.json(body);
    });

    app.get('/educational/api/events/:id/participants', async (c) => {
      const user = await authenticate(c);
      const id = pathId(c.req.param('id'), EVENT_NOT_FOUND);
      // The event's status and its subscribers' version in one read (server/services/kept-lists.ts);
      // a DRAFT is read whole, for the organiser check.
      const [glance] = await db
        .select({ status: tournaments.status, subscribersVersion: listVersions.version })
        .from(tournaments)
        .leftJoin(listVersions, eq(listVersions.key, sql`${'subscribers:'} || ${tournaments.id}::text`))
        .where(eq(tournaments.id, id));
      if (!glance) throw fail.notFound(EVENT_NOT_FOUND);
      if (glance.status === 'DRAFT') await findTournament(db, id, user);
      const paging = readPage(c);
      const completedParam = c.req.query('completed');
      if (completedParam !== undefined && completedParam !== 'true' && completedParam !== 'false' && completedParam !== '') throw fail.field('completed', 'invalid');
      const where = completedParam === 'true' ? and(eq(eventSubscriptions.eventId, id), eq(eventSubscriptions.status, 'COMPLETED')) : eq(eventSubscriptions.eventId, id);
      // Kept until a subscription of the event changes; nicknames and pictures follow within the kept answers' age limit.
      const body = await keptAnswer(db, `subscribers:${id}`, glance.subscribersVersion ?? 0, `${completedParam === 'true'}:${paging.page}:${paging.size}`, async (): Promise<ParticipantPage> => {
        const [total] = await db.select({ count: count() }).from(eventSubscriptions).where(where);
        const rows = await db
          .select({
            userId: eventSubscriptions.userId,
            playId: users.playId,
            avatarImageUrl: users.avatarImageUrl,
            teamId: eventSubscriptions.teamId,
            teamName: teams.name,
            status: eventSubscriptions.status,
            createdAt: eventSubscriptions.createdAt,
          })
          .from(eventSubscriptions)
          .innerJoin(users, eq(users.id, eventSubscriptions.userId))
          .leftJoin(teams, eq(teams.id, eventSubscriptions.teamId))
          .where(where)
          .orderBy(asc(eventSubscriptions.id))
          .limit(paging.size)
          .offset(paging.offset);
        const content: Participant[] = rows.map(({ createdAt, ...rest }) => ({ ...rest, subscribedAt: createdAt.toISOString() }));
        return pageOf(content, paging, Number(total?.count ?? 0));
      });
      return c.json(body);
    });

    // Tournament pictures, drawn here so the demo needs no image host.
    app.get('/media/tournaments/:game/:file', (c) => {
      const svg = tournamentArt(c.req.param('game'), c.req.param('file'));
      if (!svg) return c.text('Not Found', 404);
      c.header('Content-Type', 'image/svg+xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=86400');
      return c.body(svg);
    });
  },
};
