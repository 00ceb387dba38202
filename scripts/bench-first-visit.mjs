// What a browser really downloads (part of `npm run bench`): Chromium visits pages of the
// production build with an empty cache, accepting gzip only, and the JavaScript it has fetched
// once the network is idle is summed. It checks the chunk-graph figures of bench-bundle, and it
// also sees what they cannot: code loaded after the first paint. Loopback only, one server.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, signedInCookies } from './browser.mjs';
import { startServer } from './local-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = process.env.DIST_DIR ?? 'dist';
const PUBLIC_PAGES = ['/login', '/register'];
const SIGNED_IN_PAGES = ['/home', '/profile/personal-data', '/change-password'];

if (!existsSync(join(root, dist, 'index.html'))) {
  const build = spawnSync('npx', ['rsbuild', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// E2E=1: a fresh in-memory database with the demo accounts, nothing written to disk.
const server = await startServer({ E2E: '1', DIST_DIR: dist });
const base = server.origin;
const browser = await launchChromium();

/** KB of JavaScript (as sent, gzip) and the number of files a first visit to `path` fetches. */
async function firstVisit(path, cookies) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  // The cookie banner is accepted, as on any visit after the first: its answer loads nothing.
  await context.addCookies([...cookies, { name: 'CookiePolicyAccepted', value: 'true', url: base }]);
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000); // anything scheduled after the first paint
  const bytes = (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
  await context.close();
  return { kb: bytes / 1024, files: sizes.length };
}

console.log('JavaScript fetched by a first visit until the network is idle (Chromium, gzip):');
const cookies = await signedInCookies(browser, base, 'aluna.vip@example.com', 'Demo1234');
for (const [pages, jar] of [
  [PUBLIC_PAGES, []],
  [SIGNED_IN_PAGES, cookies],
]) {
  for (const path of pages) {
    const { kb, files } = await firstVisit(path, jar);
    console.log(`  ${kb.toFixed(1).padStart(7)} KB in ${String(files).padStart(2)} files  ${path}${jar.length ? ' (signed in)' : ''}`);
  }
}
await browser.close();
await server.stop();
