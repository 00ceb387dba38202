import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type Provider from 'oidc-provider';
import type { ServerConfig } from './config';
import type { Database } from './db/client';
import type { Authenticate, TokenOwner } from './http/auth';
import { BODY_LIMIT_BYTES, UPLOAD_ROUTES } from './http/body';
import { ApiError, errorResponse, fail } from './http/errors';
import { registerHealth, type Lifecycle } from './http/health';
import { requestIdOf } from './http/operations';
import { applySecurityHeaders, securityHeaders } from './http/security';
import { spaHandler } from './http/spa';
import { builtShellRenderer, homeShellFill } from './http/home-shell';
import { HOME_SHELL_PATH } from '../src/domain/home-frame';
import type { AppEnv, EndpointGroup } from './http/types';
import { registerTokenServer } from './token-server/login-routes';
import type { LoginThrottle } from './token-server/throttle';

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  provider: Provider;
  authenticate: Authenticate;
  /** Whom a token cookie names, for /home's choice of document (server/http/home-shell.ts). */
  tokenOwner: TokenOwner;
  throttle: LoginThrottle;
  endpointGroups: readonly EndpointGroup[];
  /** Whether the server takes new requests (/readyz); always, when left out. */
  lifecycle?: Lifecycle;
}

const API_PREFIXES = ['/records/api/', '/educational/api/', '/dev/'];
const isApiPath = (path: string) => API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);

/** The whole HTTP surface: SPA, APIs and token server on one origin. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  const headers = securityHeaders(deps.config);

  app.use('*', async (c, next) => {
    await next();
    // The token server writes its own responses (headers applied before the hand-off).
    if (c.res !== RESPONSE_ALREADY_SENT) applySecurityHeaders(c.res.headers, headers);
  });

  const defaultLimit = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: () => {
      throw fail.payloadTooLarge();
    },
  });
  const uploadLimits = UPLOAD_ROUTES.map((route) => ({
    path: route.path,
    limit: bodyLimit({
      maxSize: route.maxSize,
      onError: () => {
        throw new ApiError(413, [{ field: route.field, code: 'tooLarge', messageKey: `validation:${route.field}.tooLarge` }]);
      },
    }),
  }));
  // A GET or HEAD brings no body (the request the limit would read has none): asking for one would
  // have @hono/node-server build the whole Fetch request of every read, a tenth of a list's cost.
  app.use('*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : (uploadLimits.find((route) => route.path.test(c.req.path))?.limit ?? defaultLimit)(c, next),
  );

  app.onError((error, c) => {
    if (error instanceof ApiError) return errorResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status === 413 ? fail.payloadTooLarge() : fail.badRequest('badRequest', 'requestError:malformedBody'));
    }
    // The request id is the answer's X-Request-Id: a person's report of a failure leads to this line.
    if (deps.config.log) console.error(`${c.req.method} ${c.req.path} failed (request ${requestIdOf(c) ?? 'without id'}):`, error);
    return errorResponse(c, fail.internal());
  });

  registerHealth(app, deps.db, deps.lifecycle ?? { accepting: () => true });
  registerTokenServer(app, deps);
  const routeDeps = { db: deps.db, config: deps.config, authenticate: deps.authenticate };
  for (const group of deps.endpointGroups) group.register(app, routeDeps);

  const spa = spaHandler(deps.config.distDir, {
    fills: { [HOME_SHELL_PATH]: homeShellFill(deps.db, deps.tokenOwner, builtShellRenderer(deps.config.distDir)) },
    // A link page's first read, answered by the same routes a browser's read reaches, from the same
    // address (the socket's, or the proxies' header): its limits count it as the page's own read.
    answer: async (path, c) => {
      const forwarded = c.req.header('x-forwarded-for');
      const headers = { accept: 'application/json', ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) };
      return app.fetch(new Request(new URL(path, c.req.url), { headers }), c.env);
    },
  });
  app.all('*', (c) => {
    if (isApiPath(c.req.path)) throw fail.notFound();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return c.text('Method Not Allowed', 405);
    return spa(c);
  });

  return app;
}
