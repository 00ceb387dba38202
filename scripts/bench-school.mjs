// School search benchmark (part of `npm run bench`): loopback only, bounded runs. For the embedded
// database (PGlite) and PostgreSQL it prints requests/s and p99 latency of GET
// /educational/api/schools over the demo catalogue (over 5,000 schools) searched by name prefix,
// by state (paged) and by city, plus the start-up on a new database, which includes seeding the
// catalogue. PostgreSQL as in bench-server.mjs: BENCH_DATABASE_URL, else a throwaway Debian cluster.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, load, runCleanups, signIn, throwawayPostgres } from './bench-server.mjs';
import { startServer } from './local-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);

// Prefixes typed as people type them: any case, with or without accents.
const PREFIXES = ['esc', 'Escola Estadual', 'colégio', 'COLEGIO P', 'centro ed', 'inst', 'escola municipal de', 'Col', 'e', 'centro de ensino'];
const STATES = Array.from({ length: 27 }, (_, i) => i + 1);
// Every seeded state has at least five cities (ids state × 1000 + n).
const CITIES = STATES.flatMap((state) => [1, 2, 3, 4, 5].map((n) => ({ state, city: state * 1000 + n })));

const searches = {
  'name prefix': (i) => `name=${encodeURIComponent(PREFIXES[i % PREFIXES.length])}&size=10`,
  'state (paged)': (i) => `state=${STATES[i % STATES.length]}&page=${i % 5}&size=10`,
  'city': (i) => {
    const { state, city } = CITIES[i % CITIES.length];
    return `state=${state}&city=${city}&size=10`;
  },
};

async function benchOne(label, env) {
  const server = await startServer(env);
  const result = { label, freshStartMs: server.wallMs, runs: {} };
  try {
    const { access_token: token } = await signIn(server.origin, 'aluno@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const check = JSON.parse((await call(server.origin, 'GET', '/educational/api/schools?size=1', auth)).body);
    result.total = check.totalElements;
    for (const [name, query] of Object.entries(searches)) {
      for (let i = 0; i < 100; i += 1) await call(server.origin, 'GET', `/educational/api/schools?${query(i)}`, auth);
      const counters = Array(CONNECTIONS).fill(0);
      result.runs[name] = await load(CONNECTIONS, async (worker) => {
        counters[worker] += 1;
        const res = await call(server.origin, 'GET', `/educational/api/schools?${query(worker * 7919 + counters[worker])}`, auth);
        return res.status === 200;
      });
    }
  } finally {
    await server.stop();
  }
  return result;
}

function print(r) {
  console.log(r.label);
  console.log(`  start-up on a new database (migrations and seeds, ${r.total} schools): ${r.freshStartMs} ms`);
  for (const [name, run] of Object.entries(r.runs)) console.log(`  search by ${name.padEnd(13)}: ${run.rps} req/s, p99 ${run.p99} ms, ${run.requests} requests, ${run.errors} errors`);
}

let exitCode = 0;
try {
  console.log(`Loopback, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per measurement`);
  const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-bench-school-'));
  try {
    print(await benchOne('PGlite (embedded, data folder)', { DATA_DIR: dataDir, DATABASE_URL: '' }));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres());
  if (url) print(await benchOne('PostgreSQL (node-postgres)', { DATABASE_URL: url }));
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  runCleanups();
}
process.exit(exitCode);
