// Tournaments benchmark (part of `npm run bench`), on PGlite and on PostgreSQL:
// GET /educational/api/tournaments (a status list, 20 per page) with 2,000 extra tournaments in
// the bench's own database: req/s and p99. The concurrent team invites are in bench-teams.mjs.
// PostgreSQL comes from BENCH_DATABASE_URL, else a throwaway Debian cluster, else it is skipped.
import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { agent, call, load, signIn, throwawayPostgres } from './bench-server.mjs';
import { startServer } from './local-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const EXTRA_TOURNAMENTS = 2000;

// Plain SQL that runs on PGlite and PostgreSQL alike, after the server migrated and seeded.
const FILL_SQL = `
insert into tournaments (name, sub_title, status, game, mode, mode_quantity, start_date, subscriptions_start, subscriptions_end, restrictions)
select 'Bench ' || n, 'Carga', (array['OPEN','WAITING_START','RUNNING','CONCLUDED'])[1 + n % 4],
       (array['FORTNITE','ROCKET_LEAGUE','LEAGUE_OF_LEGENDS','COUNTER_STRIKE','FREE_FIRE','DEFAULT'])[1 + n % 6],
       case when n % 3 = 0 then 'SQUAD' else 'SOLO' end, case when n % 3 = 0 then 4 else 1 end,
       now() + ((n % 90) - 45) * interval '1 day', now() - interval '1 day', now() + interval '3 day', '{}'::jsonb
from generate_series(1, ${EXTRA_TOURNAMENTS}) as n;
`;

const json = (res) => JSON.parse(res.body);
const bearer = (token, extra = {}) => ({ authorization: `Bearer ${token}`, ...extra });

async function benchList(origin, token) {
  const path = '/educational/api/tournaments?status=OPEN&status=WAITING_START&page=0&pageSize=20';
  const first = json(await call(origin, 'GET', path, bearer(token)));
  for (let i = 0; i < 100; i += 1) await call(origin, 'GET', path, bearer(token));
  const list = await load(CONNECTIONS, async () => (await call(origin, 'GET', path, bearer(token))).status === 200);
  const deep = `/educational/api/tournaments?game=FORTNITE&page=10&pageSize=20`;
  const deepPage = await load(CONNECTIONS, async () => (await call(origin, 'GET', deep, bearer(token))).status === 200);
  return { list, deepPage, total: (await json(await call(origin, 'GET', '/educational/api/tournaments?pageSize=1', bearer(token)))).totalElements, openTotal: first.totalElements };
}

function print(label, list) {
  console.log(label);
  console.log(`  GET tournaments (OPEN+WAITING_START, page 0 of 20), ${list.total} tournaments: ${list.list.rps} req/s, p99 ${list.list.p99} ms, ${list.list.requests} requests, ${list.list.errors} errors`);
  console.log(`  GET tournaments (game=FORTNITE, page 10)                : ${list.deepPage.rps} req/s, p99 ${list.deepPage.p99} ms, ${list.deepPage.errors} errors`);
}

async function fillPglite(dataDir) {
  const db = await PGlite.create({ dataDir });
  try {
    await db.exec(FILL_SQL);
  } finally {
    await db.close();
  }
}

async function fillPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(FILL_SQL);
  } finally {
    await client.end();
  }
}

async function benchOn(label, env, fill) {
  // First start migrates and seeds; the fill runs on a database no server holds.
  const first = await startServer(env);
  await first.stop();
  await fill();
  const server = await startServer(env);
  try {
    const token = (await signIn(server.origin, 'aluno@example.com')).access_token;
    const list = await benchList(server.origin, token);
    print(label, list);
  } finally {
    await server.stop();
  }
}

const cleanups = [];
let exitCode = 0;
try {
  console.log(`Loopback, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per list measurement`);
  const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-bench-tournaments-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  await benchOn('PGlite (embedded, data folder)', { DATA_DIR: dataDir, DATABASE_URL: '' }, () => fillPglite(dataDir));

  const url = process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres(cleanups));
  if (url) await benchOn('PostgreSQL (node-postgres)', { DATABASE_URL: url }, () => fillPostgres(url));
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  agent.destroy();
  for (const cleanup of cleanups.reverse()) cleanup();
}
process.exit(exitCode);
