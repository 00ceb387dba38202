// Accounts and friends benchmark (part of `npm run bench`): loopback only, bounded runs.
// - GET /records/api/user-referral-monitor (the admin's referral table, 10 and 100 per page, first
//   and deep pages) with 10,000 extra referrals: requests/s and p99, on PGlite and PostgreSQL
//   (BENCH_DATABASE_URL, else a throwaway Debian cluster, as in bench-server.mjs).
// - The JavaScript Chromium downloads on a first signed-in visit to /profile/accounts-link (the
//   route's chunks and the scene's lazy chunk, until the network is idle), as the gzip copies the
//   server sends, against the 150 KB budget. Needs a production build in dist/.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { signedInCookies, launchChromium } from './browser.mjs';
import { call, load, runCleanups, signIn, throwawayPostgres } from './bench-server.mjs';
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
  'page 0, size 10': (i) => `page=0&size=10`,
  'deep pages, size 10': (i) => `page=${100 + (i % 800)}&size=10`,
  'page 0, size 100': (i) => `page=${i % 2}&size=100`,
};

async function fillPglite(dataDir) {
  const db = await PGlite.create({ dataDir });
  try {
    await db.exec(FILL_SQL);
  } finally {
    await db.close();
  }
}

async function fillPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(FILL_SQL);
  } finally {
    await client.end();
  }
}

async function benchTable(label, env, fill) {
  const first = await startServer(env);
  await first.stop();
  await fill();
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

/** The gzip copy the server sends for a built file (a file under 1 KB has none and goes as it is). */
const gzipSize = (file) => {
  const path = join(dist, file);
  return statSync(existsSync(`${path}.gz`) ? `${path}.gz` : path).size;
};

async function firstLoad() {
  if (!existsSync(join(dist, 'index.html'))) {
    console.log('First load: skipped (no production build in dist/; run npm run build)');
    return true;
  }
  const server = await startServer({ E2E: '1' });
  const browser = await launchChromium();
  try {
    const cookies = await signedInCookies(browser, server.origin, 'aluna.vip@example.com', 'Demo1234');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([...cookies, { name: 'CookiePolicyAccepted', value: 'true', url: server.origin }]);
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === server.origin && url.pathname.endsWith('.js')) scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${server.origin}/profile/accounts-link`, { waitUntil: 'networkidle' });
    await page.getByTestId('epic-card').waitFor();
    const kb = [...scripts].reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
    console.log(`First load of /profile/accounts-link: ${kb.toFixed(1)} KB gzip in ${scripts.size} scripts (budget ${BUDGET_KB} KB): ${kb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`);
    return kb <= BUDGET_KB;
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
    await benchTable('PGlite (embedded, data folder)', { DATA_DIR: dataDir, DATABASE_URL: '' }, () => fillPglite(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const url = process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres());
  if (url) await benchTable('PostgreSQL (node-postgres)', { DATABASE_URL: url }, () => fillPostgres(url));
  else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
  if (!(await firstLoad())) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  runCleanups();
}
process.exit(exitCode);
