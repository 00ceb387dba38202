/**
 * `describePaths(machine, { ... })`: one vitest test per generated path, then a test that fails
 * unless the real actors together took every transition the machine declares.
 */
import type { AnyStateMachine } from 'xstate';
import { coverageReport, formatCoverage, transitionLabel, type CoverageReport } from './coverage';
import { generatePaths, type ModelOptions } from './model';
import { collectorHost } from './collector';
import { replayPath, type ReplayOptions } from './replay';

export type PathSuiteOptions<TMachine extends AnyStateMachine> = ModelOptions<TMachine> & ReplayOptions<TMachine>;

// Loaded only under vitest: the benchmark gathers the suites in plain Node, where vitest refuses to load.
const { describe, expect, test } = collectorHost.__collectPathSuite ? ({} as typeof import('vitest')) : await import('vitest');

export function describePaths<TMachine extends AnyStateMachine>(machine: TMachine, options: PathSuiteOptions<TMachine> = {}) {
  if (collectorHost.__collectPathSuite) {
    collectorHost.__collectPathSuite(machine, options as PathSuiteOptions<AnyStateMachine>);
    return undefined;
  }
  // The model honours the same guard/action doubles as the actor, so both decide alike.
  const model = options.provide ? (machine.provide(options.provide) as TMachine) : machine;
  const generated = generatePaths(model, options);
  const byKey = new Map(generated.transitions.map((t) => [t.key, t]));
  const taken = new Set<string>();

  describe(`${machine.id} paths`, () => {
    for (const path of generated.paths) {
      test(path.name, async () => {
        const result = await replayPath(machine, path, options);
        for (const key of result.taken) taken.add(key);
        const label = (key: string) => (byKey.get(key) ? transitionLabel(byKey.get(key)!) : key);
        // The real actor must take exactly the transitions the model predicted for this path.
        expect([...result.taken].map(label).sort()).toEqual([...path.transitions].map(label).sort());
      });
    }

    test(`takes every transition of ${machine.id}`, ({ task }) => {
      const report = coverageReport(generated, taken);
      task.meta.pathCoverage = report;
      assertFullCoverage(report);
    });
  });
  return generated;
}

/** The gate: throws, naming every transition no path took, unless coverage is 100 %. */
export function assertFullCoverage(report: CoverageReport): void {
  if (report.uncovered.length || report.covered !== report.total) {
    throw new Error(`${report.machine} covers ${report.covered}/${report.total} transitions\n${formatCoverage([report])}`);
  }
}
