import { Agent, createServer as createHttpServer, get as httpGet } from 'node:http';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeProtectedHeader, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigurationError, configFromEnv, projectRoot, settingsTable, SETTINGS } from '../../server/config';
import { withGeneratedTables } from '../../scripts/operations-doc';
import { createRequestTracker, loggedPath } from '../../server/http/operations';
import { securityHeaders } from '../../server/http/security';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '../../server/db/client';
import { assembleApp, startServer } from '../../server/server';
import { loadSecrets, newSigningKey } from '../../server/token-server/keys';
import { referenceSeeds, seedsFor } from '../../server/seed';
import { DEMO_SCHOOLS } from '../../server/seed/schools';
import { refresh, signIn } from './support/browser';
import { api, onPostgres, startTestServer, testConfig, testDatabase } from './support/harness';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Everything production mode asks for, filled in: each test takes one thing away. */
async function productionEnv(): Promise<Record<string, string>> {
  return {
    NODE_ENV: 'production',
    PUBLIC_ORIGIN: 'https://arena.escola.example',
    DATABASE_URL: 'postgres://arena:secret@db.internal:5432/arena',
    SIGNING_KEYS: JSON.stringify({ keys: [await newSigningKey()] }),
    COOKIE_KEYS: 'k'.repeat(43),
    LEARNING_CONTENT_URL: 'https://aprender.escola.example',
    DISCORD_TOKEN_URL: 'https://discord.com/api/oauth2/token',
    DISCORD_USER_URL: 'https://discord.com/api/users/@me',
    DISCORD_CLIENT_ID: '1234567890',
    DISCORD_CLIENT_SECRET: 'discord-secret',
    DISCORD_REDIRECT_URI: 'https://arena.escola.example/oauth/discord',
    AVATAR_ORIGINS: 'https://models.readyplayer.me,https://render.readyplayer.me',
    MAIL_URL: 'smtp://arena:secret@smtp.escola.example:587',
  };
}

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    configFromEnv(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigurationError) return [...error.problems];
    throw error;
  }
}

/** The server built as production runs it (npm run build:server), once for the suite, one folder below the project root. */
const builtDir = join(projectRoot, `build-test-${process.pid}`);
const built = () => ({ server: join(builtDir, 'server.mjs'), imports: join(builtDir, 'imports.json') });

