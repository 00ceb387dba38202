// Server benchmark (part of `npm run bench`): loopback only, bounded runs. For the embedded
// database (PGlite) and for PostgreSQL it prints start-up time (fresh and existing data), req/s
// and p99 latency for GET /records/api/user/profile with a bearer token and for refresh-token
// grants, and the server's RSS. PostgreSQL comes from BENCH_DATABASE_URL, else a throwaway
// Debian cluster is started when its binaries are installed, else that part is skipped.
import { PGlite } from '@electric-sql/pglite';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { startServer } from './local-server.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const REFRESH_SESSIONS = 8;
const OIDC = '/realms/plataforma/protocol/openid-connect';
const CALLBACK = '/auth/authorization-code/callback';

const cleanups = [];

/** Stops what the helpers started (the throwaway PostgreSQL cluster) and closes the connections. */
export function runCleanups() {
  agent.destroy();
  for (const cleanup of cleanups.reverse()) cleanup();
  cleanups.length = 0;
}

function rssMb(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS * 2 });

export function call(origin, method, path, headers = {}, body) {
  return new Promise((resolve, reject) => {
    const allHeaders = body ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers;
    const req = request(`${origin}${path}`, { method, headers: allHeaders, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const form = (fields) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

/** The browser sign-in (authorization, login form, code exchange) with a cookie jar. */
export async function signIn(origin, email, password = 'Demo1234') {
  const jar = new Map();
  const withCookies = async (method, path, headers = {}, body) => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await call(origin, method, path, cookie ? { ...headers, cookie } : headers, body);
    for (const line of [].concat(res.headers['set-cookie'] ?? [])) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return res;
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const query = form({ client_id: 'spa', response_type: 'code', scope: 'openid profile email', redirect_uri: `${origin}${CALLBACK}`, code_challenge: challenge, code_challenge_method: 'S256', state: 'bench' });
  let res = await withCookies('GET', `${OIDC}/auth?${query}`);
  const loginPath = new URL(res.headers.location, origin).pathname;
  res = await withCookies('POST', loginPath, formHeaders, form({ action: 'login', email, password }));
  let location = new URL(res.headers.location, origin);
  while (location.pathname !== CALLBACK) {
    res = await withCookies('GET', location.pathname + location.search);
    location = new URL(res.headers.location, origin);
  }
  const code = location.searchParams.get('code');
  res = await call(origin, 'POST', `${OIDC}/token`, formHeaders, form({ grant_type: 'authorization_code', code, redirect_uri: `${origin}${CALLBACK}`, client_id: 'spa', code_verifier: verifier }));
  if (res.status !== 200) throw new Error(`token exchange failed: ${res.status} ${res.body}`);
  return JSON.parse(res.body);
}

/** Runs `workers` loops of `step` for DURATION_MS; answers req/s and p99 latency. */
export async function load(workers, step) {
  const latencies = [];
  let errors = 0;
  const deadline = performance.now() + DURATION_MS;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async (_, index) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await step(index).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? NaN;
  return { rps: Math.round(latencies.length / seconds), p99: p99.toFixed(1), errors, requests: latencies.length };
}

async function benchOne(label, env) {
  const fresh = await startServer(env);
  await fresh.stop();
  const server = await startServer(env);
  const results = { label, freshStartMs: fresh.wallMs, startMs: server.wallMs, startReportedMs: server.reported };
  try {
    const tokens = await signIn(server.origin, 'aluna.vip@example.com');
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    // Warm-up, then the measured run.
    for (let i = 0; i < 200; i += 1) await call(server.origin, 'GET', '/records/api/user/profile', auth);
    results.profile = await load(CONNECTIONS, async () => (await call(server.origin, 'GET', '/records/api/user/profile', auth)).status === 200);

    const chains = [];
    for (let i = 0; i < REFRESH_SESSIONS; i += 1) chains.push((await signIn(server.origin, 'aluno@example.com')).refresh_token);
    results.refresh = await load(REFRESH_SESSIONS, async (index) => {
      const res = await call(server.origin, 'POST', `${OIDC}/token`, formHeaders, form({ grant_type: 'refresh_token', refresh_token: chains[index], client_id: 'spa' }));
      if (res.status !== 200) return false;
      chains[index] = JSON.parse(res.body).refresh_token;
      return true;
    });
    results.rssMb = rssMb(server.pid);
  } finally {
    await server.stop();
  }
  return results;
}

/**
 * A throwaway PostgreSQL cluster (scripts/throwaway-postgres.mjs) stopped with the bench's other
 * clean-ups: its URL, or undefined when PostgreSQL is missing or does not start.
 */
export async function throwawayPostgres(list = cleanups) {
  try {
    return (await startThrowawayPostgres({ onStop: (step) => list.push(step) }))?.url;
  } catch (error) {
    console.error(error.message);
    return undefined;
  }
}

/**
 * Runs `step` on the database a bench server was started with (`env` as given to startServer: the
 * PGlite folder of DATA_DIR, else PostgreSQL at DATABASE_URL) while no server holds it, with
 * `exec(sql)` for statements and `query(sql)` for rows: plain SQL, the same on both.
 */
export async function onDatabase(env, step) {
  if (env.DATA_DIR) {
    const db = await PGlite.create({ dataDir: env.DATA_DIR });
    try {
      return await step({ exec: (text) => db.exec(text), query: async (text) => (await db.query(text)).rows });
    } finally {
      await db.close();
    }
  }
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    return await step({ exec: (text) => client.query(text), query: async (text) => (await client.query(text)).rows });
  } finally {
    await client.end();
  }
}

function print(r) {
  console.log(`${r.label}`);
  console.log(`  start-up: ${r.freshStartMs} ms on a new database, ${r.startMs} ms on an existing one (server-reported ${r.startReportedMs} ms)`);
  console.log(`  GET profile (bearer): ${r.profile.rps} req/s, p99 ${r.profile.p99} ms, ${r.profile.requests} requests, ${r.profile.errors} errors`);
  console.log(`  refresh token grant : ${r.refresh.rps} req/s, p99 ${r.refresh.p99} ms, ${r.refresh.requests} requests, ${r.refresh.errors} errors`);
  console.log(`  server RSS after load: ${r.rssMb} MB`);
}

async function main() {
  let exitCode = 0;
  try {
    console.log(`Loopback, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per measurement`);
    const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-bench-data-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    print(await benchOne('PGlite (embedded, data folder)', { DATA_DIR: dataDir, DATABASE_URL: '' }));

    const url = process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres());
    if (url) print(await benchOne('PostgreSQL (node-postgres)', { DATABASE_URL: url }));
    else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    runCleanups();
  }
  return exitCode;
}

// Run as a script (npm run bench); imported by the other server benches for its helpers.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exit(await main());
