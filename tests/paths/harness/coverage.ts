/** Transition coverage of a machine by its path suite, and its human-readable form. */
import { pathTitles, type GeneratedPaths, type TransitionInfo } from './model';

export interface UncoveredTransition {
  source: string;
  event: string;
  guard: string | undefined;
  label: string;
  /** `unreachable`: no generated path takes it; `path failed`: its path did not run through. */
  reason: 'unreachable' | 'path failed';
}

export interface CoverageReport {
  machine: string;
  paths: number;
  states: number;
  total: number;
  covered: number;
  uncovered: UncoveredTransition[];
  /** Every transition the machine declares, whether a real actor took it, and how many generated paths take it. */
  transitions: Array<{ label: string; covered: boolean; paths: number }>;
  /** Every generated path: its title (the test's name, numbered when two read alike), input and number of steps. */
  generated: Array<{ title: string; input: string; steps: number }>;
}

/** The walks of a machine a replay spec runs in the browser (tests/e2e/replay). */
export interface ReplayReport {
  /** The machine, as named under src/machines: `theme`, `school/schoolLink`. */
  machine: string;
  /** The replay spec, from the project root. */
  spec: string;
  /** The walks it replays: each one's title (the browser test's name), input and number of steps. */
  walks: Array<{ title: string; input: string; steps: number }>;
  /** Labels of the transitions those walks take, as in CoverageReport.transitions. */
  transitions: string[];
  /** What the spec leaves out, and why, when its walks avoid some steps. */
  leftOut: string | undefined;
}

declare module 'vitest' {
  interface TaskMeta {
    pathCoverage?: CoverageReport;
    pathReplay?: ReplayReport;
  }
}

export function eventOf(t: Pick<TransitionInfo, 'kind' | 'eventType' | 'delay'>): string {
  switch (t.kind) {
    case 'always':
      return '(always)';
    case 'after':
      return `after ${t.delay}`;
    case 'done':
      return `${t.eventType.slice('xstate.done.actor.'.length)} done`;
    case 'error':
      return `${t.eventType.slice('xstate.error.actor.'.length)} fails`;
    case 'state-done':
      return `${t.eventType.slice('xstate.done.state.'.length)} finished`;
    default:
      return t.eventType;
  }
}

export function transitionLabel(t: TransitionInfo): string {
  const guard = t.guard ? ` [${t.guard}]` : '';
  const target = t.targets.length ? t.targets.map((id) => `#${id}`).join(', ') : '(stays)';
  return `#${t.source} --${eventOf(t)}${guard}--> ${target}`;
}

export function coverageReport(generated: GeneratedPaths, taken: ReadonlySet<string>): CoverageReport {
  const unreachable = new Set(generated.unreachable.map((t) => t.key));
  const uncovered = generated.transitions
    .filter((t) => !taken.has(t.key))
    .map((t) => ({
      source: t.source,
      event: eventOf(t),
      guard: t.guard,
      label: transitionLabel(t),
      reason: unreachable.has(t.key) ? ('unreachable' as const) : ('path failed' as const),
    }));
  const titles = pathTitles(generated.paths);
  return {
    machine: generated.machineId,
    paths: generated.paths.length,
    states: generated.stateCount,
    total: generated.transitions.length,
    covered: generated.transitions.length - uncovered.length,
    uncovered,
    transitions: generated.transitions.map((t) => ({
      label: transitionLabel(t),
      covered: taken.has(t.key),
      paths: generated.paths.filter((p) => p.transitions.has(t.key)).length,
    })),
    generated: generated.paths.map((p, index) => ({ title: titles[index]!, input: p.inputName, steps: p.steps.length })),
  };
}

export function percent(report: Pick<CoverageReport, 'covered' | 'total'>): number {
  return report.total === 0 ? 100 : Math.floor((report.covered / report.total) * 1000) / 10;
}

export function formatCoverage(reports: readonly CoverageReport[], missingSuites: readonly string[] = []): string {
  const width = Math.max(7, ...reports.map((r) => r.machine.length), ...missingSuites.map((m) => m.length));
  const lines = [`Path coverage (transitions taken by generated paths)`];
  lines.push(`  ${'machine'.padEnd(width)}  paths  transitions`);
  for (const report of [...reports].sort((a, b) => a.machine.localeCompare(b.machine))) {
    const mark = report.uncovered.length ? '✗' : '✓';
    lines.push(
      `${mark} ${report.machine.padEnd(width)}  ${String(report.paths).padStart(5)}  ${report.covered}/${report.total} (${percent(report)} %)`,
    );
    for (const t of report.uncovered) lines.push(`    uncovered: ${t.label}  (${t.reason})`);
  }
  for (const machine of missingSuites) lines.push(`✗ ${machine.padEnd(width)}  no path suite`);
  return lines.join('\n');
}
