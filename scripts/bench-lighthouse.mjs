// Lighthouse's mobile figures (part of `npm run bench`): the performance score, the Largest
// Contentful Paint, the layout shift and the share of text Lighthouse finds legible (its font-size
// audit: text of 12 px and more), for the public pages and the signed-in pages students open most,
// on the production build. Lighthouse's default mobile run: a Moto G Power–sized screen, simulated
// slow 4G and a 4× slower CPU. Public pages: a first visit, so the cookie banner shows. Signed-in
// pages: the run signs a demo student in through the token server in one tab (the session lives in
// that tab's sessionStorage), empties the HTTP cache, then lets Lighthouse load the page in that
// tab without resetting storage: a signed-in student's visit with a cold cache. Scores move from
// run to run: each page is run RUNS times (5 unless LIGHTHOUSE_RUNS says), in rounds of one run
// per page, and the run with the median score is printed, with the spread; /home's LCP is compared
// with /login's round by round. Each page has targets; the bench exits non-zero when
// one is missed. The not-found page is printed last, without targets, as the floor under them all.
// Loopback only, one server.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from './browser.mjs';
import { startProductionServer } from './local-server.mjs';

/** Targets per page: least performance score, most LCP (ms); every page also keeps CLS ≤ 0.02 and all text legible. */
const PAGES = [
  { path: '/login', score: 98, lcpMs: 1800 },
  { path: '/register', score: 98, lcpMs: 1800 },
  // /home's LCP is also held to at most 1.15 × /login's of the same run.
  { path: '/home', signedIn: true, score: 95, lcpMs: 2000 },
  { path: '/tournaments', signedIn: true, score: 93 },
  { path: '/courses/detail?id=1', signedIn: true, score: 93 },
  { path: '/tournaments/detail?id=1', signedIn: true, score: 93 },
  // No target: the floor. The not-found page is the entry's code and styles, the router and one
  // heading, no data and no page code of its own; what it scores is what any page pays first.
  { path: '/pagina-que-nao-existe', floor: true },
];
const MAX_CLS = 0.02;
const HOME_OVER_LOGIN_LCP = 1.15;
// A student past the welcome onboarding, with journeys, rewards and tournaments to show.
const SIGNED_IN_EMAIL = 'aluna.vip@example.com';
const DEMO_PASSWORD = 'Demo1234';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
// LIGHTHOUSE_PAGES=/home,/login measures only those pages (the ratio needs both).
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
// LIGHTHOUSE_SAVE=<folder> keeps each run's whole report there, to read the waterfall behind a figure.
const SAVE = process.env.LIGHTHOUSE_SAVE;

const server = await startProductionServer();

/** The share of text at 12 px or more, from the font-size audit's "Legible text" row. */
function legiblePercent(audit) {
  if (audit?.score === null || audit?.score === undefined) return NaN;
  const legible = audit.details?.items?.find((item) => item.source?.value === 'Legible text');
  return legible ? Number.parseFloat(legible.coverage) : 0;
}

/** Signs the demo student in, in `page`, through the login page and the token server's form. */
async function signIn(page, origin) {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria(Já tenho conta[role="button"])').click();
  await page.waitForSelector('#email');
  await page.type('#email', SIGNED_IN_EMAIL);
  await page.type('#password', DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation(), page.click('button[type="submit"]')]);
  await page.waitForFunction(() => location.pathname === '/home', { timeout: 30_000 });
}

class Unmeasured extends Error {}
/** How many runs of a page may fail to measure before the bench gives up on it. */
const RETRIES = 2;

