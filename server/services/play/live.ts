import type { PlayChange } from '../../../src/contract/play';
import { channelsOf, PAYLOAD_LIMIT } from '../../db/channels';
import type { Database } from '../../db/client';

type Listener = (change: PlayChange) => void;

/** A change made inside a write, published with the event's version once it commits. */
export type PendingChange = Omit<PlayChange, 'eventId' | 'version'>;

/** The channel every server of a database hears play changes on. */
const PLAY_CHANNEL = 'play_changes';

/**
 * The per-event change streams of one server (docs/product/play.md, Rules: Live): writers publish
 * after their transaction commits, on the database's channel, so every server hears every change
 * (docs/operations.md, Several servers), and each hands it to its open
 * `GET /tournaments/{id}/events` of that event.
 */
interface Hub {
  listeners: Map<number, Set<Listener>>;
  /** Listening on the channel, once the first stream opened. */
  started?: Promise<unknown>;
}

const hubs = new WeakMap<Database, Hub>();

function hubOf(db: Database): Hub {
  let hub = hubs.get(db);
  if (!hub) hubs.set(db, (hub = { listeners: new Map() }));
  return hub;
}

function deliver(hub: Hub, payload: string): void {
  let changes: PlayChange[];
  try {
    changes = JSON.parse(payload) as PlayChange[];
  } catch {
    return;
  }
  for (const change of changes) {
    for (const listener of [...(hub.listeners.get(change.eventId) ?? [])]) {
      try {
        listener(change);
      } catch {
        // A listener whose client went away must not stop the others.
      }
    }
  }
}

/** Listens to one event's changes, from when the promise settles; its answer stops listening. */
export async function subscribe(db: Database, eventId: number, listener: Listener): Promise<() => void> {
  const hub = hubOf(db);
  let set = hub.listeners.get(eventId);
  if (!set) hub.listeners.set(eventId, (set = new Set()));
  set.add(listener);
  // One channel listener per server, kept for the server's life.
  hub.started ??= channelsOf(db).listen(PLAY_CHANNEL, (payload) => deliver(hub, payload));
  await hub.started;
  return () => {
    const current = hub.listeners.get(eventId);
    if (!current) return;
    current.delete(listener);
    if (current.size === 0) hub.listeners.delete(eventId);
  };
}

/** Tells every server's listeners of the changes' events; call it once the transaction that made them has committed. */
export async function publish(db: Database, changes: readonly PlayChange[]): Promise<void> {
  // Each message stays under the channel's payload limit (a change is under 100 bytes).
  const perMessage = Math.floor(PAYLOAD_LIMIT / 100);
  for (let start = 0; start < changes.length; start += perMessage) {
    await channelsOf(db).publish(PLAY_CHANNEL, JSON.stringify(changes.slice(start, start + perMessage)));
  }
}

/** How many streams of this server listen to an event (tests). */
export const listenerCount = (db: Database, eventId: number) => hubOf(db).listeners.get(eventId)?.size ?? 0;
