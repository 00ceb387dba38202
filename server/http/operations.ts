import type { Context } from 'hono';
import { randomUUID } from 'node:crypto';
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AccessLogTarget } from '../config';

/** What the server knows about one request while it runs: its id, and the account once authenticated. */
export interface RequestRecord {
  id: string;
  userId?: number;
}

const records = new WeakMap<IncomingMessage, RequestRecord>();

const recordOf = (c: Context): RequestRecord | undefined => {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming ? records.get(incoming) : undefined;
};

/** The request's id (the X-Request-Id header of its answer), when it came through the tracker. */
export const requestIdOf = (c: Context): string | undefined => recordOf(c)?.id;

/** Tells the access log which account made the request. */
export function noteUser(c: Context, userId: number): void {
  const record = recordOf(c);
  if (record) record.userId = userId;
}

/** An id a proxy in front may already have given the request; anything else gets a new one. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Path parts that are secrets (consent and appeal links, activation codes, evidence keys): the
 * log keeps the route and drops the secret. The query string is never logged.
 */
const SECRET_PATHS: readonly RegExp[] = [
  /^(\/guardian\/consent\/)[^/]+/,
  /^(\/appeal\/)[^/]+/,
  /^(\/records\/api\/(?:public\/)?guardian\/consent\/)[^/]+/,
  /^(\/records\/api\/public\/reports\/appeal\/)[^/]+/,
  /^(\/records\/api\/activation-licence\/)[^/]+/,
  /^(\/media\/evidence\/)[^/]+/,
];

/** The path a log line shows: no query string, and no secret (SECRET_PATHS). */
export function loggedPath(url: string | undefined): string {
  let path = (url ?? '/').split('?')[0]!.split('#')[0]!;
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, '$1…');
  return path.slice(0, 512);
}

type Listener = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface RequestTracker {
  /** The listener that gives each request an id, logs it when answered and counts it while in flight. */
  wrap(listener: Listener): Listener;
  /** Requests started and not yet answered. */
  inFlight(): number;
  /** Resolves once no request is in flight. */
  drained(): Promise<void>;
}

/**
 * One JSON line per answered request (docs/operations.md, Logs): time, request id, method, path
 * (without query or secrets), status, milliseconds and the account when known. Never a header,
 * a body or a query string, so no token, password or CPF can reach it.
 */
export function createRequestTracker(target: AccessLogTarget): RequestTracker {
  let inFlight = 0;
  let waiting: (() => void)[] = [];
  // The log's folder is made at start, and a line that cannot be written is said once on standard
  // error: a full disk or a moved folder must not take the requests down with it.
  if (target.kind === 'file') mkdirSync(dirname(target.path), { recursive: true });
  let writeFailed = false;
  const write =
    target.kind === 'stdout'
      ? (line: string) => process.stdout.write(line)
      : target.kind === 'file'
        ? (line: string) => {
            try {
              appendFileSync(target.path, line);
            } catch (error) {
              if (!writeFailed) console.error(`The access log ${target.path} cannot be written: ${(error as Error).message}`);
              writeFailed = true;
            }
          }
        : null;

  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) {
      const done = waiting;
      waiting = [];
      for (const resolve of done) resolve();
    }
  };

  return {
    wrap(listener) {
      return (req, res) => {
        const forwarded = req.headers['x-request-id'];
        const id = typeof forwarded === 'string' && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
        const record: RequestRecord = { id };
        records.set(req, record);
        res.setHeader('X-Request-Id', id);
        const started = performance.now();
        // An event stream stays open for as long as its page does: a stopping server does not wait
        // for it, and the browser reconnects to another server.
        const counted = !String(req.headers.accept ?? '').includes('text/event-stream');
        if (counted) inFlight += 1;
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          if (counted) finished();
          if (!write) return;
          const line = {
            time: new Date().toISOString(),
            id,
            method: req.method,
            path: loggedPath(req.url),
            status: res.headersSent ? res.statusCode : 499,
            ms: Math.round((performance.now() - started) * 10) / 10,
            ...(record.userId !== undefined ? { user: record.userId } : {}),
          };
          write(`${JSON.stringify(line)}\n`);
        };
        res.once('finish', end);
        res.once('close', end);
        return listener(req, res);
      };
    },
    inFlight: () => inFlight,
    drained: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}
