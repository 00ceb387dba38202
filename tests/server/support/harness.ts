import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { projectRoot, type ServerConfig } from '../../../server/config';
import { todayInBrazil } from '../../../src/domain/validation';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import type { EndpointGroup } from '../../../server/http/types';
import { seeds } from '../../../server/seed';
import { applySeeds } from '../../../server/seed/seed';
import { startServer, type RunningServer } from '../../../server/server';

/** Everything that shapes a fresh database; a change to any of it makes a new snapshot. */
function snapshotKey(): string {
  const hash = createHash('sha256');
  const dirs = ['server/db/migrations', 'server/db/migrations/meta', 'server/db/schema', 'server/seed'];
  for (const dir of dirs) {
    const full = join(projectRoot, dir);
    for (const name of readdirSync(full).sort()) {
      if (name.includes('.')) hash.update(name).update(readFileSync(join(full, name)));
    }
  }
  // Seeds count ages and today's use from Brazil's today (docs/product/guardians.md, Supervision): a
  // snapshot seeded before Brazil's midnight is not used after it, whatever the UTC date says.
  hash.update(`brazil-day:${todayInBrazil()}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated and seeded embedded database, cloned from a snapshot kept in the temp folder
 * (creating one from scratch takes seconds; cloning is much faster).
 */
async function snapshotBlob(): Promise<Blob> {
  const path = join(tmpdir(), `plataforma-test-db-${snapshotKey()}.tar`);
  if (!existsSync(path)) {
    const fresh = await openDatabase({ kind: 'pglite-memory' });
    await applySeeds(fresh.db, seeds);
    const dump = await fresh.pglite!.dumpDataDir('none');
    await fresh.close();
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    // Older snapshots (yesterday's, or from an older schema) are no longer used.
    for (const name of readdirSync(tmpdir())) {
      if (/^plataforma-test-db-[0-9a-f]{16}\.tar$/.test(name) && join(tmpdir(), name) !== path) rmSync(join(tmpdir(), name), { force: true });
    }
  }
  return new Blob([readFileSync(path)]);
}

/** A PostgreSQL database of its own for one test file, dropped when closed. */
async function postgresDatabase(url: string): Promise<DatabaseHandle> {
  return (await postgresDatabaseAt(url)).handle;
}

/** A fresh PostgreSQL database and its address, dropped when the handle closes. */
async function postgresDatabaseAt(url: string): Promise<{ handle: DatabaseHandle; url: string }> {
  const name = `plataforma_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 5 });
  // Seeded like the PGlite snapshot, so a test that opens a database without a server finds the demo data.
  await applySeeds(handle.db, seeds);
  return {
    url: target.toString(),
    handle: {
      ...handle,
      async close() {
        await handle.close();
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    },
  };
}

/** A fresh database for a test: in-memory PGlite, or PostgreSQL when DATABASE_URL is set. */
export async function testDatabase(): Promise<DatabaseHandle> {
  if (process.env.DATABASE_URL) return postgresDatabase(process.env.DATABASE_URL);
  return openDatabase({ kind: 'pglite-memory', snapshot: await snapshotBlob() });
}

export const onPostgres = Boolean(process.env.DATABASE_URL);

/** A stand-in SPA build, so the static and history-fallback tests need no real build. */
let fixtureDir: string | undefined;
function fixtureDist(): string {
  if (fixtureDir) return fixtureDir;
  const dir = mkdtempSync(join(tmpdir(), 'plataforma-dist-'));
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html lang="pt-BR"><head><script src="/static/js/app.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dir, 'static', 'js', 'app.js'), 'console.log("app");');
  fixtureDir = dir;
  return dir;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: undefined,
    publicOrigin: '',
    devOrigins: ['http://localhost:5173'],
    database: { kind: 'pglite-memory' },
    distDir: fixtureDist(),
    accessTokenTtlSeconds: 300,
    production: false,
    loginSlowdownMs: 300,
    log: false,
    ...overrides,
  };
}

/** A server on a free port with its own seeded database. */
export async function startTestServer(overrides: Partial<ServerConfig> = {}, extraGroups: readonly EndpointGroup[] = []): Promise<RunningServer> {
  return startServer(testConfig(overrides), { database: await testDatabase(), extraGroups });
}

/**
 * `count` servers on one fresh, seeded database, as a deployment runs them (docs/operations.md,
 * Several servers). On PostgreSQL each server opens its own connections (its pool and its
 * listener), so what they share goes through the database; the embedded database serves one
 * process, so there they share its one connection.
 */
export async function serversOnOneDatabase(count: number, overrides: Partial<ServerConfig> = {}): Promise<{ servers: RunningServer[]; close(): Promise<void> }> {
  const servers: RunningServer[] = [];
  if (process.env.DATABASE_URL) {
    const { handle, url } = await postgresDatabaseAt(process.env.DATABASE_URL);
    for (let i = 0; i < count; i += 1) {
      const database = i === 0 ? handle : await openDatabase({ kind: 'postgres', url, poolSize: 5 });
      servers.push(await startServer(testConfig(overrides), { database }));
    }
  } else {
    const database = await testDatabase();
    for (let i = 0; i < count; i += 1) servers.push(await startServer(testConfig(overrides), { database, keepDatabase: i > 0 }));
  }
  return {
    servers,
    // The first server's database goes last: on PostgreSQL it is dropped, on PGlite closed.
    async close() {
      for (const server of [...servers].reverse()) await server.close();
    },
  };
}

/**
 * One test server for the whole suite: started before its first test, closed after its last.
 * Answers the server as a getter (it exists only once the suite has started).
 */
export function suiteServer(overrides: Partial<ServerConfig> = {}): () => RunningServer {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(overrides);
  });
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('the suite server has not started yet');
    return server;
  };
}

/** JSON request helper for API tests. */
export async function api(server: RunningServer, path: string, init: { method?: string; token?: string; json?: unknown; form?: Record<string, string>; headers?: Record<string, string>; body?: string } = {}) {
  const headers: Record<string, string> = { ...init.headers };
  let body: string | undefined = init.body;
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(`${server.url}${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json: json as never };
}

export type Answer<B> = { status: number; json: B; headers: Headers };

/** A JSON caller of the server a suite starts in beforeAll (hence the getter): method, path, bearer token, body. */
export const jsonCaller =
  (server: () => RunningServer) =>
  <B = unknown>(method: string, path: string, token?: string, json?: unknown) =>
    api(server(), path, { method, token, json }) as Promise<Answer<B>>;
