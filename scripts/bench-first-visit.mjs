// What a browser really downloads (part of `npm run bench`): Chromium visits pages of the
// production build with an empty cache, accepting gzip only, and the JavaScript it has fetched
// once the network is idle is summed. It checks the chunk-graph figures of bench-bundle, and it
// also sees what they cannot: code loaded after the first paint. Loopback only, one server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = process.env.DIST_DIR ?? 'dist';
const PUBLIC_PAGES = ['/login', '/register'];
const SIGNED_IN_PAGES = ['/home', '/profile/personal-data', '/change-password'];
const ACCOUNT = { email: 'aluna.vip@example.com', password: 'Demo1234' };

let playwright;
try {
  playwright = await import('@playwright/test');
} catch {
  console.log('Skipped: @playwright/test is not installed.');
  process.exit(0);
}
const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;

if (!existsSync(join(root, dist, 'index.html'))) {
  const build = spawnSync('npx', ['rsbuild', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await new Promise((resolve, reject) => {
  const probe = createServer();
  probe.once('error', reject);
  probe.listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
// E2E=1: a fresh in-memory database with the demo accounts, nothing written to disk.
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  env: { ...process.env, E2E: '1', PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: base, LOG: '0', DIST_DIR: dist },
  stdio: ['ignore', 'ignore', 'inherit'],
});
process.on('exit', () => server.kill('SIGKILL'));
let exited = false;
server.once('exit', () => (exited = true));
for (const started = Date.now(); ; ) {
  if (exited) throw new Error('the server stopped before it was ready');
  if (Date.now() - started > 60_000) throw new Error('the server did not answer within 60 s');
  if (await fetch(`${base}/login`).then((r) => r.ok, () => false)) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}

const browser = await playwright.chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });

async function signedInCookies() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Já tenho conta' }).click();
  await page.getByLabel(/e-mail/i).fill(ACCOUNT.email);
  await page.getByLabel(/senha/i).first().fill(ACCOUNT.password);
  await page.getByRole('button', { name: /entrar/i }).click();
  await page.waitForURL(/\/home/);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

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
const cookies = await signedInCookies();
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
server.kill();
