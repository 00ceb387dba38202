// Journeys benchmark (part of `npm run bench`), on PGlite and on PostgreSQL: GET
// /educational/api/journeys/{id}/leaderboard of the 10,000-entry demo journey, 25 rows a page, at
// page 0 and at page 400 (the end): req/s and p99. PostgreSQL comes from BENCH_DATABASE_URL (or
// DATABASE_URL), else a throwaway Debian cluster, else it is skipped.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agent, call, load, signIn, throwawayPostgres } from './bench-server.mjs';
import { startServer } from './local-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const RANKED_JOURNEY = 1;

async function benchOn(label, env) {
  const server = await startServer(env);
  try {
    const token = (await signIn(server.origin, 'aluno@example.com')).access_token;
    const headers = { authorization: `Bearer ${token}` };
    console.log(label);
    for (const page of [0, 400]) {
      const path = `/educational/api/journeys/${RANKED_JOURNEY}/leaderboard?page=${page}&pageSize=25`;
      const first = JSON.parse((await call(server.origin, 'GET', path, headers)).body);
      for (let i = 0; i < 50; i += 1) await call(server.origin, 'GET', path, headers);
      const result = await load(CONNECTIONS, async () => (await call(server.origin, 'GET', path, headers)).status === 200);
      console.log(
        `  leaderboard page ${page} of ${first.totalPages} (${first.totalElements} entries, ranks ${first.content[0]?.rankNumber}–${first.content.at(-1)?.rankNumber}): ${result.rps} req/s, p99 ${result.p99} ms, ${result.requests} requests, ${result.errors} errors`,
      );
    }
  } finally {
    await server.stop();
  }
}

const cleanups = [];
let exitCode = 0;
try {
  console.log(`Loopback, ${CONNECTIONS} connections`);
  const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-bench-journeys-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  await benchOn('PGlite (embedded, data folder)', { DATA_DIR: dataDir, DATABASE_URL: '' });
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? (await throwawayPostgres(cleanups));
  if (url) await benchOn('PostgreSQL (node-postgres)', { DATABASE_URL: url });
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  agent.destroy();
  for (const cleanup of cleanups.reverse()) cleanup();
}
process.exit(exitCode);
