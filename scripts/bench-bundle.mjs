// Prints, per route, the gzip size of the JavaScript a first visit to that route downloads:
// the entry's initial chunks plus every chunk of the route's own split parts (and the chunks
// loaded beside them), for a signed-in page the session's start the server announces with it
// (scripts/route-chunks.mjs, SIGNED_IN_START), and the production build time. Budget: 140 KB gzip per route; the bench
// exits non-zero over it. This is the chunk graph's view (what the document and the server's
// preload hints fetch); bench-first-visit measures what a browser really downloads.
// Sizes are those of the compressed copies the build writes and the server sends (gzip to every
// client; Brotli, smaller, to the browsers that accept it, which is all current ones).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { entryChunkIds, isSignedIn, jsFiles, moduleNames, productionRouteFiles, routeChunks, routeFiles, signedInStartChunks, withLayouts } from './route-chunks.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');
// Outside the build folder, so the stats file gets no compressed copies and never ships.
const statsPath = join(tmpdir(), `arena-bench-stats-${process.pid}.json`);
const BUDGET_KB = 140;

const started = process.hrtime.bigint();
const build = spawnSync('npx', ['rsbuild', 'build'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NODE_ENV: 'production', BUNDLE_STATS: statsPath },
});
const buildSeconds = Number(process.hrtime.bigint() - started) / 1e9;
if (build.status !== 0) process.exit(build.status ?? 1);

const stats = JSON.parse(readFileSync(statsPath, 'utf8'));
rmSync(statsPath, { force: true });
const chunkById = new Map(stats.chunks.map((chunk) => [chunk.id, chunk]));
/** The size of what the server sends in `encoding`: the build's compressed copy of the file. */
const sizes = new Map();
const sizeIn = (encoding, file) => {
  const key = `${encoding} ${file}`;
  if (!sizes.has(key)) {
    // A file without a compressed copy (one compression would not shrink) is sent as it is.
    const copy = join(dist, `${file}.${encoding === 'gzip' ? 'gz' : 'br'}`);
    sizes.set(key, statSync(existsSync(copy) ? copy : join(dist, file)).size);
  }
  return sizes.get(key);
};
const gz = (file) => sizeIn('gzip', file);
const br = (file) => sizeIn('br', file);

const entryChunks = entryChunkIds(stats);
const routesDir = join(root, 'src', 'routes');
const allRoutes = routeFiles(routesDir).map((path) => relative(routesDir, path));

const rows = [];
// Only routes the production route tree has (the dev-only gallery is left out of it).
const prodTree = readFileSync(join(root, 'src', 'routeTree.prod.gen.ts'), 'utf8');
// A signed-in page also gets the session's start (its account check, the HTTP client) announced with it.
const startChunks = signedInStartChunks(stats);
for (const file of productionRouteFiles(routesDir, prodTree)) {
  const own = routeChunks(stats, withLayouts(file, allRoutes).map((rel) => `./src/routes/${rel}`));
  const chunks = [...new Set([...own, ...(isSignedIn(file) ? startChunks : [])])];
  const files = chunks.flatMap(jsFiles);
  const sum = (size) => files.reduce((total, f) => total + size(f), 0) / 1024;
  rows.push({ route: file, kb: sum(gz), brKb: sum(br), chunks });
}

const entryFiles = [...entryChunks].flatMap((id) => jsFiles(chunkById.get(id)));
const entryKb = entryFiles.reduce((s, f) => s + gz(f), 0) / 1024;
const entryBrKb = entryFiles.reduce((s, f) => s + br(f), 0) / 1024;
rows.sort((a, b) => b.kb - a.kb);
console.log(`\nProduction build: ${buildSeconds.toFixed(1)} s`);
console.log(`Entry (shared by every route): ${entryKb.toFixed(1)} KB gzip (${entryBrKb.toFixed(1)} KB Brotli)\n`);
console.log('First-load JavaScript per route:    gzip   (Brotli)');
for (const row of rows) console.log(`  ${row.kb.toFixed(1).padStart(7)} KB (${row.brKb.toFixed(1).padStart(5)} KB)  ${row.kb > BUDGET_KB ? 'OVER ' : '     '}${row.route}`);
const worst = rows[0];
const over = rows.filter((row) => row.kb > BUDGET_KB);
console.log(`\nLargest: ${worst.route} at ${worst.kb.toFixed(1)} KB (budget ${BUDGET_KB} KB): ${over.length ? `OVER BUDGET on ${over.length} of ${rows.length} routes` : 'every route within budget'}`);
process.exitCode = over.length ? 1 : 0;
// Heavy libraries only some pages use, and Panda's runtime, which only a style call the build
// cannot resolve (scripts/panda-static-styles.mjs) would bring back.
const watched = [
  ...['oidc-client-ts', 'dompurify', 'luxon'].map((lib) => [lib, (name) => name.includes(`node_modules/${lib}/`)]),
  ["Panda's runtime (styled-system/css/css.mjs)", (name) => name.startsWith('./styled-system/css/css.mjs')],
];
for (const [label, matches] of watched) {
  const where = rows.filter((row) => row.chunks.some((chunk) => moduleNames(chunk).some(matches)));
  const inEntry = stats.chunks.some((c) => c.initial && moduleNames(c).some(matches));
  console.log(`  ${label}: ${inEntry ? 'IN THE ENTRY (every route pays for it)' : where.length ? `loaded by ${where.map((r) => r.route).join(', ')}` : 'not in any first load'}`);
}
