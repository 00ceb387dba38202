// `npm test`: every check CI relies on, in the order that fails fastest, then one summary line.
// The browser tests run as E2E_SHARDS Playwright processes side by side (2 by default: one per
// core), each against its own reference server and in-memory database on its own ports, so specs
// never share state across processes; the specs of `npm run dev` (the design-system gallery, which
// only the dev server serves, and the dev loop's sign-in) run beside them, against the dev server
// and the reference backend it starts. The app's spec files are shared among the processes by the
// time each took in a recorded run (scripts/shard-plan.mjs); E2E_RECORD_DURATIONS=1 records this run's.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkAccessLogs } from './check-access-log.mjs';
import { appSpecFiles, DURATIONS_FILE, durationsFromReports, onlyFile, planShards, recordedDurations } from './shard-plan.mjs';

const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const vitestJson = join(reports, 'vitest.json');
/** The Vitest tests that passed only on their retry (tests/support/retried-reporter.ts). */
const vitestRetried = join(reports, 'vitest-retried.jsonl');
/** Each browser run's length and, when it failed, its exit code: repeated in the summary. */
const browserRuns = [];
/** Where the app servers of the browser run write their access logs (playwright.config.ts). */
const ACCESS_LOGS = join(new URL('..', import.meta.url).pathname, '.e2e-logs');
const SHARDS = Math.max(1, Number.parseInt(process.env.E2E_SHARDS ?? '2', 10) || 1);

