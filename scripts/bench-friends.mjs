// Accounts and friends benchmark (part of `npm run bench`): loopback only, bounded runs.
// - GET /records/api/user-referral-monitor (the admin's referral table, 10 and 100 per page, first
//   and deep pages) with 10,000 extra referrals: requests/s and p99, on PGlite and PostgreSQL
//   (BENCH_DATABASE_URL, else a throwaway Debian cluster, as in bench-server.mjs).
// - The JavaScript Chromium downloads (gzip) on a first signed-in visit to /profile/accounts-link
//   (the scene's lazy chunk included) and /invite-friends until the network is idle, counted as
//   bench-first-visit.mjs counts it, against the 150 KB budget. Needs a production build in dist/.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { signedInCookies, launchChromium } from './browser.mjs';
import { call, load, onDatabase, runCleanups, signIn, throwawayPostgres } from './bench-server.mjs';
import { startServer } from './local-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const REFERRALS = 10_000;
const BUDGET_KB = 150;
const root = new URL('..', import.meta.url).pathname;
const dist = resolve(root, process.env.DIST_DIR ?? 'dist');

// Plain SQL for PGlite and PostgreSQL alike, after the server migrated and seeded: friends of
// aluno@example.com, every third one with a complete profile.
const FILL_SQL = `
insert into users (user_name, email, password_hash, email_verified, first_name, last_name, role, birth_date, play_id, accept_use_terms, referrer_id, created_at)
select 'amigo' || n, 'amigo' || n || '@example.com', (select password_hash from users where email = 'aluno@example.com'), true,
       'Amigo', 'Convidado ' || n, 'STUDENT', '2010-01-01', 'Amigo' || n || '#8' || lpad(n::text, 5, '0'), true,
       (select id from users where email = 'aluno@example.com'), now() - n * interval '1 minute'
from generate_series(1, ${REFERRALS}) as n;
insert into reward_activities (user_id, source, source_id, title, experience, old_experience, old_level, current_experience, current_level, leveled_up)
select id, 'QUEST', 'completeProfile', 'Complete seu perfil', 50, 0, 1, 50, 1, false from users where user_name like 'amigo%' and id % 3 = 0;
`;

const pages = {
  'page 0, size 10': () => `page=0&size=10`,
  'deep pages, size 10': (i) => `page=${100 + (i % 800)}&size=10`,
  'page 0, size 100': (i) => `page=${i % 2}&size=100`,
};

async function benchTable(label, env) {
  const first = await startServer(env);
  await first.stop();
  await onDatabase(env, (db) => db.exec(FILL_SQL));
  const server = await startServer(env);
  try {
    const { access_token: token } = await signIn(server.origin, 'admin@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const check = JSON.parse((await call(server.origin, 'GET', '/records/api/user-referral-monitor?size=10', auth)).body);
    console.log(label);
    console.log(`  referrals in the table: ${check.totalElements}`);
    for (const [name, query] of Object.entries(pages)) {
      for (let i = 0; i < 50; i += 1) await call(server.origin, 'GET', `/records/api/user-referral-monitor?${query(i)}`, auth);
      const counters = Array(CONNECTIONS).fill(0);
      const run = await load(CONNECTIONS, async (worker) => {
        counters[worker] += 1;
        const res = await call(server.origin, 'GET', `/records/api/user-referral-monitor?${query(worker * 7919 + counters[worker])}`, auth);
        return res.status === 200;
      });
      console.log(`  ${name.padEnd(20)}: ${run.rps} req/s, p99 ${run.p99} ms, ${run.requests} requests, ${run.errors} errors`);
    }
  } finally {
    await server.stop();
  }
}

/** KB of JavaScript (as sent, gzip) a first visit fetches until the network is idle, as bench-first-visit.mjs counts it. */
async function firstVisitKb(browser, base, path, cookies) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
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

async function firstLoad() {
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('First load: skipped (no production build in dist/; run npm run build)');
    return true;
  }
  const server = await startServer({ E2E: '1' });
  const browser = await launchChromium();
  try {
    const cookies = await signedInCookies(browser, server.origin, 'aluna.vip@example.com', 'Demo1234');
    let within = true;
    // /profile/personal-data is the reference: the profile layout every scene shares.
    for (const path of ['/profile/personal-data', '/profile/accounts-link', '/invite-friends']) {
      const { kb, files } = await firstVisitKb(browser, server.origin, path, cookies);
      console.log(`First visit of ${path}: ${kb.toFixed(1)} KB gzip in ${files} scripts (budget ${BUDGET_KB} KB): ${kb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`);
      if (path !== '/profile/personal-data') within &&= kb <= BUDGET_KB;
    }
    return within;
  } finally {
    await browser.close();
    await server.stop();
  }
}

let exitCode = 0;
try {
  console.log(`Loopback, ${CONNECTIONS} connections, ${REFERRALS} extra referrals`);
  const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-bench-friends-'));
  try {
    await benchTable('PGlite (embedded, data folder)', { DATA_DIR: dataDir, DATABASE_URL: '' });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres());
  if (url) await benchTable('PostgreSQL (node-postgres)', { DATABASE_URL: url });
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
  // Reported, not enforced here: bench-bundle.mjs owns the first-load budget gate.
  if (!(await firstLoad())) console.log('  (over the 150 KB budget: see the README status)');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  runCleanups();
}
process.exit(exitCode);
