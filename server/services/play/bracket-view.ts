import { and, eq, min, sql } from 'drizzle-orm';
import type { Bracket, BracketMatch, RoyaleLobby } from '../../../src/contract/play';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/executor';
import { playMatches, tournaments } from '../../db/schema';
import type { AuthenticatedUser } from '../../http/auth';
import type { TournamentRow } from '../tournaments';
import { viewerIn } from './access';
import { readBracket } from './engine';
import { currentEvent, phaseDue, playSettings } from './lifecycle';

/**
 * The bracket endpoint's answer (docs/product/play.md, Rules: "The bracket answer"). A 256-player
 * bracket is about 90 KB of JSON read from four tables, and everyone who opens the tab on a match
 * day asks for the same one. So the answer is built once per event and play version for nobody in
 * particular (every `mine` false) and kept as text, one piece per match or lobby. A caller who plays
 * in the event gets the same text with the pieces of their own matches written again with `mine`
 * set; anyone else gets the kept text as it is.
 *
 * Every change to the play grows the version, which each request reads, so a result is never served
 * old, on any server. Names come from teams and accounts and a team's members may change outside
 * play: an answer, and who each caller plays as, is therefore kept at most BRACKET_KEEP_MS. Each
 * server keeps its own, for at most BRACKET_KEPT_EVENTS events.
 */
export const BRACKET_KEEP_MS = 2_000;
export const BRACKET_KEPT_EVENTS = 64;

type Item = BracketMatch | RoyaleLobby;

interface Piece {
  item: Item;
  json: string;
}

interface KeptRound {
  /** The round's JSON up to its list of matches or lobbies, opened. */
  head: string;
  pieces: Piece[];
}

interface KeptBracket {
  key: string;
  builtAt: number;
  /** The answer with every `mine` false. */
  text: string;
  /** The answer's JSON up to its list of rounds, opened; empty when it has none (kind NONE). */
  head: string;
  rounds: KeptRound[];
  /** Where each participant plays: round and piece indexes. */
  places: Map<number, [number, number][]>;
  /** The first instant a report of this version confirms itself (ms), when one is waiting. */
  nextDue: number | null;
  /** The participants each caller who asked plays as. */
  viewers: Map<number, ReadonlySet<number>>;
}

/** The kept answers of each database (a process may serve several: the tests', two servers'), by event. */
const keptByDatabase = new WeakMap<Database, Map<number, KeptBracket>>();
function keptIn(db: Database): Map<number, KeptBracket> {
  let kept = keptByDatabase.get(db);
  if (!kept) keptByDatabase.set(db, (kept = new Map()));
  return kept;
}

/** The participants an item shows. */
function idsOf(item: Item): number[] {
  if ('sides' in item) return item.sides.flatMap((side) => (side.participantId === null ? [] : [side.participantId]));
  return item.entries.map((entry) => entry.participantId);
}

/** The item as a caller playing as `viewer` sees it. */
function marked(item: Item, viewer: ReadonlySet<number>): Item {
  if ('sides' in item) {
    const sides = item.sides.map((side) => ({ ...side, mine: side.participantId !== null && viewer.has(side.participantId) })) as BracketMatch['sides'];
    return { ...item, sides, mine: sides.some((side) => side.mine) };
  }
  const entries = item.entries.map((entry) => ({ ...entry, mine: viewer.has(entry.participantId) }));
  return { ...item, entries, mine: entries.some((entry) => entry.mine) };
}

/** JSON of `value` without its closing brace, followed by `,"key":[`. */
const opened = (value: object, key: string) => `${JSON.stringify(value).slice(0, -1)},${JSON.stringify(key)}:[`;

type Glance = Pick<TournamentRow, 'status' | 'playVersion' | 'checkInOpensAt' | 'startDate'>;
const keyOf = (event: Pick<TournamentRow, 'status' | 'playVersion'>) => `${event.status}:${event.playVersion}`;

function keep(kept: Map<number, KeptBracket>, eventId: number, key: string, { body, nextDue }: { body: Bracket; nextDue: number | null }, now: number): KeptBracket {
  const entry: KeptBracket = { key, builtAt: now, nextDue, text: JSON.stringify(body), head: '', rounds: [], places: new Map(), viewers: new Map() };
  if (body.kind !== 'NONE') {
    const { rounds, ...top } = body;
    entry.head = opened(top, 'rounds');
    entry.rounds = rounds.map((round, r) => {
      const listKey = 'matches' in round ? 'matches' : 'lobbies';
      const items: Item[] = 'matches' in round ? round.matches : round.lobbies;
      const rest = Object.fromEntries(Object.entries(round).filter(([name]) => name !== listKey));
      const pieces = items.map((item, p) => {
        for (const id of idsOf(item)) entry.places.set(id, [...(entry.places.get(id) ?? []), [r, p]]);
        return { item, json: JSON.stringify(item) };
      });
      return { head: opened(rest, listKey), pieces };
    });
  }
  kept.delete(eventId);
  kept.set(eventId, entry);
  if (kept.size > BRACKET_KEPT_EVENTS) kept.delete(kept.keys().next().value!);
  return entry;
}