/** Runs Playwright with `args` and `env`, each output line tagged with `tag`; resolves with its exit code. */
function playwright(tag, args, env) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '--reporter=list,json', ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`${tag} ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`${tag} ${rest}\n`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/**
 * The production build the browser tests serve, started with the unit, path and server tests at
 * the lowest CPU priority (`nice`), so it runs on what they leave idle: the server suite runs one
 * Vitest worker, and once the PostgreSQL run beside it ends, a core is free. The build writes only
 * dist/ (the compiled messages and route tree it finds are current), which no Vitest suite reads.
 * Its output is kept in a file and printed when the browser tests start; it resolves with its exit code.
 */
let productionBuild;
function startProductionBuild() {
  if (productionBuild) return productionBuild;
  const log = join(reports, 'build.log');
  const out = openSync(log, 'w');
  const [command, args] = existsSync('/usr/bin/nice') ? ['/usr/bin/nice', ['-n', '19', 'npx', 'rsbuild', 'build']] : ['npx', ['rsbuild', 'build']];
  const child = spawn(command, args, { env: { ...process.env, NODE_ENV: 'production' }, stdio: ['ignore', out, out] });
  // A run that stops early (a failed suite) does not leave the build running behind it.
  const stop = () => child.exitCode === null && child.kill();
  process.on('exit', stop);
  productionBuild = new Promise((resolve) => {
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  }).then((code) => {
    process.off('exit', stop);
    closeSync(out);
    process.stdout.write(readFileSync(log, 'utf8'));
    return code;
  });
  return productionBuild;
}

/** The app's specs in SHARDS processes at once (ports apart by 100), and the gallery's beside them. */
async function browserTests() {
  const since = performance.now();
  const build = await startProductionBuild();
  console.log(`production build ready after ${((performance.now() - since) / 1000).toFixed(1)} s of waiting`);
  if (build !== 0) return build;
  rmSync(ACCESS_LOGS, { recursive: true, force: true });
  mkdirSync(ACCESS_LOGS, { recursive: true });
  const plan = planShards(appSpecFiles(), recordedDurations(), SHARDS);
  if (SHARDS > 1) plan.forEach((group, index) => console.log(`[${index + 1}/${SHARDS}] ${group.files.length} spec files, ${group.seconds} s recorded`));
  const started = performance.now();
  const timed = (name, run) =>
    run.then((code) => {
      const line = `${name}: ${((performance.now() - started) / 1000).toFixed(1)} s${code ? `, exit code ${code}` : ''}`;
      console.log(`◀ ${line}`);
      browserRuns.push(line);
      return code;
    });
  const shards = plan.map((group, index) => {
    const offset = 100 * index;
    const run = playwright(SHARDS > 1 ? `[${index + 1}/${SHARDS}]` : '', ['--project=app', ...(SHARDS > 1 ? group.files.map(onlyFile) : []), `--output=test-results/app-${index + 1}`], {
      E2E_PORT: String(4173 + offset),
      E2E_SHORT_TOKEN_PORT: String(4183 + offset),
      E2E_GALLERY: '0',
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, `playwright-app-${index + 1}.json`),
    });
    return timed(SHARDS > 1 ? `app specs, shard ${index + 1}/${SHARDS}` : 'app specs', run);
  });
  // Run after the shards, the gallery's one process left a core idle for its whole length; beside
  // them it shares both cores with them.
  const gallery = timed('gallery specs', playwright('[gallery]', ['--project=gallery', '--output=test-results/gallery'], { E2E_APP: '0', PLAYWRIGHT_JSON_OUTPUT_NAME: join(reports, 'playwright-gallery.json') }));
  const codes = await Promise.all([...shards, gallery]);
  if (process.env.E2E_RECORD_DURATIONS) recordDurations();
  // The app servers' access logs of the whole run: one JSON line per request, no secret (docs/operations.md, Logs).
  const { lines, problems } = checkAccessLogs(ACCESS_LOGS);
  console.log(`access logs: ${lines} lines, ${problems.length} problems`);
  for (const problem of problems.slice(0, 20)) console.error(`✖ access log: ${problem}`);
  return codes.find((code) => code !== 0) ?? (problems.length > 0 ? 1 : 0);
}

/** Writes the seconds each app spec file took in this run, for the next runs to share them out by. */
function recordDurations() {
  const appReports = readdirSync(reports).filter((name) => name.startsWith('playwright-app-'));
  const seconds = durationsFromReports(appReports.map((name) => JSON.parse(readFileSync(join(reports, name), 'utf8'))));
  const sorted = Object.fromEntries(Object.entries(seconds).sort(([a], [b]) => a.localeCompare(b)));
  const about = JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')).about;
  writeFileSync(DURATIONS_FILE, `${JSON.stringify({ about, seconds: sorted }, null, 2)}\n`);
  console.log(`recorded the seconds of ${Object.keys(sorted).length} spec files in ${DURATIONS_FILE}`);
}

/** Runs commands side by side (each prints only what it finds); resolves with the first failing exit code, or 0. */
async function together(...commands) {
  const codes = await Promise.all(
    commands.map(([command, ...args]) => new Promise((resolve) => spawn(command, args, { stdio: 'inherit' }).on('close', (code) => resolve(code ?? 1)))),
  );
  return codes.find((code) => code !== 0) ?? 0;
}

const steps = [
  // The type check keeps about one core busy and the linter one: side by side they take the longer one's time.
  ['typecheck and lint', () => together(['npm', 'run', '--silent', 'typecheck'], ['npm', 'run', '--silent', 'lint'])],
  ['flow diagrams are current', ['npm', 'run', '--silent', 'flows:check'], () => existsSync('scripts/flows.mjs')],
  [
    'unit, path and server tests',
    () => {
      startProductionBuild();
      process.env.VITEST_RETRIED_FILE = vitestRetried;
      return together(['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', '--reporter=./tests/support/retried-reporter.ts', `--outputFile.json=${vitestJson}`]);
    },
  ],
  ['browser tests', browserTests],
];

/** The specs of a Playwright JSON report that passed only on their retry, as `file › title`. */
function flakySpecs(suite) {
  const here = (suite.specs ?? []).filter((spec) => spec.tests.some((test) => test.status === 'flaky')).map((spec) => `${spec.file} › ${spec.title}`);
  return [...here, ...(suite.suites ?? []).flatMap(flakySpecs)];
}

/** What every run counted, the tests that passed only on their retry, and the errors a Playwright run met outside any test (a server that never started). */
function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const setupErrors = [];
  const retried = [];
  if (existsSync(vitestRetried)) {
    for (const line of readFileSync(vitestRetried, 'utf8').split('\n').filter(Boolean)) {
      const test = JSON.parse(line);
      retried.push(`${test.file} › ${test.name}`);
    }
  }
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  for (const file of readdirSync(reports).filter((name) => name.startsWith('playwright-'))) {
    const p = JSON.parse(readFileSync(join(reports, file), 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
    skipped += p.stats?.skipped ?? 0;
    for (const suite of p.suites ?? []) retried.push(...flakySpecs(suite));
    for (const error of p.errors ?? []) setupErrors.push(`${file.replace(/^playwright-|\.json$/g, '')}: ${String(error.message ?? error).split('\n')[0]}`);
  }
  return { passed, failed, skipped, setupErrors, retried };
}

const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
const times = [];
const started = performance.now();
let status = 0;
for (const [name, command, when] of steps) {
  if (when && !when()) continue;
  console.log(`\n▶ ${name}`);
  const since = performance.now();
  const code = typeof command === 'function' ? await command() : (spawnSync(command[0], command.slice(1), { stdio: 'inherit' }).status ?? 1);
  times.push(`  ${name}: ${seconds(since)} s`);
  console.log(`◀ ${name}: ${seconds(since)} s`);
  if (code !== 0) {
    console.error(`✖ ${name} failed`);
    status = code;
    break;
  }
}
console.log(`\nTime per phase:\n${times.join('\n')}\n  total: ${seconds(started)} s`);
if (browserRuns.length > 0) console.log(`\nBrowser runs:\n${browserRuns.map((line) => `  ${line}`).join('\n')}`);
const { passed, failed, skipped, setupErrors, retried } = counts();
if (retried.length > 0) console.log(`\nPassed only on their retry (${retried.length}), each a cause to find:\n${retried.map((name) => `  ↻ ${name}`).join('\n')}`);
// Repeated last, where a long log is read first: a run that failed before its first test counts no test.
for (const error of setupErrors) console.error(`✖ ${error}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status || (failed > 0 ? 1 : 0));
