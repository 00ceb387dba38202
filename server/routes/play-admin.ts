import type { Context } from 'hono';
import type { MatchActionResponse, OrganiserEvent, OrganiserEventList } from '../../src/contract/play';
import type { Executor } from '../db/executor';
import { pathId, readBody } from '../http/body';
import type { EndpointGroup } from '../http/types';
import type { TournamentRow } from '../services/tournaments';
import { assertOrganiser, EVENT_NOT_FOUND, findEvent, MATCH_NOT_FOUND, organiserScope, viewerIn, type OrganiserScope } from '../services/play/access';
import { openCheckIn, playWrite, settleEvent, startEvent } from '../services/play/lifecycle';
import type { PendingChange } from '../services/play/live';
import { findMatch, matchDetail, resolveMatch } from '../services/play/matches';
import { concludeEvent, createEvent, disqualify, organisedEvents, organiserEvent, organiserSummary, publishEvent, readEventForm, readNote } from '../services/play/organiser';
import { refusal } from '../services/play/refusals';

type PhaseAction = (tx: Executor, event: TournamentRow, now: Date, changes: PendingChange[]) => Promise<unknown>;

/** What each console button does (docs/product/play.md, States: Event phase). */
const PHASE_ACTIONS: Record<string, PhaseAction> = {
  publish: (tx, event, _now, changes) => publishEvent(tx, event, changes),
  'open-check-in': async (tx, event, now, changes) => {
    if (event.status !== 'OPEN' && event.status !== 'WAITING_START') throw refusal(409, 'status:play.wrongPhase');
    return openCheckIn(tx, event, now, changes);
  },
  start: (tx, event, now, changes) => startEvent(tx, event, now, changes),
  conclude: (tx, event, _now, changes) => concludeEvent(tx, event, changes),
};

/**
 * The organiser's console (docs/product/play.md, Roles and API): ADMIN for every event, a COORDINATOR
 * or TEACHER for their own school's events; anyone else gets 403 status:organiser.forbidden.
 */
export const playAdminRoutes: EndpointGroup = {
  name: 'play-admin',
  register(app, { db, authenticate }) {
    const organiser = async (c: Context): Promise<{ userId: number; scope: OrganiserScope }> => {
      const user = await authenticate(c);
      const scope = await organiserScope(db, user);
      assertOrganiser(scope);
      return { userId: user.userId, scope };
    };
    /** The event, when the caller organises it: 404 when absent, 403 when it is another school's. */
    const organisedEvent = async (c: Context) => {
      const { scope } = await organiser(c);
      const eventId = pathId(c.req.param('id'), EVENT_NOT_FOUND);
      const event = await findEvent(db, eventId);
      assertOrganiser(scope, event);
      return settleEvent(db, event);
    };

    app.get('/educational/api/admin/tournaments', async (c) => {
      const { scope } = await organiser(c);
      const items: OrganiserEventList['items'] = [];
      for (const event of await organisedEvents(db, scope)) items.push(await organiserSummary(db, await settleEvent(db, event)));
      const body: OrganiserEventList = { items };
      return c.json(body);
    });

    app.post('/educational/api/admin/tournaments', async (c) => {
      const { userId, scope } = await organiser(c);
      const form = readEventForm(await readBody(c, ['json']));
      const event = await createEvent(db, form, scope, userId);
      const body: OrganiserEvent = await organiserEvent(db, event);
      return c.json(body, 201);
    });

    app.get('/educational/api/admin/tournaments/:id', async (c) => {
      const event = await organisedEvent(c);
      const body: OrganiserEvent = await organiserEvent(db, event);
      return c.json(body);
    });

    app.post('/educational/api/admin/tournaments/:id/:action{publish|open-check-in|start|conclude}', async (c) => {
      const event = await organisedEvent(c);
      const action = PHASE_ACTIONS[c.req.param('action')]!;
      const now = new Date();
      await playWrite(db, event.id, (tx, locked, changes) => action(tx, locked, now, changes), now);
      const body: OrganiserEvent = await organiserEvent(db, await settleEvent(db, await findEvent(db, event.id)));
      return c.json(body);
    });

    app.post('/educational/api/admin/tournaments/:id/participants/:participantId/disqualify', async (c) => {
      const event = await organisedEvent(c);
      const participantId = pathId(c.req.param('participantId'), 'status:participant.notFound');
      const note = readNote((await readBody(c, ['json', 'form'])).note);
      const now = new Date();
      await playWrite(db, event.id, (tx, locked, changes) => disqualify(tx, locked, participantId, note, now, changes), now);
      const body: OrganiserEvent = await organiserEvent(db, await findEvent(db, event.id));
      return c.json(body);
    });

    app.post('/educational/api/admin/matches/:id/resolve', async (c) => {
      const user = await authenticate(c);
      const scope = await organiserScope(db, user);
      assertOrganiser(scope);
      const matchId = pathId(c.req.param('id'), MATCH_NOT_FOUND);
      const match = await findMatch(db, matchId);
      const event = await findEvent(db, match.eventId);
      assertOrganiser(scope, event);
      const body = await readBody(c, ['json']);
      const note = readNote(body.note);
      const now = new Date();
      await playWrite(db, event.id, async (tx, locked, changes) => resolveMatch(tx, locked, await findMatch(tx, matchId), body, note, now, changes), now);
      const fresh = await findEvent(db, event.id);
      const answer: MatchActionResponse = {
        match: await matchDetail(db, fresh, await findMatch(db, matchId), await viewerIn(db, event.id, user.userId), true),
        messageKey: 'status:match.resolved',
      };
      return c.json(answer);
    });

  },
};