/** The text of a kept answer for a caller playing as `viewer`. */
function textFor(entry: KeptBracket, viewer: ReadonlySet<number>): string {
  const rewritten = new Set<string>();
  for (const id of viewer) for (const [r, p] of entry.places.get(id) ?? []) rewritten.add(`${r}:${p}`);
  if (rewritten.size === 0) return entry.text;
  const rounds = entry.rounds.map((round, r) => {
    const pieces = round.pieces.map((piece, p) => (rewritten.has(`${r}:${p}`) ? JSON.stringify(marked(piece.item, viewer)) : piece.json));
    return `${round.head}${pieces.join(',')}]}`;
  });
  return `${entry.head}${rounds.join(',')}]}`;
}

/** The answer kept for this event, when it still holds at `now`: same status and play version, young enough, nothing due. */
function keptFor(kept: Map<number, KeptBracket>, eventId: number, glance: Glance | undefined, now: Date): KeptBracket | undefined {
  const entry = kept.get(eventId);
  if (!entry || !glance || glance.status === 'DRAFT') return undefined;
  if (entry.key !== keyOf(glance) || now.getTime() - entry.builtAt >= BRACKET_KEEP_MS) return undefined;
  if (phaseDue(glance, now) || (entry.nextDue !== null && entry.nextDue <= now.getTime())) return undefined;
  return entry;
}

async function viewerOf(db: Executor, entry: KeptBracket, eventId: number, userId: number): Promise<ReadonlySet<number>> {
  let viewer = entry.viewers.get(userId);
  if (!viewer) entry.viewers.set(userId, (viewer = (await viewerIn(db, eventId, userId)).all));
  return viewer;
}

/** The bracket with every `mine` false, and the first instant a report of it confirms itself. */
async function build(db: Executor, event: TournamentRow): Promise<{ body: Bracket; nextDue: number | null }> {
  const common = { eventId: event.id, phase: event.status, version: event.playVersion, settings: await playSettings(db, event) };
  if (event.status !== 'RUNNING' && event.status !== 'CONCLUDED') return { body: { ...common, kind: 'NONE' }, nextDue: null };
  const [due] = await db
    .select({ at: min(playMatches.confirmBy) })
    .from(playMatches)
    .where(and(eq(playMatches.eventId, event.id), eq(playMatches.status, 'REPORTED')));
  return { body: { ...common, ...(await readBracket(db, event, new Set())) }, nextDue: due?.at ? new Date(due.at).getTime() : null };
}

/** The event's status, version and check-in times: the one read of a request the kept answer serves, prepared once per database. */
const glances = new WeakMap<Database, ReturnType<typeof prepareGlance>>();
const prepareGlance = (db: Database) =>
  db
    .select({ status: tournaments.status, playVersion: tournaments.playVersion, checkInOpensAt: tournaments.checkInOpensAt, startDate: tournaments.startDate })
    .from(tournaments)
    .where(eq(tournaments.id, sql.placeholder('eventId')))
    .prepare('bracket_glance');
function glanceOf(db: Database) {
  let prepared = glances.get(db);
  if (!prepared) glances.set(db, (prepared = prepareGlance(db)));
  return prepared;
}

/**
 * GET /tournaments/{id}/bracket for one caller, as text. While the kept answer holds, one narrow read
 * of the event (its status and version) is all the database sees; else the event is read as the
 * caller may see it, with what is due applied (404 for a DRAFT to students), and the answer built
 * again.
 */
export async function bracketAnswer(db: Database, user: AuthenticatedUser, eventId: number, now = new Date()): Promise<string> {
  const [glance] = await glanceOf(db).execute({ eventId });
  const kept = keptIn(db);
  let entry = keptFor(kept, eventId, glance, now);
  if (!entry) {
    const event = await currentEvent(db, user, eventId, now);
    entry = keep(kept, event.id, keyOf(event), await build(db, event), now.getTime());
  }
  return textFor(entry, await viewerOf(db, entry, eventId, user.userId));
}
