// Lists at scale (part of `npm run bench`; alone: `npm run bench -- lists`), on PGlite and on
// PostgreSQL (BENCH_DATABASE_URL, else a throwaway Debian cluster, else skipped). One database
// per engine holds what a busy season holds at once:
// - 10,000 entries in one journey's ranking (the demo's longest, topped up when shorter),
// - 2,000 tournaments (the demo ones and generated ones),
// - the demo school catalogue (over 5,000 schools),
// - 10,000 notifications for one student,
// - a running 256-player single elimination (its subscribers and its bracket).
// Then every list endpoint is read by 16 connections for BENCH_DURATION_MS (5 s) each, on pages
// spread over the whole list (deep pages included), and the bench prints req/s and p99. It exits 1
// when one misses its budget: at least 1,000 req/s on PGlite and 2,000 on PostgreSQL, p99 at most
// 50 ms on both (docs/operations.md, Lists at scale).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, load, onDatabase, runCleanups, signIn, throwawayPostgres } from './bench-server.mjs';
import { startServer } from './local-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const RANKING_ENTRIES = 10_000;
const TOURNAMENTS = 2_000;
const SCHOOLS_AT_LEAST = 5_000;
const NOTIFICATIONS = 10_000;
const PLAYERS = 256;
const BUDGET = { pglite: { rps: 1000, p99: 50 }, postgres: { rps: 2000, p99: 50 } };
/** BENCH_LISTS_ONLY: only the lists whose name holds it (e.g. "ranking"), PGlite only when BENCH_LISTS_PGLITE_ONLY=1. */
const ONLY = process.env.BENCH_LISTS_ONLY ?? '';
const PGLITE_ONLY = process.env.BENCH_LISTS_PGLITE_ONLY === '1';
const NOTIFIED = 'aluna.vip@example.com';

/** Plain SQL that runs on PGlite and PostgreSQL alike, on a database no server holds. */
const fillSql = ({ journeyId, tournaments, ranking }) => `
insert into tournaments (name, sub_title, status, game, mode, mode_quantity, start_date, subscriptions_start, subscriptions_end, restrictions)
select 'Carga ' || n, 'Temporada', (array['OPEN','WAITING_START','RUNNING','CONCLUDED'])[1 + n % 4],
       (array['FORTNITE','ROCKET_LEAGUE','LEAGUE_OF_LEGENDS','COUNTER_STRIKE','FREE_FIRE','DEFAULT'])[1 + n % 6],
       case when n % 3 = 0 then 'SQUAD' else 'SOLO' end, case when n % 3 = 0 then 4 else 1 end,
       now() + ((n % 90) - 45) * interval '1 day', now() - interval '1 day', now() + interval '3 day', '{}'::jsonb
from generate_series(1, ${Math.max(0, TOURNAMENTS - tournaments)}) as n;
insert into journey_ranking (journey_id, user_id, play_id, total_mp, user_level)
select ${journeyId}, null, 'carga' || n, ((n * 7919) % 250000) / 100.0, 1 + (n % 40)
from generate_series(1, ${Math.max(0, RANKING_ENTRIES - ranking)}) as n;
`;

const json = (res) => JSON.parse(res.body);
const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** A page number spread over `pages` by worker and turn, so the run reads deep pages as well as the first. */
const spread = (worker, turn, pages) => (worker * 7919 + turn * 104_729) % Math.max(1, pages);

/** Prepares the data through the server (dev controls) and then straight in the database. */
async function prepare(env) {
  const server = await startServer(env);
  let scenario;
  try {
    const admin = (await signIn(server.origin, 'admin@example.com')).access_token;
    const created = await call(server.origin, 'POST', '/dev/play/scenario', { ...bearer(admin), 'content-type': 'application/json' }, JSON.stringify({ phase: 'RUNNING', participants: PLAYERS }));
    if (created.status !== 201) throw new Error(`scenario: ${created.status} ${created.body}`);
    scenario = json(created);
    const notified = await call(server.origin, 'POST', `/dev/notifications/generate?user=${NOTIFIED}&count=${NOTIFICATIONS}`);
    if (notified.status !== 200) throw new Error(`notifications: ${notified.status} ${notified.body}`);
  } finally {
    await server.stop();
  }
  const journeyId = await onDatabase(env, async (db) => {
    const [longest] = await db.query('select journey_id as id, count(*)::int as count from journey_ranking group by journey_id order by count(*) desc limit 1');
    const [tournaments] = await db.query('select count(*)::int as count from tournaments');
    await db.exec(fillSql({ journeyId: longest.id, ranking: longest.count, tournaments: tournaments.count }));
    const [schools] = await db.query('select count(*)::int as count from institutions');
    if (schools.count < SCHOOLS_AT_LEAST) throw new Error(`only ${schools.count} schools in the catalogue`);
    return longest.id;
  });
  return { scenario, journeyId };
}

