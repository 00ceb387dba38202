import { config } from '@/api/config';
import { storedAccessToken } from '@/api/tokens';
import type { PlayChange } from '@/contract/play';

/**
 * Live updates of one event's play (docs/product/play.md, Rules, "Live"): GET /tournaments/{id}/events
 * answers server-sent events, read here through fetch streaming so the request carries the bearer
 * token like any API call (EventSource cannot send it). Each `change` is handed over; `ping`s only keep
 * the stream open. A dropped or refused stream is opened again after a growing pause (1 s, 2 s, 4 s…
 * up to 30 s); while it is not connected the screens poll every 4 s. A 401 (the access token expired)
 * renews the session through the HTTP client's single refresh and opens the stream again at once
 * with the new token; one renewal between two connections at most, so a renewal that fails, or a
 * new token refused too, waits for the pause like any other refusal.
 */

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** Splits a chunk of text/event-stream into whole events; what is left is an event not finished yet. */
export function parseEvents(buffer: string): { events: ServerSentEvent[]; rest: string } {
  const normalised = buffer.replace(/\r\n?/g, '\n');
  const blocks = normalised.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events: ServerSentEvent[] = [];
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0 || event !== 'message') events.push({ event, data: data.join('\n') });
  }
  return { events, rest };
}

/** The data of a `change`, or null when it is not one. */
export function readChange(data: string): PlayChange | null {
  try {
    const value: unknown = JSON.parse(data);
    if (value && typeof value === 'object' && typeof (value as PlayChange).eventId === 'number') return value as PlayChange;
  } catch {
    // Not JSON: ignored like a ping.
  }
  return null;
}

/** The pause before the n-th reconnection (0-based): 1 s doubling up to 30 s. */
export const reconnectDelay = (attempt: number): number => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));

export interface PlayStreamOptions {
  eventId: number;
  onChange: (change: PlayChange) => void;
  /** True once the stream answers, false when it drops (the screens poll meanwhile). */
  onConnected: (connected: boolean) => void;
  /** After a 401 sent with this token: renews the session (HttpClient.renewAfter401); rejects when it could not. */
  renew?: (sentWith: string | undefined) => Promise<void>;
  fetch?: typeof globalThis.fetch;
  token?: () => string | undefined;
}

class Unauthorized extends Error {
  constructor(readonly sentWith: string | undefined) {
    super('stream answered 401');
  }
}

/** Opens the stream and keeps it open until the returned function is called. */
export function openPlayStream({
  eventId,
  onChange,
  onConnected,
  renew,
  fetch = globalThis.fetch.bind(globalThis),
  token = storedAccessToken,
}: PlayStreamOptions): () => void {
  const controller = new AbortController();
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** A renewal was tried since the stream last answered: the next 401 waits for the pause. */
  let renewed = false;

  async function connect(): Promise<void> {
    const bearer = token();
    const response = await fetch(`${config.educationalApiBase}/tournaments/${eventId}/events`, {
      headers: { Accept: 'text/event-stream', ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
      signal: controller.signal,
      cache: 'no-store',
    });
    if (response.status === 401) throw new Unauthorized(bearer);
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    attempt = 0;
    renewed = false;
    onConnected(true);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseEvents(buffer + value);
      buffer = parsed.rest;
      for (const event of parsed.events) {
        if (event.event !== 'change') continue;
        const change = readChange(event.data);
        if (change) onChange(change);
      }
    }
  }

  /** True when the session was renewed after a 401 and the stream may open again at once. */
  async function renewedAfter(error: unknown): Promise<boolean> {
    if (!(error instanceof Unauthorized) || !renew || renewed) return false;
    renewed = true;
    await renew(error.sentWith);
    return true;
  }

  function run(): void {
    connect()
      .then(() => false, renewedAfter)
      .catch(() => false)
      .then((again) => {
        if (controller.signal.aborted) return;
        onConnected(false);
        if (again) {
          run();
          return;
        }
        timer = setTimeout(run, reconnectDelay(attempt));
        attempt += 1;
      });
  }

  run();
  return () => {
    controller.abort();
    if (timer !== undefined) clearTimeout(timer);
  };
}
