// What a browser really downloads (part of `npm run bench`): for every page of the production
// build, Chromium opens it with an empty cache, accepting gzip only, as the account that uses it,
// waits until the page shows its heading and the network is idle (and a second more, for anything
// scheduled after the first paint), and sums the JavaScript it fetched as sent. Budget: 140 KB
// gzip on every page. Every route of the production tree must have a visit here: a route without
// one fails the bench, so a new page cannot escape the budget. Loopback only, one server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, signedInCookies } from './browser.mjs';
import { startProductionServer } from './local-server.mjs';
import { productionRouteFiles, routeFiles } from './route-chunks.mjs';

const root = new URL('..', import.meta.url).pathname;
const BUDGET_KB = 140;
const DEMO_PASSWORD = 'Demo1234';
const STUDENT = 'aluna.vip@example.com';

// The dev controls make the data some pages need (a family, a running event, a suspension, an accreditation request).
const server = await startProductionServer();
const base = server.origin;
const { devControl } = server;

/**
 * One visit per page: the route file it measures, the address a user opens (or how to make it),
 * and who is signed in (nobody for public pages).
 */
const VISITS = [
  // The address itself only sends a visitor on: signed out, to the sign-in page.
  { route: 'index.tsx', path: '/', landsOn: '/login' },
  { route: '_public/login.tsx', path: '/login' },
  { route: '_public/register.tsx', path: '/register' },
  { route: 'guardian/consent/$token.tsx', path: '/guardian/consent/demo-consentimento-lara-0001' },
  { route: 'appeal/$token.tsx', make: async () => ({ path: (await devControl('/dev/moderation/sanction', { action: 'SUSPEND' })).appealPath }) },
  { route: 'school/accreditation/$token.tsx', make: async () => ({ path: (await devControl('/dev/schools/accreditation-request', {})).path }) },
  // Pages a user passes through on the way back from another site: without the site's answer
  // they send the visitor on (a stale or forged return), to sign in or home.
  { route: 'auth/authorization-code/callback.tsx', path: '/auth/authorization-code/callback', landsOn: '/login' },
  { route: 'oauth/$type.tsx', path: '/oauth/discord', as: STUDENT, landsOn: '/home' },
  { route: 'debug/error.tsx', path: '/debug/error' },
  { route: '_private/home.tsx', path: '/home', as: STUDENT },
  { route: '_private/courses/index.tsx', path: '/courses', as: STUDENT },
  { route: '_private/courses/detail.tsx', path: '/courses/detail?id=1', as: STUDENT },
  { route: '_private/tournaments/index.tsx', path: '/tournaments', as: STUDENT },
  { route: '_private/tournaments/detail.tsx', path: '/tournaments/detail?id=1', as: STUDENT },
  { route: '_private/my-tournaments.tsx', path: '/my-tournaments', as: STUDENT },
  { route: '_private/teams.tsx', path: '/teams', as: STUDENT },
  { route: '_private/profile/index.tsx', path: '/profile', as: STUDENT },
  { route: '_private/profile/$scene.tsx', path: '/profile/personal-data', as: STUDENT },
  { route: '_private/profile/avatar.tsx', path: '/profile/avatar', as: STUDENT },
  { route: '_private/change-password.tsx', path: '/change-password', as: STUDENT },
  { route: '_private/invite-friends.tsx', path: '/invite-friends', as: STUDENT },
  { route: '_private/invited-friends.tsx', path: '/invited-friends', as: 'admin@example.com' },
  { route: '_private/school-authorize.tsx', path: '/school-authorize', as: 'diretor@example.com' },
  { route: '_private/organiser/index.tsx', path: '/organiser', as: 'educador@example.com' },
  { route: '_private/organiser/new.tsx', path: '/organiser/new', as: 'educador@example.com' },
  { route: '_private/organiser/event.tsx', path: '/organiser/event?id=1', as: 'admin@example.com' },
  { route: '_private/admin/reports.tsx', path: '/admin/reports', as: 'admin@example.com' },
  { route: '_private/guardian/index.tsx', path: '/guardian', as: 'responsavel@example.com' },
  {
    route: '_private/guardian/$minorId.tsx',
    make: async () => {
      const family = await devControl('/dev/guardians/family', { consented: true, controls: { dailyLimitMinutes: 60, purchasesBlocked: true }, usedTodaySeconds: 2400, adultInvite: true });
      return { path: `/guardian/${family.minor.id}`, as: family.guardian.email };
    },
  },
  {
    route: '_private/matches/$matchId.tsx',
    make: async () => {
      const event = await devControl('/dev/play/scenario', { phase: 'RUNNING', participants: 4, bestOf: 3 });
      return { path: `/matches/${event.matches[0].id}`, as: event.participants[0].leader.email };
    },
  },
  {
    route: '_private/tournaments/detail.tsx',
    label: 'bracket tab',
    make: async () => {
      const event = await devControl('/dev/play/scenario', { phase: 'RUNNING', participants: 4, bestOf: 3 });
      return { path: `/tournaments/detail?id=${event.eventId}&tab=bracket`, as: event.participants[0].leader.email };
    },
  },
];

