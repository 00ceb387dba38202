// Tournaments and teams benchmark (part of `npm run bench`), on PGlite and on PostgreSQL:
// - GET /educational/api/tournaments (a status list, 20 per page) with 2,000 extra tournaments in
//   the bench's own database: req/s and p99;
// - 50 concurrent invite/accept pairs against one duo event, every team contested by two guests
//   and every guest invited by two teams: req/s, p99, answers, and the count of teams above their
//   size (must be 0).
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
const PAIRS = 50;

// Plain SQL that runs on PGlite and PostgreSQL alike, after the server migrated and seeded.
const FILL_SQL = `
insert into tournaments (name, sub_title, status, game, mode, mode_quantity, start_date, subscriptions_start, subscriptions_end, restrictions)
select 'Bench ' || n, 'Carga', (array['OPEN','WAITING_START','RUNNING','CONCLUDED'])[1 + n % 4],
       (array['FORTNITE','ROCKET_LEAGUE','LEAGUE_OF_LEGENDS','COUNTER_STRIKE','FREE_FIRE','DEFAULT'])[1 + n % 6],
       case when n % 3 = 0 then 'SQUAD' else 'SOLO' end, case when n % 3 = 0 then 4 else 1 end,
       now() + ((n % 90) - 45) * interval '1 day', now() - interval '1 day', now() + interval '3 day', '{}'::jsonb
from generate_series(1, ${EXTRA_TOURNAMENTS}) as n;
insert into users (user_name, email, password_hash, email_verified, first_name, last_name, role, birth_date, play_id, accept_use_terms)
select 'bench' || n, 'bench' || n || '@example.com', (select password_hash from users where email = 'aluno@example.com'), true,
       'Bench', 'Jogador ' || n, 'STUDENT', '2010-01-01', 'Bench' || n || '#9' || lpad(n::text, 3, '0'), true
from generate_series(1, ${2 * PAIRS}) as n;
insert into tournaments (name, sub_title, status, game, mode, mode_quantity, start_date, subscriptions_start, subscriptions_end, restrictions)
values ('Bench Duplas', 'Convites concorrentes', 'OPEN', 'ROCKET_LEAGUE', 'DUO', 2, now() + interval '5 day', now() - interval '1 day', now() + interval '3 day', '{}'::jsonb);
`;
const DUO_SQL = `select id from tournaments where name = 'Bench Duplas'`;

const json = (res) => JSON.parse(res.body);
const bearer = (token, extra = {}) => ({ authorization: `Bearer ${token}`, ...extra });
const jsonHeaders = (token) => bearer(token, { 'content-type': 'application/json' });

/** Runs `tasks` with at most `limit` at once. */
async function limited(tasks, limit) {
  const results = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) {
        const index = next++;
        results[index] = await tasks[index]();
      }
    }),
  );
  return results;
}

function summary(latencies, wallMs) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
  return { rps: Math.round(latencies.length / (wallMs / 1000)), p99: p99.toFixed(1), requests: latencies.length };
}

async function timed(latencies, request) {
  const t0 = performance.now();
  const res = await request();
  latencies.push(performance.now() - t0);
  return res;
}

async function benchList(origin, token) {
  const path = '/educational/api/tournaments?status=OPEN&status=WAITING_START&page=0&pageSize=20';
  const first = json(await call(origin, 'GET', path, bearer(token)));
  for (let i = 0; i < 100; i += 1) await call(origin, 'GET', path, bearer(token));
  const list = await load(CONNECTIONS, async () => (await call(origin, 'GET', path, bearer(token))).status === 200);
  const deep = `/educational/api/tournaments?game=FORTNITE&page=10&pageSize=20`;
  const deepPage = await load(CONNECTIONS, async () => (await call(origin, 'GET', deep, bearer(token))).status === 200);
  return { list, deepPage, total: (await json(await call(origin, 'GET', '/educational/api/tournaments?pageSize=1', bearer(token)))).totalElements, openTotal: first.totalElements };
}

