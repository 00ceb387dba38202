import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { CheckInState, MatchActionResponse, PlayChange, Standings } from '../../src/contract/play';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import { playEvidence } from '../db/schema';
import type { AuthenticatedUser } from '../http/auth';
import { pathId, readBody } from '../http/body';
import { ApiError, fail } from '../http/errors';
import type { EndpointGroup } from '../http/types';
import type { TournamentRow } from '../services/tournaments';
import { canOrganise, EVENT_NOT_FOUND, isOrganiserRole, MATCH_NOT_FOUND, organiserScope, viewerIn, visibleEvent, type Viewer } from '../services/play/access';
import { bracketAnswer } from '../services/play/bracket-view';
import { computeStandings } from '../services/play/engine';
import { checkInState, currentEvent, playWrite, setCheckIn } from '../services/play/lifecycle';
import { subscribe, type PendingChange } from '../services/play/live';
import { claimNoShow, confirmResult, disputeResult, findMatch, matchDetail, reportResult, type Evidence, type MatchRow } from '../services/play/matches';
import { myMatches } from '../services/play/mine';
import { placeReward } from '../services/play/organiser';

/** Evidence of a dispute (docs/product/play.md, Limits). */
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
const PING_MS = 20_000;

/** The image type from its first bytes, never from its name or declared type (docs/product/play.md, Rules: Evidence). */
export function imageTypeOf(bytes: Uint8Array): string | null {
  const starts = (signature: number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The dispute's reason (10 to 500 characters) and optional screenshot, checked before anything is written. */
async function readDispute(c: Context): Promise<{ reason: string; evidence: Evidence | null }> {
  const body = await readBody(c);
  const raw = Array.isArray(body.reason) ? body.reason[0] : body.reason;
  const reason = typeof raw === 'string' ? raw.trim() : '';
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw fail.field('reason', 'required');
  if (reason.length === 0) throw fail.field('reason', 'required');
  if (reason.length < 10) throw fail.field('reason', 'tooShort');
  if (reason.length > 500 || reason.includes('\u0000')) throw fail.field('reason', 'tooLong');
  const image = Array.isArray(body.image) ? body.image[0] : body.image;
  if (image === undefined || image === null || image === '') return { reason, evidence: null };
  if (!(image instanceof File)) throw fail.field('image', 'type');
  if (image.size > EVIDENCE_MAX_BYTES) throw new ApiError(413, [{ field: 'image', code: 'tooLarge', messageKey: 'validation:image.tooLarge' }]);
  const bytes = new Uint8Array(await image.arrayBuffer());
  const contentType = imageTypeOf(bytes);
  if (!contentType) throw fail.field('image', 'type');
  return { reason, evidence: { key: randomBytes(24).toString('base64url'), contentType, bytes } };
}

async function isOrganiserOf(db: Executor, user: AuthenticatedUser, event: TournamentRow): Promise<boolean> {
  return isOrganiserRole(user) && canOrganise(await organiserScope(db, user), event);
}

/** The event of a match the caller may see (a DRAFT's matches do not exist for students), else 404 status:match.notFound. */
async function visibleMatchEvent(db: Database, user: AuthenticatedUser, matchId: number): Promise<number> {
  const { eventId } = await findMatch(db, matchId);
  try {
    return (await visibleEvent(db, user, eventId)).id;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw fail.notFound(MATCH_NOT_FOUND);
    throw error;
  }
}

/** A match and its event as the caller may see them, with what is due applied: a DRAFT's matches do not exist for students. */
async function visibleMatch(db: Database, user: AuthenticatedUser, matchId: number): Promise<{ match: MatchRow; event: TournamentRow }> {
  const found = await findMatch(db, matchId);
  try {
    const event = await currentEvent(db, user, found.eventId);
    return { match: await findMatch(db, matchId), event };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw fail.notFound(MATCH_NOT_FOUND);
    throw error;
  }
}

/** Tournament play for students (docs/product/play.md, API): check-in, bracket, standings, matches and the live stream. */
export const playRoutes: EndpointGroup = {
  name: 'play',
  register(app, { db, authenticate }) {
    const eventOf = async (c: Context) => {
      const user = await authenticate(c);
      const event = await currentEvent(db, user, pathId(c.req.param('id'), EVENT_NOT_FOUND));
      return { user, event };
    };

    app.get('/educational/api/tournaments/:id/check-in', async (c) => {
      const { user, event } = await eventOf(c);
      const body: CheckInState = await checkInState(db, event, user.userId);
      return c.json(body);
    });

    for (const [method, checkedIn, messageKey] of [
      ['post', true, 'status:checkIn.done'],
      ['delete', false, 'status:checkIn.undone'],
    ] as const) {
      app[method]('/educational/api/tournaments/:id/check-in', async (c) => {
        const { user, event } = await eventOf(c);
        const now = new Date();
        await playWrite(db, event.id, async (tx, locked, changes) => setCheckIn(tx, locked, await viewerIn(tx, locked.id, user.userId), checkedIn, now, changes), now);
        const body: CheckInState = { ...(await checkInState(db, await currentEvent(db, user, event.id), user.userId)), messageKey };
        return c.json(body);
      });
    }

    app.get('/educational/api/tournaments/:id/bracket', async (c) => {
      const user = await authenticate(c);
      const text = await bracketAnswer(db, user, pathId(c.req.param('id'), EVENT_NOT_FOUND));
      return c.body(text, 200, { 'Content-Type': 'application/json' });
    });

    app.get('/educational/api/tournaments/:id/standings', async (c) => {
      const { user, event } = await eventOf(c);
      const viewer = await viewerIn(db, event.id, user.userId);
      const final = event.status === 'CONCLUDED';
      const played = event.status === 'RUNNING' || final;
      const { tiebreak, rows } = played ? await computeStandings(db, event, viewer.all) : { tiebreak: tiebreakOf(event), rows: [] };
      const body: Standings = {
        eventId: event.id,
        phase: event.status,
        format: event.format,
        final,
        tiebreak,
        rows: rows.map((row) => ({ ...row, reward: final ? placeReward(row.rank) : null })),
        version: event.playVersion,
      };
      return c.json(body);
    });

    // Server-sent events (docs/product/play.md, Rules: Live): a `change` after each change, a `ping` every 20 s.
    app.get('/educational/api/tournaments/:id/events', async (c) => {
      // The token comes in the Authorization header like every call (the SPA reads the stream through
      // fetch), never in the address, where logs and history would keep it.
      const user = await authenticate(c);
      const event = await currentEvent(db, user, pathId(c.req.param('id'), EVENT_NOT_FOUND));
      c.header('Cache-Control', 'no-store');
      c.header('X-Accel-Buffering', 'no');
      return streamSSE(c, async (stream) => {
        const queue: PlayChange[] = [];
        let wake: (() => void) | undefined;
        const stop = await subscribe(db, event.id, (change) => {
          queue.push(change);
          wake?.();
        });
        stream.onAbort(() => {
          stop();
          wake?.();
        });
        try {
          await stream.writeSSE({ event: 'ping', data: String(event.playVersion) });
          while (!stream.aborted && !stream.closed) {
            if (queue.length === 0) {
              let timer: NodeJS.Timeout | undefined;
              await new Promise<void>((resolve) => {
                wake = resolve;
                timer = setTimeout(resolve, PING_MS);
              });
              clearTimeout(timer);
              wake = undefined;
              if (stream.aborted) break;
              if (queue.length === 0) {
                await stream.writeSSE({ event: 'ping', data: '' });
                continue;
              }
            }
            const change = queue.shift()!;
            await stream.writeSSE({ event: 'change', data: JSON.stringify(change) });
          }
        } catch {
          // The client went away while a message was written: nothing to tell anyone.
        } finally {
          stop();
        }
      });
    });

    app.get('/educational/api/matches/mine', async (c) => {
      const { userId } = await authenticate(c);
      return c.json(await myMatches(db, userId));
    });

    const detailFor = async (user: AuthenticatedUser, matchId: number) => {
      const { match, event } = await visibleMatch(db, user, matchId);
      return matchDetail(db, event, match, await viewerIn(db, event.id, user.userId), await isOrganiserOf(db, user, event));
    };

    app.get('/educational/api/matches/:id', async (c) => {
      const user = await authenticate(c);
      return c.json(await detailFor(user, pathId(c.req.param('id'), MATCH_NOT_FOUND)));
    });

    type Action = (tx: Executor, event: TournamentRow, match: MatchRow, viewer: Viewer, now: Date, changes: PendingChange[]) => Promise<void>;
    /** One action on a match, behind the event's lock, answered with the match as it is after it. */
    const act = async (c: Context, messageKey: string, read: (c: Context) => Promise<Action>) => {
      const user = await authenticate(c);
      const matchId = pathId(c.req.param('id'), MATCH_NOT_FOUND);
      const eventId = await visibleMatchEvent(db, user, matchId);
      const action = await read(c);
      const now = new Date();
      // What is due is applied inside the write; the answer shows the match as the write left it.
      const after = await playWrite(
        db,
        eventId,
        async (tx, event, changes) => {
          const viewer = await viewerIn(tx, event.id, user.userId);
          await action(tx, event, await findMatch(tx, matchId), viewer, now, changes);
          return { event, viewer, match: await findMatch(tx, matchId) };
        },
        now,
      );
      const detail = await matchDetail(db, after.event, after.match, after.viewer, await isOrganiserOf(db, user, after.event), now);
      const body: MatchActionResponse = { match: detail, messageKey };
      return c.json(body);
    };

    app.post('/educational/api/matches/:id/report', (c) =>
      act(c, 'status:match.reported', async (request) => {
        const body = await readBody(request, ['json']);
        return (tx, event, match, viewer, now, changes) => reportResult(tx, event, match, viewer, body, now, changes);
      }),
    );
    app.post('/educational/api/matches/:id/confirm', (c) => act(c, 'status:match.confirmed', async () => confirmResult));
    app.post('/educational/api/matches/:id/no-show', (c) => act(c, 'status:match.noShowClaimed', async () => claimNoShow));
    app.post('/educational/api/matches/:id/dispute', (c) =>
      act(c, 'status:match.disputed', async (request) => {
        const { reason, evidence } = await readDispute(request);
        return (tx, event, match, viewer, now, changes) => disputeResult(tx, event, match, viewer, reason, evidence, now, changes);
      }),
    );

    // A dispute's screenshot at its unguessable address, with the type found in its bytes.
    app.get('/media/evidence/:key', async (c) => {
      const key = c.req.param('key');
      if (!/^[A-Za-z0-9_-]{16,64}$/.test(key)) return c.text('Not Found', 404);
      const [row] = await db.select({ contentType: playEvidence.contentType, bytes: playEvidence.bytes }).from(playEvidence).where(eq(playEvidence.key, key));
      if (!row) return c.text('Not Found', 404);
      c.header('Content-Type', row.contentType);
      c.header('Cache-Control', 'private, max-age=86400');
      c.header('Content-Disposition', 'inline');
      return c.body(new Uint8Array(row.bytes));
    });
  },
};

/** The tiebreak in force for a format (docs/product/play.md, Rules: Standings and tiebreaks). */
export function tiebreakOf(event: Pick<TournamentRow, 'format'>): string {
  if (event.format === 'ROUND_ROBIN') return 'play:tiebreak.roundRobin';
  if (event.format === 'BATTLE_ROYALE') return 'play:tiebreak.royale';
  return 'play:tiebreak.elimination';
}
