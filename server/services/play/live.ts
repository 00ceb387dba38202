import type { PlayChange } from '../../../src/contract/play';

type Listener = (change: PlayChange) => void;

/** A change made inside a write, published with the event's version once it commits. */
export type PendingChange = Omit<PlayChange, 'eventId' | 'version'>;

/**
 * The per-event change stream (docs/product/play.md, Rules: Live): writers publish after their
 * transaction commits, and every open `GET /tournaments/{id}/events` of that event hears it.
 * In-process only: one server serves the stream and the writes.
 */
const listeners = new Map<number, Set<Listener>>();

/** Listens to one event's changes; the answer stops listening. */
export function subscribe(eventId: number, listener: Listener): () => void {
  let set = listeners.get(eventId);
  if (!set) {
    set = new Set();
    listeners.set(eventId, set);
  }
  set.add(listener);
  return () => {
    const current = listeners.get(eventId);
    if (!current) return;
    current.delete(listener);
    if (current.size === 0) listeners.delete(eventId);
  };
}

/** Tells every listener of the changes' events; call it once the transaction that made them has committed. */
export function publish(changes: readonly PlayChange[]): void {
  for (const change of changes) {
    for (const listener of [...(listeners.get(change.eventId) ?? [])]) {
      try {
        listener(change);
      } catch {
        // A listener whose client went away must not stop the others.
      }
    }
  }
}

/** How many streams listen to an event (tests). */
export const listenerCount = (eventId: number) => listeners.get(eventId)?.size ?? 0;