async function benchInvites(origin, eventId) {
  const users = await limited(
    Array.from({ length: 2 * PAIRS }, (_, i) => async () => {
      const n = i + 1;
      const tokens = await signIn(origin, `bench${n}@example.com`);
      return { n, token: tokens.access_token, playId: `Bench${n}#9${String(n).padStart(3, '0')}` };
    }),
    4,
  );
  const leaders = users.slice(0, PAIRS);
  const guests = users.slice(PAIRS);
  const teams = await Promise.all(
    leaders.map(async (leader) => json(await call(origin, 'POST', '/educational/api/teams', jsonHeaders(leader.token), JSON.stringify({ name: `Dupla ${leader.n}`, eventId }))).team.id),
  );

  // Team i invites guest i and guest i+1: two guests contest each place, two teams each guest.
  const latencies = [];
  const statuses = {};
  const count = (res) => {
    const key = res.status === 200 || res.status === 201 ? String(res.status) : `${res.status} ${json(res)[0]?.messageKey}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
    return res;
  };
  const started = performance.now();
  const invites = await Promise.all(
    leaders.flatMap((leader, i) =>
      [guests[i], guests[(i + 1) % PAIRS]].map(async (guest) => {
        const res = count(await timed(latencies, () => call(origin, 'POST', `/educational/api/teams/${teams[i]}/invite`, jsonHeaders(leader.token), JSON.stringify({ userIdentification: guest.playId }))));
        if (res.status !== 201) return undefined;
        return { guest, inviteId: json(res).team.invites.find((invite) => invite.userIdentification === guest.playId).id };
      }),
    ),
  );
  await Promise.all(invites.filter(Boolean).map(({ guest, inviteId }) => timed(latencies, () => call(origin, 'POST', `/educational/api/teams/invitations/${inviteId}/accept`, bearer(guest.token))).then(count)));
  const wallMs = performance.now() - started;

  let overflowing = 0;
  const membership = new Map();
  for (const [i, teamId] of teams.entries()) {
    const team = json(await call(origin, 'GET', `/educational/api/teams/${teamId}`, bearer(leaders[i].token)));
    if (team.teamMembers.length > team.modeQuantity) overflowing += 1;
    for (const member of team.teamMembers) membership.set(member.id, (membership.get(member.id) ?? 0) + 1);
  }
  const inTwoTeams = [...membership.values()].filter((n) => n > 1).length;
  return { ...summary(latencies, wallMs), statuses, overflowing, inTwoTeams, teams: teams.length };
}

function print(label, list, invites) {
  console.log(label);
  console.log(`  GET tournaments (OPEN+WAITING_START, page 0 of 20), ${list.total} tournaments: ${list.list.rps} req/s, p99 ${list.list.p99} ms, ${list.list.requests} requests, ${list.list.errors} errors`);
  console.log(`  GET tournaments (game=FORTNITE, page 10)                : ${list.deepPage.rps} req/s, p99 ${list.deepPage.p99} ms, ${list.deepPage.errors} errors`);
  console.log(`  ${PAIRS} concurrent invite/accept pairs, one duo event: ${invites.rps} req/s, p99 ${invites.p99} ms, ${invites.requests} requests`);
  console.log(`    answers: ${JSON.stringify(invites.statuses)}`);
  console.log(`    overflowing teams: ${invites.overflowing} of ${invites.teams}; players in two teams of the event: ${invites.inTwoTeams}`);
}

async function fillPglite(dataDir) {
  const db = await PGlite.create({ dataDir });
  try {
    await db.exec(FILL_SQL);
    return (await db.query(DUO_SQL)).rows[0].id;
  } finally {
    await db.close();
  }
}

async function fillPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(FILL_SQL);
    return (await client.query(DUO_SQL)).rows[0].id;
  } finally {
    await client.end();
  }
}

async function benchOn(label, env, fill) {
  // First start migrates and seeds; the fill runs on a database no server holds.
  const first = await startServer(env);
  await first.stop();
  const eventId = await fill();
  const server = await startServer(env);
  try {
    const token = (await signIn(server.origin, 'aluno@example.com')).access_token;
    const list = await benchList(server.origin, token);
    const invites = await benchInvites(server.origin, eventId);
    print(label, list, invites);
    return invites.overflowing;
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
  let overflowing = await benchOn('PGlite (embedded, data folder)', { DATA_DIR: dataDir, DATABASE_URL: '' }, () => fillPglite(dataDir));

  const url = process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres(cleanups));
  if (url) overflowing += await benchOn('PostgreSQL (node-postgres)', { DATABASE_URL: url }, () => fillPostgres(url));
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
  if (overflowing > 0) {
    console.error(`${overflowing} teams above their size`);
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  agent.destroy();
  for (const cleanup of cleanups.reverse()) cleanup();
}
process.exit(exitCode);
