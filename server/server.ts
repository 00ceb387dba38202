import { getRequestListener } from '@hono/node-server';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { REALM_PATH, type ServerConfig } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import type { EndpointGroup } from './http/types';
import { createAuthenticate, createTokenOwner, listenForBars } from './http/auth';
import type { Lifecycle } from './http/health';
import { createRequestTracker } from './http/operations';
import { barOf } from './services/moderation';
import { endpointGroups as defaultGroups } from './routes';
import { seedsFor } from './seed';
import { startPlaySweep } from './services/play/lifecycle';
import { applySeeds } from './seed/seed';
import { purgeExpiredArtifacts } from './token-server/adapter';
import { eraseDueAccounts } from './services/data-rights';
import { startMailDelivery } from './services/mail-delivery';
import { purgeExpiredCounters } from './services/rate-limits';
import { purgeExpiredAccreditationRequests } from './services/school-accreditation';
import { loadSecrets, type TokenServerSecrets } from './token-server/keys';
import { createProvider } from './token-server/provider';
import { LoginThrottle } from './token-server/throttle';

type RequestListener = (req: IncomingMessage, res: ServerResponse) => unknown;

export interface RunningServer {
  /** Where this server listens, e.g. http://localhost:3000 */
  url: string;
  port: number;
  issuer: string;
  database: DatabaseHandle;
  /** Milliseconds from the call to the first request it can answer. */
  readyMs: number;
  /** Stops gracefully; `noticeMs`: keep answering that long after readiness turns 503 (SIGTERM). */
  close(stopping?: { noticeMs?: number }): Promise<void>;
}

export interface StartOptions {
  /** Extra endpoint groups (tests); the product's groups are always there. */
  extraGroups?: readonly EndpointGroup[];
  /** An already open database (tests share one); closed with the server unless keepDatabase. */
  database?: DatabaseHandle;
  keepDatabase?: boolean;
}

/** The whole HTTP surface over an open database: token server, authentication, throttle and every endpoint group. */
export function assembleApp(db: Database, config: ServerConfig, secrets: TokenServerSecrets, endpointGroups: readonly EndpointGroup[] = defaultGroups, lifecycle?: Lifecycle) {
  const issuer = `${config.publicOrigin}${REALM_PATH}`;
  return createApp({
    lifecycle,
    db,
    config,
    provider: createProvider(db, config, secrets),
    authenticate: createAuthenticate(secrets.publicJwks, issuer, async (userId) => (await barOf(db, userId)) !== null, db),
    tokenOwner: createTokenOwner(secrets.publicJwks, issuer),
    throttle: new LoginThrottle(db, config.loginSlowdownMs),
    endpointGroups,
  });
}

/**
 * Opens the database (migrating and seeding it), then serves the app. With port 0 the system
 * picks a free port, and the public origin follows it unless PUBLIC_ORIGIN was set.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const started = performance.now();
  const database = options.database ?? (await openDatabase(config.database));
  let server: Server | undefined;
  try {
    const { db } = database;
    await applySeeds(db, seedsFor(config));
    await purgeExpiredArtifacts(db);
    await eraseDueAccounts(db);
    const secrets = await loadSecrets(db, config);

    // Requests that arrive before the app is ready (the port is known first) get a 503.
    const route: { handler?: RequestListener } = {};
    let accepting = true;
    server = createServer({ keepAliveTimeout: 10_000 }, (req, res) => {
      // A stopping server ends each connection after its answer, so a balancer opens its next one elsewhere.
      if (!accepting) res.setHeader('Connection', 'close');
      if (route.handler) void route.handler(req, res);
      else {
        res.writeHead(503, { 'Retry-After': '1' });
        res.end();
      }
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(config.port, config.host, () => resolve());
    });
    const port = (server.address() as AddressInfo).port;
    const effective: ServerConfig = config.port === 0 && !process.env.PUBLIC_ORIGIN ? { ...config, port, publicOrigin: `http://localhost:${port}` } : { ...config, port };

    const issuer = `${effective.publicOrigin}${REALM_PATH}`;
    const app = assembleApp(db, effective, secrets, [...defaultGroups, ...(options.extraGroups ?? [])], { accepting: () => accepting });
    const tracker = createRequestTracker(effective.accessLog ?? { kind: 'off' });
    route.handler = tracker.wrap(getRequestListener(app.fetch));
    // Hourly: expired sign-in artefacts, rate counters and accreditation requests go, and accounts whose deletion fell due are erased (docs/product/data-rights.md).
    const purge = setInterval(
      () =>
        void purgeExpiredArtifacts(db)
          .then(() => purgeExpiredCounters(db))
          .then(() => purgeExpiredAccreditationRequests(db))
          .then(() => eraseDueAccounts(db))
          .catch(() => undefined),
      3600_000,
    );
    purge.unref();
    const playSweep = startPlaySweep(db);
    // Another server's suspension or ban counts here as soon as the database tells of it.
    const stopBars = await listenForBars(db);
    const mailDelivery = effective.mail ? startMailDelivery(db, effective.mail) : null;

    const running = server;
    let closing: Promise<void> | undefined;
    let hurry: (() => void) | undefined;
    return {
      url: effective.publicOrigin,
      port,
      issuer,
      database,
      readyMs: Math.round(performance.now() - started),
      /**
       * Stops gracefully (docs/operations.md, Stopping): /readyz answers 503 and every answer closes
       * its connection; for `noticeMs` the server still answers, so load balancers stop sending to
       * it first; then no new connections, idle ones close, and requests in flight get up to the
       * grace period to finish. A second call while the notice runs cuts it short.
       */
      close(stopping: { noticeMs?: number } = {}) {
        if (closing) {
          hurry?.();
          return closing;
        }
        closing = (async () => {
          accepting = false;
          clearInterval(purge);
          playSweep.stop();
          stopBars();
          mailDelivery?.stop();
          if ((stopping.noticeMs ?? 0) > 0) {
            let notice: NodeJS.Timeout | undefined;
            await new Promise<void>((resolve) => {
              hurry = resolve;
              notice = setTimeout(resolve, stopping.noticeMs);
            });
            clearTimeout(notice);
          }
          const closed = new Promise<void>((resolve) => running.close(() => resolve()));
          running.closeIdleConnections();
          let grace: NodeJS.Timeout | undefined;
          await Promise.race([tracker.drained(), new Promise<void>((resolve) => (grace = setTimeout(resolve, effective.shutdownGraceMs ?? 10_000)))]);
          clearTimeout(grace);
          running.closeAllConnections();
          await closed;
          if (!options.keepDatabase) await database.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    server?.close();
    if (!options.database) await database.close();
    throw error;
  }
}
