// Lighthouse's mobile figures (part of `npm run bench`): for each public page of the production
// build, the performance score, the Largest Contentful Paint and the share of text Lighthouse
// finds legible (its font-size audit: text of 12 px and more). Lighthouse's default mobile run:
// a Moto G Power–sized screen, simulated slow 4G and a 4× slower CPU. A first visit, so the cookie
// banner shows. Scores move from run to run: each page is run RUNS times and the run with the
// median score is printed, with the spread. Loopback only, one server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from './browser.mjs';
import { startServer } from './local-server.mjs';

const root = new URL('..', import.meta.url).pathname;
const dist = process.env.DIST_DIR ?? 'dist';
const PAGES = ['/login', '/register'];
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

async function run(url) {
  // A fresh profile each run: an empty cache and no cookies, as on a first visit.
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    userDataDir: profile,
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'] });
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
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, median of ${RUNS} runs per page:`);
let failed = false;
try {
  for (const path of PAGES) {
    const runs = [];
    for (let index = 0; index < RUNS; index += 1) runs.push(await run(server.origin + path));
    runs.sort((a, b) => a.performance - b.performance);
    const median = runs[Math.floor(runs.length / 2)];
    const scores = runs.map((r) => r.performance).join(', ');
    console.log(
      `  ${path.padEnd(10)} performance ${median.performance} (runs ${scores})  LCP ${(median.lcpMs / 1000).toFixed(2)} s  FCP ${(median.fcpMs / 1000).toFixed(2)} s  TBT ${Math.round(median.tbtMs)} ms  legible text ${median.legible.toFixed(1)} %`,
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
