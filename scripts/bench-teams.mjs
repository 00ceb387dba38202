// Teams benchmark (part of `npm run bench`), on PGlite and on PostgreSQL: 50 concurrent
// invite/accept pairs against one duo event. Every team is contested by two guests and every
// guest is invited by two teams, so accepts race for the last place of a team and for the one
// team a player may join per event. Prints req/s, p99, the answers, and the count of teams above
// their size (must be 0: the bench fails otherwise).
// PostgreSQL comes from BENCH_DATABASE_URL, else a throwaway Debian cluster, else it is skipped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agent, call, onDatabase, signIn, throwawayPostgres } from './bench-server.mjs';
import { startServer } from './local-server.mjs';

const PAIRS = 50;

// Plain SQL that runs on PGlite and PostgreSQL alike, after the server migrated and seeded. The
// players are adults: a minor joins teams only once a guardian consented (docs/product/guardians.md).
const FILL_SQL = `
insert into users (user_name, email, password_hash, email_verified, first_name, last_name, role, birth_date, play_id, accept_use_terms)
select 'bench' || n, 'bench' || n || '@example.com', (select password_hash from users where email = 'aluno@example.com'), true,
       'Bench', 'Jogador ' || n, 'STUDENT', '2000-01-01', 'Bench' || n || '#9' || lpad(n::text, 3, '0'), true
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
  return { ...summary(latencies, wallMs), wallMs: Math.round(wallMs), statuses, overflowing, inTwoTeams, teams: teams.length };
}

function print(label, invites) {
  console.log(label);
  console.log(`  ${PAIRS} concurrent invite/accept pairs, one duo event: ${invites.rps} req/s, p99 ${invites.p99} ms, ${invites.requests} requests in ${invites.wallMs} ms`);
  console.log(`    answers: ${JSON.stringify(invites.statuses)}`);
  console.log(`    overflowing teams: ${invites.overflowing} of ${invites.teams}; players in two teams of the event: ${invites.inTwoTeams}`);
}

/** Fills the database and answers the duo event's id. */
const fillDuo = async (db) => {
  await db.exec(FILL_SQL);
  return (await db.query(DUO_SQL))[0].id;
};

async function benchOn(label, env) {
  // First start migrates and seeds; the fill runs on a database no server holds.
  const first = await startServer(env);
  await first.stop();
  const eventId = await onDatabase(env, fillDuo);
  const server = await startServer(env);
  try {
    const invites = await benchInvites(server.origin, eventId);
    print(label, invites);
    return invites.overflowing + invites.inTwoTeams;
  } finally {
    await server.stop();
  }
}

const cleanups = [];
let exitCode = 0;
try {
  console.log('Loopback');
  const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-bench-teams-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  let broken = await benchOn('PGlite (embedded, data folder)', { DATA_DIR: dataDir, DATABASE_URL: '' });

  const url = process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres(cleanups));
  if (url) broken += await benchOn('PostgreSQL (node-postgres)', { DATABASE_URL: url });
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
  if (broken > 0) {
    console.error(`${broken} teams above their size or players in two teams of the event`);
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
