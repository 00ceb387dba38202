/**
 * The query keys of tournament play (docs/product/play.md, API) and how often its live screens
 * poll: what the screens that refresh play share, without any answer's contract.
 */

/** Every play query starts with this key; the event's queries follow with ['event', id]. */
export const PLAY_KEY = 'play';
/** Live updates fall back to polling this often while the stream is not connected (docs/product/play.md, Limits). */
export const PLAY_POLL_MS = 4000;

/** The queries of one event (check-in, bracket, standings) share this prefix, so a `change` refreshes them together. */
export const eventPlayKey = (eventId: number) => [PLAY_KEY, 'event', eventId] as const;
/** Matches and the caller's next matches: refreshed on every change too (a match page knows its event only after loading). */
export const matchesKey = [PLAY_KEY, 'match'] as const;