/** The lists, each a path for a worker's turn. Sizes are the ones the screens ask for. */
function lists({ scenario, journeyId }, totals) {
  const prefixes = ['esc', 'Escola Estadual', 'colégio', 'COLEGIO P', 'centro ed', 'inst', 'escola municipal de', 'Col', 'e', 'centro de ensino'];
  return [
    { name: 'ranking (20 a page)', reader: 'student', path: (w, t) => `/educational/api/journeys/${journeyId}/leaderboard?page=${spread(w, t, Math.ceil(totals.ranking / 20))}&size=20` },
    { name: 'tournaments (status list)', reader: 'student', path: (w, t) => `/educational/api/tournaments?status=OPEN&status=WAITING_START&page=${spread(w, t, 10)}&pageSize=20` },
    { name: 'tournaments (game, deep)', reader: 'student', path: (w, t) => `/educational/api/tournaments?game=FORTNITE&page=${spread(w, t, Math.ceil(totals.fortnite / 20))}&pageSize=20` },
    { name: 'schools (name prefix)', reader: 'student', path: (w, t) => `/educational/api/schools?name=${encodeURIComponent(prefixes[(w + t) % prefixes.length])}&size=10` },
    { name: 'schools (state, paged)', reader: 'student', path: (w, t) => `/educational/api/schools?state=${1 + ((w + t) % 27)}&page=${t % 5}&size=10` },
    { name: 'notifications (5 a page)', reader: 'notified', path: (w, t) => `/records/api/notifications?page=${spread(w, t, Math.ceil(totals.notifications / 5))}` },
    { name: `subscribers (${PLAYERS}, 20 a page)`, reader: 'student', path: (w, t) => `/educational/api/events/${scenario.eventId}/participants?page=${spread(w, t, Math.ceil(PLAYERS / 20))}&size=20` },
    { name: `bracket (${PLAYERS} players)`, reader: 'player', path: () => `/educational/api/tournaments/${scenario.eventId}/bracket` },
  ];
}

/** The notification list answers no total: its pages of 50 are walked to the last. */
async function countNotifications(origin, auth) {
  let count = 0;
  for (let page = 0; ; page += 1) {
    const body = json(await call(origin, 'GET', `/records/api/notifications?page=${page}&size=50`, auth));
    count += body.content.length;
    if (body.last) return count;
  }
}

async function benchOn(label, env, budget) {
  const data = await prepare(env);
  const server = await startServer(env);
  const results = [];
  try {
    const readers = {
      student: (await signIn(server.origin, 'aluno@example.com')).access_token,
      notified: (await signIn(server.origin, NOTIFIED)).access_token,
      player: (await signIn(server.origin, data.scenario.participants[0].leader.email)).access_token,
    };
    const total = async (path, reader) => json(await call(server.origin, 'GET', path, bearer(readers[reader]))).totalElements;
    const totals = {
      ranking: await total(`/educational/api/journeys/${data.journeyId}/leaderboard?size=1`, 'student'),
      fortnite: await total('/educational/api/tournaments?game=FORTNITE&pageSize=1', 'student'),
      notifications: await countNotifications(server.origin, bearer(readers.notified)),
      tournaments: await total('/educational/api/tournaments?pageSize=1', 'student'),
      schools: await total('/educational/api/schools?size=1', 'student'),
    };
    console.log(`${label}: ${totals.ranking} ranking entries, ${totals.tournaments} tournaments, ${totals.schools} schools, ${totals.notifications} notifications for one student`);
    // What this machine gives today with no list at all: the same connections on the health check
    // (no token, no database). Not budgeted; the lists' figures follow the machine's speed, which
    // varies between days, and this row shows how much of a day's figure is the machine's.
    for (let i = 0; i < 100; i += 1) await call(server.origin, 'GET', '/healthz');
    const ceiling = await load(CONNECTIONS, async () => (await call(server.origin, 'GET', '/healthz')).status === 200);
    console.log(`  ${'(no list: /healthz)'.padEnd(28)} ${String(ceiling.rps).padStart(5)} req/s, p99 ${ceiling.p99.padStart(5)} ms, ${ceiling.errors} errors  (the machine's ceiling today, no budget)`);
    for (const list of lists(data, totals).filter((each) => !ONLY || each.name.includes(ONLY))) {
      const auth = bearer(readers[list.reader]);
      for (let i = 0; i < 100; i += 1) await call(server.origin, 'GET', list.path(i % CONNECTIONS, i), auth);
      const turns = Array(CONNECTIONS).fill(0);
      const run = await load(CONNECTIONS, async (worker) => {
        turns[worker] += 1;
        return (await call(server.origin, 'GET', list.path(worker, turns[worker]), auth)).status === 200;
      });
      const within = run.errors === 0 && run.rps >= budget.rps && Number(run.p99) <= budget.p99;
      results.push({ ...run, name: list.name, within });
      console.log(`  ${list.name.padEnd(28)} ${String(run.rps).padStart(5)} req/s, p99 ${run.p99.padStart(5)} ms, ${run.errors} errors  ${within ? 'within' : 'OVER BUDGET'}`);
    }
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
    console.log(`  server RSS after the lists: ${Math.round(rss / 1024)} MB`);
  } finally {
    await server.stop();
  }
  return results;
}

let exitCode = 0;
const cleanups = [];
try {
  console.log(`Loopback, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per list; budget ${BUDGET.pglite.rps} req/s on PGlite, ${BUDGET.postgres.rps} on PostgreSQL, p99 ≤ ${BUDGET.pglite.p99} ms`);
  const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-bench-lists-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const pglite = await benchOn('PGlite (embedded, data folder)', { DATA_DIR: dataDir, DATABASE_URL: '' }, BUDGET.pglite);
  if (pglite.some((run) => !run.within)) exitCode = 1;

  const url = PGLITE_ONLY ? undefined : (process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres(cleanups)));
  if (url) {
    const postgres = await benchOn('PostgreSQL (node-postgres)', { DATABASE_URL: url }, BUDGET.postgres);
    if (postgres.some((run) => !run.within)) exitCode = 1;
  } else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  runCleanups();
  for (const cleanup of cleanups.reverse()) cleanup();
}
process.exit(exitCode);
