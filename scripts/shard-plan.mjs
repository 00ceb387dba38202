// Which app spec files each browser-test process runs: balanced on the seconds each file took in
// a recorded run (tests/e2e/durations.json), so the processes end together instead of the one that
// drew the slow files running minutes after the other. A file with no record counts as the mean.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

export const E2E_DIR = 'tests/e2e';
export const DURATIONS_FILE = join(E2E_DIR, 'durations.json');
/** The folders the app project leaves to the gallery project (playwright.config.ts). */
const NOT_APP = new Set(['gallery', 'dev-server']);

/** Every spec file of the app project, relative to tests/e2e, sorted. */
export function appSpecFiles(root = '.') {
  const base = join(root, E2E_DIR);
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === base && NOT_APP.has(entry.name))) walk(path);
      } else if (entry.name.endsWith('.spec.ts')) found.push(relative(base, path));
    }
  };
  walk(base);
  return found.sort();
}

/** The recorded seconds per spec file, or none when there is no record. */
export function recordedDurations(root = '.') {
  const path = join(root, DURATIONS_FILE);
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')).seconds : {};
}

/**
 * Splits `files` into `count` groups of nearly equal recorded time: the longest file first, each
 * into the group with the least time so far. Every file lands in exactly one group.
 */
export function planShards(files, seconds, count) {
  const known = files.map((file) => seconds[file]).filter((value) => typeof value === 'number');
  const fallback = known.length > 0 ? known.reduce((sum, value) => sum + value, 0) / known.length : 1;
  const weight = (file) => (typeof seconds[file] === 'number' ? seconds[file] : fallback);
  const groups = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, group) => (group.seconds < min.seconds ? group : min));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return groups.map((group) => ({ files: group.files.sort(), seconds: Math.round(group.seconds) }));
}

/** A Playwright file filter that matches this one spec file and no other (filters are regular expressions). */
export const onlyFile = (file) => `${E2E_DIR}/${file}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '$';

/** Seconds per spec file from Playwright JSON reports: a report's top suites are its files. */
export function durationsFromReports(reports) {
  const seconds = {};
  const total = (suite) =>
    (suite.specs ?? []).reduce((sum, spec) => sum + spec.tests.reduce((s, test) => s + test.results.reduce((r, result) => r + result.duration, 0), 0), 0) +
    (suite.suites ?? []).reduce((sum, child) => sum + total(child), 0);
  for (const report of reports) for (const suite of report.suites ?? []) seconds[suite.file] = Math.round((seconds[suite.file] ?? 0) + total(suite) / 1000);
  return seconds;
}
