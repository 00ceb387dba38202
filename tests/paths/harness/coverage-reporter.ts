/**
 * Prints the path coverage of every machine at the end of `npm run test:paths`: transitions
 * covered / total per machine, each uncovered transition, and machines without a suite. Writes the
 * same as HTML, with each machine's paths and which of them the browser replays, to
 * coverage/paths/index.html (see html-report.ts).
 */
import { join, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import { formatCoverage, type CoverageReport, type ReplayReport } from './coverage';
import { writeHtmlReport, type MachineEntry } from './html-report';
import { machineFiles, root, suitesDir } from './machines';

export const reportDir = join(root, 'coverage/paths');

/** `school/schoolLink` for tests/paths/school/schoolLink.paths.test.ts; the machine's id for a suite elsewhere. */
function machineName(moduleId: string, report: CoverageReport): string {
  const path = relative(suitesDir, moduleId);
  return path.endsWith('.paths.test.ts') && !path.startsWith('..') ? path.slice(0, -'.paths.test.ts'.length) : report.machine;
}

export default class PathCoverageReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const reports: CoverageReport[] = [];
    const coverageByName = new Map<string, CoverageReport>();
    const replayByName = new Map<string, ReplayReport>();
    for (const module of testModules) {
      // Fixtures of the harness's own tests are not product machines.
      if (module.moduleId.includes('/tests/paths/harness/')) continue;
      for (const test of module.children.allTests()) {
        const { pathCoverage, pathReplay } = test.meta();
        if (pathCoverage) {
          reports.push(pathCoverage);
          coverageByName.set(machineName(module.moduleId, pathCoverage), pathCoverage);
        }
        if (pathReplay) replayByName.set(pathReplay.machine, pathReplay);
      }
    }
    const machines = machineFiles();
    const missing = machines.filter((m) => !m.suite).map((m) => m.name);
    if (!reports.length && !missing.length) return;
    process.stdout.write(`\n${formatCoverage(reports, missing)}\n\n`);

    const names = [...new Set([...machines.map((m) => m.name), ...coverageByName.keys(), ...replayByName.keys()])];
    const entries: MachineEntry[] = names.map((name) => ({
      name,
      coverage: coverageByName.get(name),
      replay: replayByName.get(name),
      ...(missing.includes(name) ? { problem: 'no path suite' } : {}),
    }));
    writeHtmlReport(reportDir, entries);
    process.stdout.write(`HTML report: ${relative(process.cwd(), join(reportDir, 'index.html'))}\n\n`);
  }
}
