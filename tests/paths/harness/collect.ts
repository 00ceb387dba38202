/**
 * Reads a path suite's machine and options without running it under vitest, so the browser
 * replay and the benchmark use exactly the paths the suite generates.
 */
import type { AnyStateMachine } from 'xstate';
import { collectorHost } from './collector';
import type { PathSuiteOptions } from './suite';

export interface CollectedSuite {
  machine: AnyStateMachine;
  options: PathSuiteOptions<AnyStateMachine>;
}

export async function collectPathSuites(load: () => Promise<unknown>): Promise<CollectedSuite[]> {
  const found: CollectedSuite[] = [];
  collectorHost.__collectPathSuite = (machine, options) => void found.push({ machine, options });
  try {
    await load();
  } finally {
    delete collectorHost.__collectPathSuite;
  }
  return found;
}
