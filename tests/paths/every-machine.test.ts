import { expect, test } from 'vitest';
import { machineFiles, suiteProblem } from './harness/machines';

test('every machine in src/machines has a path suite', () => {
  const machines = machineFiles();
  expect(machines.length).toBeGreaterThan(0);
  expect(machines.map(suiteProblem).filter(Boolean)).toEqual([]);
});
