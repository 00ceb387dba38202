export { describePaths, assertFullCoverage, type PathSuiteOptions } from './suite';
export { generatePaths, transitionsOf, type ModelPath, type GeneratedPaths, type TransitionInfo } from './model';
export { replayPath, PathMismatch } from './replay';
export { coverageReport, formatCoverage, type CoverageReport } from './coverage';
export { standInFor } from './stand-in';
