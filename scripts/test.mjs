// `npm test`: every check CI relies on, in the order that fails fastest, then one summary line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'test-reports-'));
const vitestJson = join(reports, 'vitest.json');
const playwrightJson = join(reports, 'playwright.json');

const steps = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['flow diagrams are current', ['npm', 'run', '--silent', 'flows:check'], () => existsSync('scripts/flows.mjs')],
  ['unit, path and server tests', ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]],
  ['browser tests', ['npx', 'playwright', 'test', '--reporter=list,json'], null, { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson }],
];

function counts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
    skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  if (existsSync(playwrightJson)) {
    const p = JSON.parse(readFileSync(playwrightJson, 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
    skipped += p.stats?.skipped ?? 0;
  }
  return { passed, failed, skipped };
}

let status = 0;
for (const [name, [cmd, ...args], when, env] of steps) {
  if (when && !when()) continue;
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    status = result.status ?? 1;
    break;
  }
}
const { passed, failed, skipped } = counts();
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(status || (failed > 0 ? 1 : 0));
