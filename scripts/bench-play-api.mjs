// Tournament play through the HTTP API (part of `npm run bench`; alone: `npm run bench -- play-api`),
// on PGlite and on PostgreSQL (BENCH_DATABASE_URL, else a throwaway Debian cluster, else skipped):
// - a 256-player single elimination created by the dev scenario (RUNNING, bracket generated), then
//   played to the end by its players: for every match one side reports and the other confirms,
//   round after round, 8 matches at a time; prints the time (sign-ins not counted);
// - GET /educational/api/tournaments/{id}/bracket of that 256-player event under load, read by
//   someone who does not play and by a player: req/s, p99 (the budgets hold for the worse of the two).
// Budgets (docs/product/play.md, Limits): played to the end in under 10 s; the bracket at least
// 1,000 req/s on PGlite and p99 at most 50 ms on PostgreSQL. Exits 1 when one is missed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agent, call, load, signIn, throwawayPostgres } from './bench-server.mjs';
import { startServer } from './local-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PLAYERS = 256;
const AT_ONCE = 8;
const PLAY_BUDGET_MS = 10_000;
const BRACKET_MIN_RPS_PGLITE = 1000;
const BRACKET_MAX_P99_POSTGRES = 50;

const json = (res) => JSON.parse(res.body);
const bearer = (token) => ({ authorization: `Bearer ${token}` });
const jsonHeaders = (token) => ({ ...bearer(token), 'content-type': 'application/json' });

async function inBatches(items, size, step) {
  for (let from = 0; from < items.length; from += size) await Promise.all(items.slice(from, from + size).map(step));
}

async function playToTheEnd(origin, scenario, tokens) {
  const leaderOf = new Map(scenario.participants.map((p) => [p.participantId, p.leader.email]));
  const path = `/educational/api/tournaments/${scenario.eventId}/bracket`;
  const anyone = tokens.get(scenario.participants[0].leader.email);
  let played = 0;
  const started = performance.now();
  for (;;) {
    const bracket = json(await call(origin, 'GET', path, bearer(anyone)));
    const ready = bracket.rounds.flatMap((round) => round.matches).filter((match) => match.status === 'READY');
    if (ready.length === 0) break;
    await inBatches(ready, AT_ONCE, async (match) => {
      const [first, second] = match.sides.map((side) => tokens.get(leaderOf.get(side.participantId)));
      const report = await call(origin, 'POST', `/educational/api/matches/${match.id}/report`, jsonHeaders(first), JSON.stringify({ games: [{ scores: [3, 1] }] }));
      if (report.status !== 200) throw new Error(`report ${match.id}: ${report.status} ${report.body}`);
      const confirm = await call(origin, 'POST', `/educational/api/matches/${match.id}/confirm`, bearer(second));
      if (confirm.status !== 200) throw new Error(`confirm ${match.id}: ${confirm.status} ${confirm.body}`);
      played += 1;
    });
  }
  return { played, ms: Math.round(performance.now() - started) };
}

async function benchOn(label, env) {
  const server = await startServer(env);
  try {
    const admin = (await signIn(server.origin, 'admin@example.com')).access_token;
    const created = await call(server.origin, 'POST', '/dev/play/scenario', jsonHeaders(admin), JSON.stringify({ phase: 'RUNNING', participants: PLAYERS }));
    if (created.status !== 201) throw new Error(`scenario: ${created.status} ${created.body}`);
    const scenario = json(created);
    const bracketPath = `/educational/api/tournaments/${scenario.eventId}/bracket`;

    // The bracket of 256 players under load, before any result (every match listed, 128 READY): read
    // by someone who does not play (the answer as kept) and by a player (their matches marked).
    const bracketLoad = async (email) => {
      const viewer = (await signIn(server.origin, email)).access_token;
      for (let i = 0; i < 50; i += 1) await call(server.origin, 'GET', bracketPath, bearer(viewer));
      return load(CONNECTIONS, async () => (await call(server.origin, 'GET', bracketPath, bearer(viewer))).status === 200);
    };
    const size = Buffer.byteLength((await call(server.origin, 'GET', bracketPath, bearer(admin))).body);
    const spectator = await bracketLoad(scenario.outsider.email);
    const player = await bracketLoad(scenario.participants[0].leader.email);
    const bracket = { rps: Math.min(spectator.rps, player.rps), p99: Math.max(Number(spectator.p99), Number(player.p99)) };

    const tokens = new Map();
    await inBatches(scenario.participants, AT_ONCE, async (p) => tokens.set(p.leader.email, (await signIn(server.origin, p.leader.email)).access_token));
    const play = await playToTheEnd(server.origin, scenario, tokens);

    console.log(label);
    for (const [who, figures] of [
      ['someone who does not play', spectator],
      ['a player', player],
    ])
      console.log(`  GET bracket, ${PLAYERS} players (${Math.round(size / 1024)} KB), read by ${who}: ${figures.rps} req/s, p99 ${figures.p99} ms, ${figures.requests} requests, ${figures.errors} errors`);
    console.log(`  ${PLAYERS}-player single elimination played through the API (report + confirm, ${AT_ONCE} at a time): ${play.played} matches in ${play.ms} ms`);
    return { bracket, play };
  } finally {
    await server.stop();
  }
}

const cleanups = [];
let exitCode = 0;
const over = (message) => {
  console.error(`OVER BUDGET: ${message}`);
  exitCode = 1;
};
try {
  console.log(`Loopback, ${CONNECTIONS} connections for the bracket load`);
  const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-bench-play-api-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const pglite = await benchOn('PGlite (embedded, data folder)', { DATA_DIR: dataDir, DATABASE_URL: '' });
  if (pglite.bracket.rps < BRACKET_MIN_RPS_PGLITE) over(`PGlite bracket ${pglite.bracket.rps} req/s (budget ${BRACKET_MIN_RPS_PGLITE})`);
  if (pglite.play.ms > PLAY_BUDGET_MS || pglite.play.played !== PLAYERS - 1) over(`PGlite play-through ${pglite.play.ms} ms for ${pglite.play.played} matches (budget ${PLAY_BUDGET_MS} ms, ${PLAYERS - 1} matches)`);

  const url = process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres(cleanups));
  if (url) {
    const postgres = await benchOn('PostgreSQL (node-postgres)', { DATABASE_URL: url });
    if (Number(postgres.bracket.p99) > BRACKET_MAX_P99_POSTGRES) over(`PostgreSQL bracket p99 ${postgres.bracket.p99} ms (budget ${BRACKET_MAX_P99_POSTGRES} ms)`);
    if (postgres.play.ms > PLAY_BUDGET_MS || postgres.play.played !== PLAYERS - 1) over(`PostgreSQL play-through ${postgres.play.ms} ms (budget ${PLAY_BUDGET_MS} ms)`);
  } else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  agent.destroy();
  for (const cleanup of cleanups.reverse()) cleanup();
}
process.exit(exitCode);
