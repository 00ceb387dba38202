import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { machineFiles, suiteProblem } from './harness/machines';

test('every machine in src/machines has a path suite', () => {
  const machines = machineFiles();
  expect(machines.length).toBeGreaterThan(0);
  expect(machines.map(suiteProblem).filter(Boolean)).toEqual([]);
});

test('a machine without a suite, or a suite that runs no paths, is named', () => {
  expect(suiteProblem({ name: 'ghost', file: 'src/machines/ghost.machine.ts', suite: undefined })).toBe(
    'src/machines/ghost.machine.ts has no path suite (tests/paths/ghost.paths.test.ts)',
  );
  const dir = mkdtempSync(join(tmpdir(), 'paths-'));
  const suite = join(dir, 'ghost.paths.test.ts');
  writeFileSync(suite, "import { ghostMachine } from '../../src/machines/ghost.machine';\n");
  expect(suiteProblem({ name: 'ghost', file: 'src/machines/ghost.machine.ts', suite })).toBe(`${suite} does not call describePaths(...)`);
  writeFileSync(suite, "import { describePaths } from './harness';\n");
  expect(suiteProblem({ name: 'ghost', file: 'src/machines/ghost.machine.ts', suite })).toBe(`${suite} does not import ghost.machine`);
});