// A layout (a route file with a folder of the same name) and the root are never visited alone.
const routesDir = join(root, 'src', 'routes');
const all = routeFiles(routesDir).map((path) => path.slice(routesDir.length + 1));
const pages = productionRouteFiles(routesDir, readFileSync(join(root, 'src', 'routeTree.prod.gen.ts'), 'utf8')).filter(
  (file) => file !== '__root.tsx' && !all.some((other) => other.startsWith(file.replace(/\.tsx?$/, '/'))),
);
const unvisited = pages.filter((file) => !VISITS.some((visit) => visit.route === file));

const browser = await launchChromium();

/** KB of JavaScript (as sent, gzip) and the number of files a first visit to `path` fetches, signed in as `as`. */
async function firstVisit(path, as, landsOn = new URL(base + path).pathname) {
  const cookies = as ? await signedInCookies(browser, base, as, DEMO_PASSWORD) : [];
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  // The cookie banner is accepted, as on any visit after the first: its answer loads nothing.
  await context.addCookies([...cookies, { name: 'CookiePolicyAccepted', value: 'true', url: base }]);
  const page = await context.newPage();
  const sizes = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  try {
    await page.goto(base + path);
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
    // A live page (a running event's stream) keeps one request open and never goes idle.
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    await page.waitForTimeout(1000);
    const landed = new URL(page.url()).pathname;
    if (landed !== landsOn) throw new Error(`${path} ended on ${landed}`);
    const bytes = (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
    return { kb: bytes / 1024, files: sizes.length };
  } finally {
    await context.close();
  }
}

let failed = false;
const rows = [];
try {
  for (const visit of VISITS) {
    try {
      const { path, as } = visit.make ? await visit.make() : visit;
      const { kb, files } = await firstVisit(path, as ?? visit.as, visit.landsOn);
      rows.push({ label: `${path}${visit.label ? ` (${visit.label})` : ''}${(as ?? visit.as) ? ' (signed in)' : ''}`, kb, files });
    } catch (error) {
      console.error(`${visit.route}: ${error.message}`);
      failed = true;
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

console.log(`JavaScript fetched by a first visit until the page is shown and the network idle (Chromium, gzip; budget ${BUDGET_KB} KB):`);
for (const row of rows.sort((a, b) => b.kb - a.kb)) {
  console.log(`  ${row.kb.toFixed(1).padStart(7)} KB in ${String(row.files).padStart(2)} files  ${row.kb > BUDGET_KB ? 'OVER ' : '     '}${row.label}`);
}
const over = rows.filter((row) => row.kb > BUDGET_KB);
if (rows.length) console.log(`\n${over.length ? `OVER BUDGET: ${over.length} of ${rows.length} pages` : `Every page within budget (${rows.length} visits)`}; largest ${rows[0].kb.toFixed(1)} KB.`);
if (unvisited.length) console.log(`Routes with no visit in this bench (add one): ${unvisited.join(', ')}`);
process.exit(failed || over.length || unvisited.length ? 1 : 0);
