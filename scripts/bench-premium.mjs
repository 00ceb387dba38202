// Premium benchmark (part of `npm run bench`): loopback only, bounded runs. For the embedded
// database (PGlite) and PostgreSQL it prints the latency of PUT /records/api/activation-licence/
// {code}/redeem when 50 signed-in students redeem the same code at once (exactly one must win, the
// others get "not found"), and when 19 students each redeem their own code at once, plus the size
// of the premium dialog's chunk, which no page's first load carries (it is loaded when
// premium=true). PostgreSQL as in bench-server.mjs: BENCH_DATABASE_URL, else a throwaway cluster.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { call, runCleanups, signIn, throwawayPostgres } from './bench-server.mjs';
import { startServer } from './local-server.mjs';

const RACERS = 50;
// DEMO-PREMIUM-0004…0022; 0023 is the one the race fights over.
const OWN_CODES = 19;
const root = new URL('..', import.meta.url).pathname;
const fans = (from, count) => Array.from({ length: count }, (_, i) => `torcida${String(from + i).padStart(4, '0')}@example.com`);
const p = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function timedRedeems(origin, tokens, codeOf) {
  const started = performance.now();
  const answers = await Promise.all(
    tokens.map(async (token, i) => {
      const t0 = performance.now();
      const res = await call(origin, 'PUT', `/records/api/activation-licence/${codeOf(i)}/redeem`, { authorization: `Bearer ${token}` });
      return { status: res.status, ms: performance.now() - t0 };
    }),
  );
  const times = answers.map((a) => a.ms).sort((a, b) => a - b);
  return { wallMs: Math.round(performance.now() - started), p50: Math.round(p(times, 0.5)), p99: Math.round(p(times, 0.99)), statuses: answers.reduce((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {}) };
}

async function benchOne(label, env) {
  const server = await startServer(env);
  try {
    const racers = [];
    for (const email of fans(1, RACERS)) racers.push((await signIn(server.origin, email)).access_token);
    const race = await timedRedeems(server.origin, racers, () => 'DEMO-PREMIUM-0023');
    const owners = [];
    for (const email of fans(RACERS + 1, OWN_CODES)) owners.push((await signIn(server.origin, email)).access_token);
    const own = await timedRedeems(server.origin, owners, (i) => `DEMO-PREMIUM-${String(i + 4).padStart(4, '0')}`);
    return { label, race, own };
  } finally {
    await server.stop();
  }
}

function print({ label, race, own }) {
  console.log(label);
  console.log(`  ${RACERS} students, one code at once: ${race.wallMs} ms in all, p50 ${race.p50} ms, p99 ${race.p99} ms, answers ${JSON.stringify(race.statuses)} (exactly one 200: ${race.statuses[200] === 1 ? 'yes' : 'NO'})`);
  console.log(`  ${OWN_CODES} students, own codes at once: ${own.wallMs} ms in all, p50 ${own.p50} ms, p99 ${own.p99} ms, answers ${JSON.stringify(own.statuses)}`);
}

function dialogChunk() {
  const dir = join(root, 'dist', 'static', 'js', 'async');
  if (!existsSync(dir)) return null;
  const files = readdirSync(dir).filter((name) => name.endsWith('.js') && readFileSync(join(dir, name), 'utf8').includes('premiumDialog'));
  return files.map((name) => ({ name, gzip: gzipSync(readFileSync(join(dir, name))).length }));
}

let exitCode = 0;
try {
  const chunks = dialogChunk();
  if (chunks) for (const chunk of chunks) console.log(`premium dialog chunk ${chunk.name}: ${(chunk.gzip / 1024).toFixed(1)} KB gzip (loaded only when premium=true)`);
  else console.log('premium dialog chunk: no build in dist/ (run npm run build)');
  const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-bench-premium-'));
  try {
    const result = await benchOne('PGlite (embedded, data folder)', { DATA_DIR: dataDir, DATABASE_URL: '' });
    print(result);
    if (result.race.statuses[200] !== 1) exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres());
  if (url) {
    const result = await benchOne('PostgreSQL (node-postgres)', { DATABASE_URL: url });
    print(result);
    if (result.race.statuses[200] !== 1) exitCode = 1;
  } else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  runCleanups();
}
process.exit(exitCode);
