import type { HttpBindings } from '@hono/node-server';
import type { Hono } from 'hono';
import type { ServerConfig } from '../config';
import type { Database } from '../db/client';
import type { Authenticate } from './auth';

export type AppEnv = { Bindings: HttpBindings };
export type App = Hono<AppEnv>;

/** What every endpoint group gets. */
export interface RouteDeps {
  db: Database;
  config: ServerConfig;
  authenticate: Authenticate;
}

/**
 * A group of endpoints (one file in server/routes). It registers full paths such as
 * `/records/api/user/profile`; errors are thrown as ApiError (http/errors.ts).
 */
export interface EndpointGroup {
  name: string;
  register(app: App, deps: RouteDeps): void;
}