async function run(url, { signedIn = false } = {}) {
  // A fresh profile each run: an empty cache and no cookies, as on a first visit.
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    userDataDir: profile,
  });
  let browser;
  try {
    let result;
    if (signedIn) {
      browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
      const page = await browser.newPage();
      await signIn(page, new URL(url).origin);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await page.goto('about:blank');
      result = await lighthouse(url, { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'], disableStorageReset: true }, undefined, page);
      const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}: not signed in`);
    } else {
      result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'] });
    }
    if (SAVE) writeFileSync(join(SAVE, `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`), JSON.stringify(result.lhr));
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not measure has no score (it would count as 0): said, and run again.
    if (categories.performance.score === null) throw new Unmeasured(`${runtimeError?.code ?? 'no score'}: ${runtimeError?.message ?? ''}`.trim());
    return {
      performance: Math.round(categories.performance.score * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
      legible: legiblePercent(audits['font-size']),
    };
  } finally {
    await browser?.disconnect();
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, median of ${RUNS} runs per page:`);
let failed = false;
const misses = [];
try {
  const targets = PAGES.filter((page) => !ONLY || ONLY.includes(page.path.split('?')[0]));
  // In rounds, each page once per round: every page's runs span the same stretch of the machine's
  // time, and /home's and /login's runs of one round are minutes apart rather than a page apart.
  const runsOf = new Map(targets.map((target) => [target.path, []]));
  const retriesOf = new Map(targets.map((target) => [target.path, RETRIES]));
  for (let round = 0; round < RUNS; round += 1) {
    for (const target of targets) {
      for (;;) {
        try {
          runsOf.get(target.path).push(await run(server.origin + target.path, { signedIn: target.signedIn }));
          break;
        } catch (error) {
          if (!(error instanceof Unmeasured) || retriesOf.get(target.path) === 0) throw error;
          retriesOf.set(target.path, retriesOf.get(target.path) - 1);
          console.log(`  (${target.path}: a run could not be measured, ${error.message}; measured again)`);
        }
      }
    }
  }
  for (const target of targets) {
    const runs = [...runsOf.get(target.path)].sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const scores = runs.map((r) => r.performance).join(', ');
    const label = target.floor ? 'floor: the not-found page' : target.signedIn ? `${target.path} (signed in)` : target.path;
    const missed = target.floor ? [] : [
      median.performance < target.score && `performance ${median.performance} < ${target.score}`,
      target.lcpMs && median.lcpMs > target.lcpMs && `LCP ${(median.lcpMs / 1000).toFixed(2)} s > ${(target.lcpMs / 1000).toFixed(1)} s`,
      median.cls > MAX_CLS && `CLS ${median.cls.toFixed(3)} > ${MAX_CLS}`,
      !(median.legible >= 100) && `legible text ${median.legible.toFixed(1)} % < 100 %`,
    ].filter(Boolean);
    console.log(
      `  ${label.padEnd(36)} performance ${median.performance} (runs ${scores})  LCP ${(median.lcpMs / 1000).toFixed(2)} s  FCP ${(median.fcpMs / 1000).toFixed(2)} s  TBT ${Math.round(median.tbtMs)} ms  CLS ${median.cls.toFixed(3)}  legible text ${median.legible.toFixed(1)} %${missed.length ? `  MISSED: ${missed.join('; ')}` : ''}`,
    );
    if (process.env.LIGHTHOUSE_VERBOSE) console.log(`    LCP element: ${median.lcpElement}`);
    misses.push(...missed.map((miss) => `${label}: ${miss}`));
  }
  const homeRuns = runsOf.get('/home');
  const loginRuns = runsOf.get('/login');
  if (homeRuns && loginRuns) {
    // Round by round, /home's LCP over /login's of the same round, and the median of those: the
    // machine's speed, which drifts over a bench's minutes, is then the same on both sides of each.
    const ratios = homeRuns.map((home, round) => home.lcpMs / loginRuns[round].lcpMs).sort((a, b) => a - b);
    const ratio = ratios[Math.floor(ratios.length / 2)];
    console.log(`  /home's LCP is ${ratio.toFixed(2)} × /login's, the median of the rounds' (${ratios.map((r) => r.toFixed(2)).join(', ')}; at most ${HOME_OVER_LOGIN_LCP})`);
    if (ratio > HOME_OVER_LOGIN_LCP) misses.push(`/home's LCP ${ratio.toFixed(2)} × /login's > ${HOME_OVER_LOGIN_LCP}`);
  }
  console.log(misses.length ? `\nTARGETS MISSED (${misses.length}):\n  ${misses.join('\n  ')}` : '\nEvery target met.');
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
}
process.exit(failed || misses.length ? 1 : 0);
