// Notifications benchmark (part of `npm run bench`): loopback only, bounded runs, on the embedded
// database (PGlite, in memory) and on PostgreSQL (BENCH_DATABASE_URL, else a throwaway Debian
// cluster, else skipped). Prints requests/s and p99 latency of GET /records/api/notifications
// (5 a page, random pages) for one user with the seeded 300-odd notifications and for one with
// 10,000, then, on PGlite, opens the panel in Chromium over 10,000 notifications answered by the browser (the
// same shape as the server's pages, so the figure is the panel's alone), scrolls it to the end and
// counts the rows in the DOM (the list is virtualised; budget 60; docs/product/notifications.md, Screens).
import { call, load, runCleanups, signIn, throwawayPostgres } from './bench-server.mjs';
import { launchChromium, signedInCookies } from './browser.mjs';
import { startServer } from './local-server.mjs';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const MANY = 10_000;
const DOM_ROW_BUDGET = 60;

async function pages(origin, email, label) {
  const { access_token: token } = await signIn(origin, email);
  const auth = { authorization: `Bearer ${token}` };
  const unread = JSON.parse((await call(origin, 'GET', '/records/api/notifications/unread', auth)).body).count;
  let total = 0;
  for (let page = 0; ; page += 1) {
    const body = JSON.parse((await call(origin, 'GET', `/records/api/notifications?page=${page}&size=50`, auth)).body);
    total += body.content.length;
    if (body.last) break;
  }
  const lastPage = Math.ceil(total / 5) - 1;
  for (let i = 0; i < 100; i += 1) await call(origin, 'GET', `/records/api/notifications?page=${i % (lastPage + 1)}`, auth);
  const counters = Array(CONNECTIONS).fill(0);
  const run = await load(CONNECTIONS, async (worker) => {
    counters[worker] += 1;
    const page = (worker * 7919 + counters[worker] * 104729) % (lastPage + 1);
    const res = await call(origin, 'GET', `/records/api/notifications?page=${page}`, auth);
    return res.status === 200;
  });
  console.log(`  ${label}: ${total} notifications (${unread} unread): ${run.rps} req/s, p99 ${run.p99} ms, ${run.requests} requests, ${run.errors} errors`);
  return total;
}

/** Opens the panel, scrolls until the last item shows, and returns the most rows the DOM held on the way. */
async function domRows(origin, email, expected) {
  const browser = await launchChromium();
  try {
    const cookies = await signedInCookies(browser, origin, email, 'Demo1234');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await context.addCookies([...cookies, { name: 'CookiePolicyAccepted', value: 'true', url: origin }]);
    const page = await context.newPage();
    await page.route(/\/records\/api\/notifications\?/, (route) => {
      const url = new URL(route.request().url());
      const number = Number(url.searchParams.get('page') ?? 0);
      const size = Number(url.searchParams.get('size') ?? 5);
      const first = number * size;
      const content = Array.from({ length: Math.max(0, Math.min(size, expected - first)) }, (_, i) => ({
        id: first + i + 1,
        title: `Aviso ${first + i + 1}`,
        text: 'Uma notificação de teste para medir a lista.',
        targetKey: i % 2 ? 'myTeams' : `tournament:${(i % 30) + 1}`,
        imageKey: i % 3 ? null : 'tournaments/FORTNITE/award',
        insertTime: new Date(Date.now() - (first + i) * 60_000).toISOString(),
        read: false,
      }));
      return route.fulfill({ json: { content, number, size, last: first + size >= expected } });
    });
    await page.route('**/records/api/quests/current', (route) => route.fulfill({ json: [] }));
    await page.goto(`${origin}/home`, { waitUntil: 'networkidle' });
    const started = performance.now();
    await page.getByTestId('notification-bell').click();
    const region = page.getByRole('region', { name: 'Missões e notificações' });
    await region.waitFor();
    const result = await region.evaluate(async (element, target) => {
      let most = 0;
      const deadline = performance.now() + 240_000;
      while (performance.now() < deadline) {
        element.scrollTop = element.scrollHeight;
        await new Promise((resolve) => setTimeout(resolve, 16));
        most = Math.max(most, element.querySelectorAll('li').length);
        const last = element.querySelectorAll('li[aria-posinset]');
        const shown = Number(last[last.length - 1]?.getAttribute('aria-posinset') ?? 0);
        if (shown >= target && element.querySelector('ul')?.getAttribute('aria-busy') !== 'true') return { most, final: element.querySelectorAll('li').length, shown };
      }
      const last = element.querySelectorAll('li[aria-posinset]');
      return { most, final: element.querySelectorAll('li').length, shown: -Number(last[last.length - 1]?.getAttribute('aria-posinset') ?? 0) };
    }, expected);
    return { ...result, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    await browser.close();
  }
}

/** The two page measurements on one server; returns the big user's count. */
async function bothUsers(origin) {
  await pages(origin, 'notificacoes@example.com', 'the bell demo');
  const seeded = await call(origin, 'POST', `/dev/notifications/generate?user=aluna.vip@example.com&count=${MANY}`);
  if (seeded.status !== 200) throw new Error(`could not add ${MANY} notifications: ${seeded.status} ${seeded.body}`);
  const total = await pages(origin, 'aluna.vip@example.com', `${MANY.toLocaleString('en')} for one user`);
  if (total < MANY) throw new Error(`only ${total} notifications`);
}

let exitCode = 0;
try {
  console.log(`Loopback, ${CONNECTIONS} connections, ${DURATION_MS / 1000} s per measurement`);
  const server = await startServer({ E2E: '1', DATABASE_URL: '' });
  try {
    console.log('PGlite (embedded, in memory)');
    await bothUsers(server.origin);
    const rows = await domRows(server.origin, 'aluna.vip@example.com', MANY);
    const verdict = rows.shown > 0 && rows.most <= DOM_ROW_BUDGET ? 'within' : 'OVER';
    console.log(`  panel scrolled through ${rows.shown > 0 ? 'all' : `only ${-rows.shown} of`} ${MANY} items in ${rows.seconds} s: at most ${rows.most} rows in the DOM (${rows.final} at the end), ${verdict} the budget of ${DOM_ROW_BUDGET}`);
    if (verdict !== 'within') exitCode = 1;
  } finally {
    await server.stop();
  }
  const url = process.env.BENCH_DATABASE_URL ?? (await throwawayPostgres());
  if (url) {
    const onPostgres = await startServer({ DATABASE_URL: url });
    try {
      console.log('PostgreSQL (node-postgres)');
      await bothUsers(onPostgres.origin);
    } finally {
      await onPostgres.stop();
    }
  } else console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  runCleanups();
}
process.exit(exitCode);
