#!/usr/bin/env node
// `npm run flows` writes docs/flows from src/machines; `npm run flows:check` fails when they are stale.
// Both run through vitest so machines load exactly as in the path tests (aliases, typia, env).
import { spawnSync } from 'node:child_process';

const check = process.argv.includes('--check');
const result = spawnSync('npx', ['vitest', 'run', '--project', 'paths', 'tests/paths/flows.test.ts'], {
  stdio: 'inherit',
  env: { ...process.env, FLOWS_WRITE: check ? '0' : '1' },
});
if (!check && result.status === 0) console.log('docs/flows written.');
process.exit(result.status ?? 1);
