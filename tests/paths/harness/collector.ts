import type { AnyStateMachine } from 'xstate';
import type { PathSuiteOptions } from './suite';

/** Set by the benchmark and the browser replay to gather suites without running them under vitest. */
export type PathSuiteCollector = (machine: AnyStateMachine, options: PathSuiteOptions<AnyStateMachine>) => void;

/** Where a collector is installed: a global, so a suite module loaded anywhere finds it. */
export const collectorHost = globalThis as { __collectPathSuite?: PathSuiteCollector };
