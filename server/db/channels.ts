import pg from 'pg';

type Handler = (payload: string) => void;

/**
 * Messages between the servers of one database (docs/operations.md, Several servers): what one
 * server publishes, every server listening on the channel hears, itself included. On PostgreSQL
 * this is LISTEN/NOTIFY; the embedded database serves one process, so there it stays in memory.
 */
export interface Channels {
  /** Sends a payload (at most PAYLOAD_LIMIT bytes) to every listener of the channel. */
  publish(channel: string, payload: string): Promise<void>;
  /** Hears the channel's payloads, from when the promise settles until its answer is called. */
  listen(channel: string, handler: Handler): Promise<() => void>;
  close(): Promise<void>;
}

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const PAYLOAD_LIMIT = 7_900;

/** The registry of handlers per channel both kinds share. */
class Handlers {
  private readonly byChannel = new Map<string, Set<Handler>>();

  add(channel: string, handler: Handler): { first: boolean; remove: () => { last: boolean } } {
    let set = this.byChannel.get(channel);
    const first = !set;
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(handler);
    return {
      first,
      remove: () => {
        const current = this.byChannel.get(channel);
        current?.delete(handler);
        if (current && current.size === 0) this.byChannel.delete(channel);
        return { last: !this.byChannel.has(channel) };
      },
    };
  }

  channels(): string[] {
    return [...this.byChannel.keys()];
  }

  deliver(channel: string, payload: string): void {
    for (const handler of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        handler(payload);
      } catch {
        // One listener failing must not keep the message from the others.
      }
    }
  }
}

/** The embedded database's channels: one process, so delivery is a call. */
export function memoryChannels(): Channels {
  const handlers = new Handlers();
  return {
    async publish(channel, payload) {
      // Delivered after the caller's turn, as a notification from PostgreSQL would be.
      queueMicrotask(() => handlers.deliver(channel, payload));
    },
    async listen(channel, handler) {
      const { remove } = handlers.add(channel, handler);
      return () => void remove();
    },
    async close() {},
  };
}

const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

/**
 * PostgreSQL's channels: NOTIFY goes through the pool; one connection of its own LISTENs, opened
 * at the first listener. A lost listening connection is opened again (after a growing wait) and
 * LISTENs again; what was sent in between is not heard, which the play stream's readers make up
 * for by fetching again when their stream reconnects.
 */
export function postgresChannels(pool: pg.Pool, connectionString: string): Channels {
  const handlers = new Handlers();
  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;
  let retryMs = 250;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<void> => {
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        if (message.payload !== undefined) handlers.deliver(message.channel, message.payload);
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of handlers.channels()) await next.query(`LISTEN ${quoted(channel)}`);
        if (closed) {
          await next.end().catch(() => undefined);
          return;
        }
        client = next;
        retryMs = 250;
      } catch {
        await next.end().catch(() => undefined);
        lost(next);
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  };

  function lost(which: pg.Client) {
    if (client === which) client = undefined;
    if (closed || retry || handlers.channels().length === 0) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, retryMs);
    retry.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  }

  return {
    async publish(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async listen(channel, handler) {
      const { first, remove } = handlers.add(channel, handler);
      const opened = !client;
      if (opened) await connect();
      // LISTEN twice is harmless; a connection opened just now may have missed this channel.
      if (client && (first || opened)) await client.query(`LISTEN ${quoted(channel)}`).catch(() => undefined);
      return () => {
        const { last } = remove();
        if (last && client) void client.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await connecting;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/** Channels by database (server/db/client.ts's drizzle object; any object here, so this file needs nothing of it). */
const attached = new WeakMap<object, Channels>();

/** Gives a database its channels (openDatabase does). */
export function attachChannels(db: object, channels: Channels): void {
  attached.set(db, channels);
}

/** The channels of a database; one opened elsewhere gets in-memory ones. */
export function channelsOf(db: object): Channels {
  let channels = attached.get(db);
  if (!channels) attached.set(db, (channels = memoryChannels()));
  return channels;
}
