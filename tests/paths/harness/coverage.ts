/** Transition coverage of a machine by its path suite, and its human-readable form. */
import type { GeneratedPaths, TransitionInfo } from './model';

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
}

declare module 'vitest' {
  interface TaskMeta {
    pathCoverage?: CoverageReport;
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
  return {
    machine: generated.machineId,
    paths: generated.paths.length,
    states: generated.stateCount,
    total: generated.transitions.length,
    covered: generated.transitions.length - uncovered.length,
    uncovered,
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
