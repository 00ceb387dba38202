import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { machineFiles, suiteProblem } from './harness/machines';

test('every machine in src/machines, feature folders included, has a path suite and a transitions test', () => {
  const machines = machineFiles();
  expect(machines.length).toBeGreaterThan(0);
  expect(machines.map(suiteProblem).filter(Boolean)).toEqual([]);
});

test('a machine without a suite, a suite that runs no paths, or no transitions test, is named', () => {
  const ghost = { name: 'ghost', file: '/elsewhere/ghost.machine.ts', suite: undefined, transitions: undefined };
  expect(suiteProblem(ghost)).toBe('/elsewhere/ghost.machine.ts has no path suite (ghost.paths.test.ts)');
  const dir = mkdtempSync(join(tmpdir(), 'paths-'));
  const suite = join(dir, 'ghost.paths.test.ts');
  writeFileSync(suite, "import { ghostMachine } from '@/machines/ghost.machine';\n");
  expect(suiteProblem({ ...ghost, suite })).toBe(`${suite} does not call describePaths(...)`);
  writeFileSync(suite, "import { describePaths } from './harness';\n");
  expect(suiteProblem({ ...ghost, suite })).toBe(`${suite} does not import ghost.machine`);
  writeFileSync(suite, "import { ghostMachine } from '@/machines/ghost.machine';\nimport { describePaths } from './harness';\ndescribePaths(ghostMachine, {});\n");
  expect(suiteProblem({ ...ghost, suite })).toBe('/elsewhere/ghost.machine.ts has no transitions test (ghost.transitions.test.ts)');
  const transitions = join(dir, 'ghost.transitions.test.ts');
  writeFileSync(transitions, "import { test } from 'vitest';\n");
  expect(suiteProblem({ ...ghost, suite, transitions })).toBe(`${transitions} does not import ghost.machine`);
  writeFileSync(transitions, "import { ghostMachine } from '@/machines/ghost.machine';\n");
  expect(suiteProblem({ ...ghost, suite, transitions })).toBeUndefined();
});
