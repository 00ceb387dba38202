// Lighthouse's mobile figures (part of `npm run bench`): for the public pages and the signed-in
// /home of the production build, the performance score, the Largest Contentful Paint and the share
// of text Lighthouse finds legible (its font-size audit: text of 12 px and more). Lighthouse's
// default mobile run: a Moto G Power–sized screen, simulated slow 4G and a 4× slower CPU. Public
// pages: a first visit, so the cookie banner shows. Signed-in /home: the run signs a demo student
// in through the token server in one tab (the session lives in that tab's sessionStorage), empties
// the HTTP cache, then lets Lighthouse load the page in that tab without resetting storage: a
// signed-in student's visit with a cold cache. Scores move from run to run: each page is run RUNS
// times and the run with the median score is printed, with the spread. Loopback only, one server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromiumPath } from './browser.mjs';
import { startServer } from './local-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = process.env.DIST_DIR ?? 'dist';
const PAGES = ['/login', '/register'];
const SIGNED_IN_PAGES = ['/home'];
// A student past the welcome onboarding, with journeys, rewards and tournaments to show.
const SIGNED_IN_EMAIL = 'aluna.vip@example.com';
const DEMO_PASSWORD = 'Demo1234';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

if (!existsSync(join(root, dist, 'index.html'))) {
  const build = spawnSync('npx', ['rsbuild', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// E2E=1: a fresh in-memory database with the demo accounts, nothing written to disk.
const server = await startServer({ E2E: '1', DIST_DIR: dist });

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
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round(categories.performance.score * 100),
      lcpMs: audits['largest-contentful-paint'].numericValue,
      fcpMs: audits['first-contentful-paint'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
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
try {
  const pages = [...PAGES.map((path) => ({ path, signedIn: false })), ...SIGNED_IN_PAGES.map((path) => ({ path, signedIn: true }))];
  for (const { path, signedIn } of pages) {
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await run(server.origin + path, { signedIn }));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const scores = runs.map((r) => r.performance).join(', ');
    const label = signedIn ? `${path} (signed in)` : path;
    console.log(
      `  ${label.padEnd(18)} performance ${median.performance} (runs ${scores})  LCP ${(median.lcpMs / 1000).toFixed(2)} s  FCP ${(median.fcpMs / 1000).toFixed(2)} s  TBT ${Math.round(median.tbtMs)} ms  legible text ${median.legible.toFixed(1)} %`,
    );
    if (process.env.LIGHTHOUSE_VERBOSE) console.log(`    LCP element: ${median.lcpElement}`);
  }
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