describe('production mode refuses to start without what it needs', () => {
  beforeAll(() => {
    const build = spawnSync(process.execPath, [join(projectRoot, 'scripts', 'build-server.mjs'), '--out', `build-test-${process.pid}`], { cwd: projectRoot, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`the server build failed: ${build.stderr}`);
  });
  afterAll(() => rmSync(builtDir, { recursive: true, force: true }));

  it('starts with every setting given, without demo data unless SEED_DEMO=1', async () => {
    const env = await productionEnv();
    const config = configFromEnv(env);
    expect(config.production).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(seedsFor(config)).toEqual(referenceSeeds);
    expect(configFromEnv({ ...env, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(config.accessLog).toEqual({ kind: 'stdout' });
    // Outside production the demo data is there unless turned off, and no access log is written.
    expect(configFromEnv({}).seedDemo).toBe(true);
    expect(configFromEnv({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(configFromEnv({}).accessLog).toEqual({ kind: 'off' });
  });

  it('lists every missing setting at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    for (const name of ['PUBLIC_ORIGIN', 'DATABASE_URL', 'SIGNING_KEYS', 'COOKIE_KEYS', 'LEARNING_CONTENT_URL', 'DISCORD_TOKEN_URL', 'DISCORD_USER_URL', 'DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET', 'DISCORD_REDIRECT_URI', 'AVATAR_ORIGINS', 'MAIL_URL']) {
      expect(problems.filter((problem) => problem.startsWith(name)), name).toHaveLength(1);
    }
    expect(problems).toHaveLength(12);
  });

  it('refuses stand-ins, plain http and a test database, and accepts the embedded database only when asked', async () => {
    const env = await productionEnv();
    expect(problemsOf({ ...env, DISCORD_TOKEN_URL: 'https://arena.escola.example/dev/stand-ins/discord/api/oauth2/token' })).toEqual([expect.stringMatching(/^DISCORD_TOKEN_URL must be Discord's https/)]);
    expect(problemsOf({ ...env, AVATAR_ORIGINS: 'https://arena.escola.example' })).toEqual([expect.stringMatching(/^AVATAR_ORIGINS must list/)]);
    expect(problemsOf({ ...env, LEARNING_CONTENT_URL: 'https://arena.escola.example/learn' })).toEqual([expect.stringMatching(/^LEARNING_CONTENT_URL must be/)]);
    expect(problemsOf({ ...env, PUBLIC_ORIGIN: 'http://arena.escola.example' })).toEqual([expect.stringMatching(/^PUBLIC_ORIGIN must be the https/)]);
    expect(problemsOf({ ...env, DATABASE_URL: undefined, E2E: '1' })).toEqual([expect.stringMatching(/^E2E=1/)]);
    expect(problemsOf({ ...env, DATABASE_URL: undefined })).toEqual([expect.stringMatching(/^DATABASE_URL is missing/)]);
    expect(problemsOf({ ...env, DATABASE_URL: undefined, EMBEDDED_DATABASE: '1' })).toEqual([]);
  });

  it('checks what each setting holds, in production or not, without printing a password', async () => {
    const problems = problemsOf({ PORT: 'abc', SIGNING_KEYS: '{"keys":[{"kty":"RSA","n":"x","e":"AQAB"}]}', COOKIE_KEYS: 'short', CSP_CONNECT_SRC: "https://ok.example 'unsafe-eval'", MAIL_URL: 'http://user:hunter2@mail.example', DATABASE_URL: 'mysql://u:hunter2@h/db', SEED_DEMO: 'yes' });
    expect(problems).toHaveLength(7);
    expect(problems.join('\n')).not.toContain('hunter2');
    expect(problems.join('\n')).toContain("'unsafe-eval'");
  });

  it('prints every problem and exits non-zero when started so', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://arena.escola.example', COOKIE_KEYS: 'k'.repeat(40) };
    delete env.DATABASE_URL;
    delete env.E2E;
    const child = spawn(process.execPath, [built().server], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('The server cannot start:');
    const listed = output.split('\n').filter((line) => line.startsWith('  - '));
    expect(listed.map((line) => line.slice(4).split(/[ =:]/)[0])).toEqual(['DATABASE_URL', 'SIGNING_KEYS', 'LEARNING_CONTENT_URL', 'DISCORD_TOKEN_URL', 'DISCORD_USER_URL', 'DISCORD_CLIENT_ID', 'DISCORD_CLIENT_SECRET', 'DISCORD_REDIRECT_URI', 'AVATAR_ORIGINS', 'MAIL_URL']);
    expect(output).toContain('docs/operations.md');
  }, 60_000);

  it('is built to plain JavaScript that imports production dependencies only', () => {
    const { dependencies } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const imports = JSON.parse(readFileSync(built().imports, 'utf8')) as string[];
    const packageOf = (path: string) => (path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0]!);
    const packages = imports.filter((path) => !path.startsWith('node:'));
    expect(packages.length).toBeGreaterThan(10);
    expect(packages.map(packageOf).filter((name) => !(name in dependencies))).toEqual([]);
    expect(readFileSync(built().server, 'utf8')).not.toMatch(/from ["']tsx/);
  });

  it('starts with everything given, built: no demo data, no dev tools, an access log on standard output', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-production-'));
    const port = await freePort();
    // Without the notice of a balanced deployment, the stop at the end is at once (the notice has its own test).
    const env: NodeJS.ProcessEnv = { ...process.env, ...(await productionEnv()), PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_DATABASE: '1', LOG: '0', SHUTDOWN_NOTICE_MS: '0' };
    delete env.DATABASE_URL;
    delete env.E2E;
    delete env.ACCESS_LOG;
    const child = spawn(process.execPath, [built().server], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    const ready = new Promise<void>((resolve, reject) => {
      child.stderr.on('data', (chunk) => {
        stderr += String(chunk);
        if (stderr.includes('Arena Escolar: ')) resolve();
      });
      child.once('exit', () => reject(new Error(`exited: ${stderr}`)));
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await ready;
      expect(stderr).toContain('produção');
      const origin = `http://127.0.0.1:${port}`;
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);
      expect((await fetch(`${origin}/dev/outbox`)).status).toBe(404);
      expect((await fetch(`${origin}/stand-ins/avatar/editor.js`)).status).not.toBe(200);
      // The reference data is there (states and cities), the demo schools are not.
      expect((await fetch(`${origin}/records/api/public/states/1/cities`)).status).toBe(200);
      expect((await fetch(`${origin}/educational/api/public/schools/inep-code/${DEMO_SCHOOLS[0]!.inepCode}`)).status).toBe(404);
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { path: string; status: number });
      expect(lines.map((line) => `${line.path} ${line.status}`)).toContain('/readyz 200');
      expect(lines.map((line) => `${line.path} ${line.status}`)).toContain('/dev/outbox 404');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('leaves out every development route and stand-in', async () => {
    const database = await testDatabase();
    try {
      const paths = (production: boolean) => {
        const app = assembleApp(database.db, testConfig({ production, publicOrigin: 'http://localhost:3000' }), { signingJwks: [], publicJwks: [], cookieKeys: ['k'.repeat(40)] });
        return app.routes.map((route) => route.path);
      };
      const devOnly = (path: string) => path.startsWith('/dev/') || path.startsWith('/stand-ins/') || path.startsWith('/learn');
      expect(paths(false).filter(devOnly).length).toBeGreaterThan(10);
      expect(paths(true).filter(devOnly)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe('the settings', () => {
  it('are documented in docs/operations.md as the code declares them, with the public endpoints (npm run docs:config)', () => {
    const doc = readFileSync(join(projectRoot, 'docs', 'operations.md'), 'utf8');
    expect(doc).toContain(settingsTable());
    // Both generated tables are as the code declares them now: regenerating changes nothing.
    expect(withGeneratedTables(doc)).toBe(doc);
    expect(Object.keys(SETTINGS).length).toBeGreaterThan(25);
  });

  it('are checked for being current: a stale table is told apart', () => {
    const doc = readFileSync(join(projectRoot, 'docs', 'operations.md'), 'utf8');
    const stale = doc.replace('| Server | `PORT` |', '| Server | `PORTA` |');
    expect(stale).not.toBe(doc);
    expect(withGeneratedTables(stale)).not.toBe(stale);
  });

  it('are the only variables the server reads, through configFromEnv', () => {
    const config = readFileSync(join(projectRoot, 'server', 'config.ts'), 'utf8');
    // configFromEnv reads through get(name), whose names are SETTINGS' keys (typed): no env.X outside it.
    expect(config).not.toMatch(/\benv\.[A-Z]/);
  });

  it('put the avatar origins and the configured sources in the security policy', () => {
    const config = configFromEnv({ AVATAR_ORIGINS: 'https://models.avatar.example', CSP_CONNECT_SRC: 'https://errors.example.com', CSP_IMG_SRC: 'https://cdn.example.com', CSP_FRAME_SRC: 'https://video.example.com' });
    const policy = securityHeaders(config)['Content-Security-Policy']!;
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('connect-src')).toBe("connect-src 'self' https://models.avatar.example https://errors.example.com");
    expect(directive('img-src')).toBe("img-src 'self' data: blob: https://models.avatar.example https://cdn.example.com");
    expect(directive('frame-src')).toBe("frame-src 'self' https://models.avatar.example https://video.example.com");
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(securityHeaders(configFromEnv({}))['Content-Security-Policy']).toContain("connect-src 'self';");
  });
});

describe('health, request ids and the access log', () => {
  const logDir = mkdtempSync(join(tmpdir(), 'plataforma-access-log-'));
  afterAll(() => rmSync(logDir, { recursive: true, force: true }));

  it('answers /healthz and /readyz, and /readyz says "stopping" once the server stops taking requests', async () => {
    const server = await startTestServer();
    try {
      expect((await api(server, '/healthz')).json).toEqual({ status: 'ok' });
      const ready = await api(server, '/readyz');
      expect(ready.status).toBe(200);
      expect(ready.json).toMatchObject({ status: 'ready' });
      const database = server.database;
      const stopping = assembleApp(database.db, testConfig({ publicOrigin: server.url }), await loadSecrets(database.db), undefined, { accepting: () => false });
      const answer = await stopping.request('/readyz');
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({ status: 'stopping' });
    } finally {
      await server.close();
    }
  });

  it('makes the access log\'s folder, and a log that cannot be written takes no request down', async () => {
    const path = join(logDir, 'nova', 'pasta', 'access.log');
    const tracker = createRequestTracker({ kind: 'file', path });
    const served = createHttpServer(tracker.wrap((_req, res) => res.end('ok')));
    await new Promise<void>((resolve) => served.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(served.address() as AddressInfo).port}/x`;
    try {
      expect(await (await fetch(url)).text()).toBe('ok');
      await expect.poll(() => (existsSync(path) ? readFileSync(path, 'utf8') : '')).toContain('"path":"/x"');
      // The folder goes away under the server: the answers go on.
      rmSync(join(logDir, 'nova'), { recursive: true, force: true });
      expect(await (await fetch(url)).text()).toBe('ok');
      expect(await (await fetch(url)).text()).toBe('ok');
    } finally {
      served.close();
    }
  });

  it('gives every answer a request id, keeps a proxy\'s and logs one line per request without query, token or secret path', async () => {
    const path = join(logDir, 'access.log');
    const server = await startTestServer({ accessLog: { kind: 'file', path } });
    try {
      const { access_token: token } = await signIn(server.url, 'aluno@example.com');
      const first = await api(server, '/records/api/user/profile?password=Demo1234', { token });
      expect(first.status).toBe(200);
      const id = first.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const forwarded = await api(server, '/records/api/public/guardian/consent/segredo-do-link-123', { headers: { 'x-request-id': 'proxy-req-0001' } });
      expect(forwarded.headers.get('x-request-id')).toBe('proxy-req-0001');
      const malformed = await api(server, '/healthz', { headers: { 'x-request-id': 'bad id with spaces' } });
      expect(malformed.headers.get('x-request-id')).not.toBe('bad id with spaces');

      const lines = readFileSync(path, 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
      const profile = lines.find((line) => line.id === id)!;
      expect(profile).toMatchObject({ method: 'GET', path: '/records/api/user/profile', status: 200 });
      expect(profile.user).toEqual(expect.any(Number));
      expect(profile.ms).toEqual(expect.any(Number));
      expect(lines.find((line) => line.id === 'proxy-req-0001')).toMatchObject({ path: '/records/api/public/guardian/consent/…' });
      // The sign-in posted a password and got tokens back: none of it is in the log.
      const text = readFileSync(path, 'utf8');
      for (const secret of ['Demo1234', 'segredo-do-link-123', token, 'password']) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/eyJ[\w-]+\.eyJ/);
    } finally {
      await server.close();
    }
  });

  it('drops secrets from logged paths', () => {
    expect(loggedPath('/appeal/abc123?x=1')).toBe('/appeal/…');
    expect(loggedPath('/guardian/consent/abc')).toBe('/guardian/consent/…');
    expect(loggedPath('/records/api/activation-licence/DEMO-0001/redeem')).toBe('/records/api/activation-licence/…/redeem');
    expect(loggedPath('/media/evidence/k3y')).toBe('/media/evidence/…');
    expect(loggedPath('/records/api/public/reports/appeal/t0k')).toBe('/records/api/public/reports/appeal/…');
    expect(loggedPath('/tournaments/12?tab=rules')).toBe('/tournaments/12');
  });
});

describe('stopping', () => {
  it('finishes the requests in flight, then closes', async () => {
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const server = await startTestServer({}, [
      {
        name: 'slow',
        register(app) {
          app.get('/test/slow', async (c) => {
            entered();
            await gate;
            return c.text('terminado');
          });
        },
      },
    ]);
    const slow = fetch(`${server.url}/test/slow`).then(async (response) => ({ status: response.status, text: await response.text() }));
    await inside;
    let closed = false;
    const closing = server.close().then(() => (closed = true));
    // A new connection is refused while the request in flight still runs.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    expect(closed).toBe(false);
    release();
    expect(await slow).toEqual({ status: 200, text: 'terminado' });
    await closing;
    expect(closed).toBe(true);
  });
});

describe('stopping with notice (SIGTERM)', () => {
  /** A GET over node:http, to see the Connection header the server sends. */
  const get = (url: string, agent: Agent) =>
    new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
      httpGet(url, { agent }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += String(chunk)));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, body }));
      }).on('error', reject);
    });

  it('keeps answering while load balancers see it is not ready, each answer closing its connection; a second stop cuts the notice short', async () => {
    const server = await startTestServer();
    const kept = new Agent({ keepAlive: true });
    try {
      const before = await get(`${server.url}/healthz`, kept);
      expect(before).toMatchObject({ status: 200, connection: 'keep-alive' });
      let closed = false;
      // A notice far longer than the test: only the second stop ends it.
      const closing = server.close({ noticeMs: 600_000 }).then(() => (closed = true));
      // During the notice: readiness says stopping, answers still come, new connections are taken.
      await expect.poll(async () => (await get(`${server.url}/readyz`, new Agent())).body).toContain('stopping');
      const during = await get(`${server.url}/healthz`, kept);
      expect(during).toMatchObject({ status: 200, connection: 'close' });
      expect((await fetch(`${server.url}/records/api/public/states/1/cities`)).status).toBe(200);
      expect(closed).toBe(false);
      await server.close();
      await closing;
      expect(closed).toBe(true);
      await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
    } finally {
      kept.destroy();
    }
  });

  it('is a setting in milliseconds: 5 s in production, none in development, unless told', async () => {
    expect(configFromEnv({}).shutdownNoticeMs).toBe(0);
    expect(configFromEnv({ ...(await productionEnv()), EMBEDDED_DATABASE: '1' }).shutdownNoticeMs).toBe(5000);
    expect(configFromEnv({ SHUTDOWN_NOTICE_MS: '0' }).shutdownNoticeMs).toBe(0);
    expect(() => configFromEnv({ SHUTDOWN_NOTICE_MS: '-1' })).toThrow(/SHUTDOWN_NOTICE_MS must be a number of milliseconds/);
  });
});

describe.skipIf(!onPostgres)('several servers starting at once on one PostgreSQL', () => {
  it('migrate once, one after the other', async () => {
    const name = `plataforma_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const target = new URL(process.env.DATABASE_URL!);
    target.pathname = `/${name}`;
    try {
      const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: target.toString(), poolSize: 3 })));
      const rows = await handles[0]!.db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
      expect(Number((rows as unknown as { rows: { count: number }[] }).rows[0]!.count)).toBe(journal.entries.length);
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 120_000);
});

describe('signing keys from configuration', () => {
  it('sign with the first key, verify with every key, and refuse a token of a retired key', async () => {
    const [oldKey, newKey] = [await newSigningKey(), await newSigningKey()];
    const port = await freePort();
    const database = await testDatabase();
    const start = async (signingKeys: readonly JWK[]) => {
      freshConnections();
      return startTestServerOn(port, database, signingKeys);
    };
    try {
      let server = await start([oldKey]);
      const before = await signIn(server.url, 'aluno@example.com');
      expect(decodeProtectedHeader(before.access_token).kid).toBe(oldKey.kid);
      await server.close();

      // Promoted: the new key signs; a token of the old one still works.
      server = await start([newKey, oldKey]);
      const certs = (await api(server, '/realms/plataforma/protocol/openid-connect/certs')).json as { keys: { kid: string; d?: string }[] };
      expect(certs.keys.map((key) => key.kid)).toEqual([newKey.kid, oldKey.kid]);
      expect(certs.keys.every((key) => key.d === undefined)).toBe(true);
      expect((await api(server, '/records/api/user/profile', { token: before.access_token })).status).toBe(200);
      const after = await signIn(server.url, 'aluno@example.com');
      expect(decodeProtectedHeader(after.access_token).kid).toBe(newKey.kid);
      // The sign-in of before the rotation goes on: its refresh gets a token of the new key.
      const refreshed = await refresh(server.url, before.refresh_token);
      expect(refreshed.status).toBe(200);
      expect(decodeProtectedHeader(((await refreshed.json()) as { access_token: string }).access_token).kid).toBe(newKey.kid);
      await server.close();

      // Retired: only the new key's tokens pass.
      server = await start([newKey]);
      expect((await api(server, '/records/api/user/profile', { token: before.access_token })).status).toBe(401);
      expect((await api(server, '/records/api/user/profile', { token: after.access_token })).status).toBe(200);
      await server.close();
    } finally {
      await database.close();
    }
  }, 60_000);
});

/**
 * Node's fetch keeps connections open per origin, and a server restarted on the same port closed
 * them: a new connection pool (undici's global dispatcher, replaced) never picks a closed one.
 */
function freshConnections(): void {
  const key = Symbol.for('undici.globalDispatcher.1');
  const holder = globalThis as unknown as Record<symbol, { constructor: new () => unknown; close(): Promise<void> } | undefined>;
  const current = holder[key];
  if (!current) return;
  holder[key] = new current.constructor() as never;
  void current.close();
}

/** A server on a given port (so its issuer stays the same across restarts) over a database that outlives it. */
function startTestServerOn(port: number, database: DatabaseHandle, signingKeys: readonly JWK[]) {
  return startServer(testConfig({ port, publicOrigin: `http://localhost:${port}`, signingKeys }), { database, keepDatabase: true });
}
