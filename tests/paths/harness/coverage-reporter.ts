/**
 * Prints the path coverage of every machine at the end of `npm run test:paths`: transitions
 * covered / total per machine, each uncovered transition, and machines without a suite.
 */
import type { Reporter, TestModule } from 'vitest/node';
import { formatCoverage, type CoverageReport } from './coverage';
import { machineFiles } from './machines';

export default class PathCoverageReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const reports: CoverageReport[] = [];
    for (const module of testModules) {
      // Fixtures of the harness's own tests are not product machines.
      if (module.moduleId.includes('/tests/paths/harness/')) continue;
      for (const test of module.children.allTests()) {
        const report = test.meta().pathCoverage;
        if (report) reports.push(report);
      }
    }
    const missing = machineFiles()
      .filter((m) => !m.suite)
      .map((m) => m.name);
    if (!reports.length && !missing.length) return;
    process.stdout.write(`\n${formatCoverage(reports, missing)}\n\n`);
  }
}
