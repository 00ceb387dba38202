/**
 * The path coverage report as static HTML, written by `npm run test:paths` to coverage/paths:
 * index.html lists every machine; `<feature>/<machine>.html` (or `<machine>.html` for a machine
 * outside a feature folder) shows its transitions, its generated paths, and the walks its screen
 * replays in the browser with the transitions they take.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { percent, type CoverageReport, type ReplayReport } from './coverage';

export interface MachineEntry {
  /** As named under src/machines: `theme`, `school/schoolLink`. */
  name: string;
  /** Its path suite's coverage; missing when the machine has no suite or the run left it out. */
  coverage: CoverageReport | undefined;
  /** The replay spec that runs its walks in the browser, if any. */
  replay: ReplayReport | undefined;
  /** Why it has no coverage, when it has none (`no path suite`). */
  problem?: string;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The page of a machine, relative to the report's folder. */
export const pagePath = (name: string) => `${name}.html`;

const style = `
  :root { color-scheme: light dark; --ok: #1a7f37; --bad: #cf222e; --muted: #59636e; --line: #d1d9e0; --head: #f6f8fa; }
  @media (prefers-color-scheme: dark) { :root { --ok: #3fb950; --bad: #ff7b72; --muted: #9198a1; --line: #3d444d; --head: #151b23; } }
  body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; padding: 1.5rem; max-width: 72rem; }
  h1 { font-size: 1.6rem; margin: 0.5rem 0 1rem; } h2 { font-size: 1.2rem; margin-top: 2rem; }
  table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 1rem; }
  caption { text-align: left; font-weight: 600; padding: 0.25rem 0; }
  th, td { border: 1px solid var(--line); padding: 0.3rem 0.5rem; text-align: left; vertical-align: top; }
  thead th, tfoot th, tfoot td { background: var(--head); }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
  code { font-family: ui-monospace, monospace; font-size: 0.9em; overflow-wrap: anywhere; }
  .ok { color: var(--ok); } .bad { color: var(--bad); } .muted { color: var(--muted); }
  dl { display: grid; grid-template-columns: max-content auto; gap: 0.2rem 1rem; }
  dt { font-weight: 600; } dd { margin: 0; }
  nav a, a { color: inherit; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

const yes = (text: string) => `<span class="ok">✓ ${text}</span>`;
const muted = (text: string) => `<span class="muted">${text}</span>`;
const no = (text: string) => `<span class="bad">✗ ${text}</span>`;
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

function coverageCell(coverage: CoverageReport): string {
  const text = `${coverage.covered} / ${coverage.total} (${percent(coverage)} %)`;
  return coverage.covered === coverage.total ? yes(text) : no(text);
}

function replayCell(entry: MachineEntry): string {
  if (!entry.replay) return muted('not replayed');
  const { walks, spec } = entry.replay;
  return `${count(walks.length, 'walk')} (${count(walks.reduce((n, w) => n + w.steps, 0), 'step')}), by ${code(spec)}`;
}

/** The page of one machine. */
export function machinePage(entry: MachineEntry): string {
  const depth = entry.name.split('/').length - 1;
  const index = `${'../'.repeat(depth)}index.html`;
  const { coverage, replay } = entry;
  const parts: string[] = [];
  parts.push(`<nav aria-label="Breadcrumb"><a href="${index}">Path coverage</a> › ${escapeHtml(entry.name)}</nav>`);
  parts.push('<main>');
  parts.push(`<h1>${escapeHtml(entry.name)}</h1>`);
  parts.push('<dl>');
  parts.push(`<dt>Machine</dt><dd>${code(`src/machines/${entry.name}.machine.ts`)}${coverage ? ` (id ${code(coverage.machine)})` : ''}</dd>`);
  parts.push(`<dt>Path suite</dt><dd>${coverage ? code(`tests/paths/${entry.name}.paths.test.ts`) : no(escapeHtml(entry.problem ?? 'no result in this run'))}</dd>`);
  if (coverage) {
    parts.push(`<dt>Transitions covered</dt><dd>${coverageCell(coverage)}</dd>`);
    parts.push(`<dt>Generated paths</dt><dd>${coverage.generated.length} (over ${coverage.states} states)</dd>`);
  }
  parts.push(`<dt>Replayed in the browser</dt><dd>${replayCell(entry)}</dd>`);
  if (coverage && replay) {
    const reached = coverage.transitions.filter((t) => replay.transitions.includes(t.label)).length;
    parts.push(`<dt>Transitions the replay takes</dt><dd>${reached} / ${coverage.total}</dd>`);
  }
  if (replay?.leftOut) parts.push(`<dt>Left out of the replay</dt><dd>${escapeHtml(replay.leftOut)}</dd>`);
  parts.push('</dl>');

  if (coverage) {
    parts.push('<h2 id="uncovered">Uncovered transitions</h2>');
    if (coverage.uncovered.length) {
      parts.push('<table>');
      parts.push(`<caption>${count(coverage.uncovered.length, 'transition')} no real actor took</caption>`);
      parts.push('<thead><tr><th scope="col">Transition</th><th scope="col">Why</th></tr></thead><tbody>');
      for (const t of coverage.uncovered) {
        parts.push(`<tr><th scope="row">${code(t.label)}</th><td>${t.reason === 'unreachable' ? 'no generated path takes it' : 'its path failed before taking it'}</td></tr>`);
      }
      parts.push('</tbody></table>');
    } else {
      parts.push(`<p>${yes('None: the path tests took every transition.')}</p>`);
    }

    parts.push('<h2 id="transitions">Transitions</h2>');
    parts.push('<table>');
    parts.push(`<caption>Every transition of ${escapeHtml(entry.name)} (<code>#state --event [guard]--&gt; #target</code>)</caption>`);
    parts.push('<thead><tr><th scope="col">Transition</th><th scope="col">Covered</th><th scope="col" class="num">Paths taking it</th><th scope="col">Replayed in the browser</th></tr></thead><tbody>');
    for (const t of coverage.transitions) {
      const mark = !replay ? muted('no replay spec') : replay.transitions.includes(t.label) ? yes('replayed') : muted('not replayed');
      parts.push(`<tr><th scope="row">${code(t.label)}</th><td>${t.covered ? yes('yes') : no('no')}</td><td class="num">${t.paths}</td><td>${mark}</td></tr>`);
    }
    parts.push('</tbody></table>');

    parts.push('<h2 id="paths">Generated paths</h2>');
    parts.push('<table>');
    parts.push(`<caption>Paths the path tests run, by test name</caption>`);
    parts.push('<thead><tr><th scope="col" class="num">#</th><th scope="col">Path</th><th scope="col">Input</th><th scope="col" class="num">Steps</th></tr></thead><tbody>');
    for (const [i, p] of coverage.generated.entries()) {
      parts.push(`<tr><td class="num">${i + 1}</td><th scope="row">${code(p.title)}</th><td>${code(p.input)}</td><td class="num">${p.steps}</td></tr>`);
    }
    parts.push('</tbody></table>');
  }
  if (replay) {
    parts.push('<h2 id="walks">Walks replayed in the browser</h2>');
    parts.push('<table>');
    parts.push(`<caption>The walks ${code(replay.spec)} runs, each one browser test</caption>`);
    parts.push('<thead><tr><th scope="col" class="num">#</th><th scope="col">Walk</th><th scope="col">Input</th><th scope="col" class="num">Steps</th></tr></thead><tbody>');
    for (const [i, w] of replay.walks.entries()) {
      parts.push(`<tr><td class="num">${i + 1}</td><th scope="row">${code(w.title)}</th><td>${code(w.input)}</td><td class="num">${w.steps}</td></tr>`);
    }
    parts.push('</tbody></table>');
  }
  parts.push('</main>');
  return page(`${entry.name} · path coverage`, parts.join('\n'));
}

/** The index: one row per machine, linking to its page. */
export function indexPage(entries: readonly MachineEntry[], generatedAt = new Date()): string {
  const sorted = [...entries].sort((a, b) => a.name.localeCompare(b.name));
  const withCoverage = sorted.filter((e) => e.coverage);
  const covered = withCoverage.reduce((n, e) => n + e.coverage!.covered, 0);
  const total = withCoverage.reduce((n, e) => n + e.coverage!.total, 0);
  const paths = withCoverage.reduce((n, e) => n + e.coverage!.generated.length, 0);
  const walks = sorted.reduce((n, e) => n + (e.replay?.walks.length ?? 0), 0);
  const parts: string[] = ['<main>', '<h1>Path coverage</h1>'];
  parts.push(
    `<p>Transitions of each machine (<code>src/machines</code>) taken by its generated path tests (<code>tests/paths</code>), and the walks the screens replay in the browser (<code>tests/e2e/replay</code>). Written by <code>npm run test:paths</code> on ${escapeHtml(generatedAt.toISOString())}.</p>`,
  );
  parts.push('<table>');
  parts.push(`<caption>${count(sorted.length, 'machine')}</caption>`);
  parts.push(
    '<thead><tr><th scope="col">Machine</th><th scope="col">Transitions covered</th><th scope="col" class="num">Uncovered</th><th scope="col" class="num">Paths</th><th scope="col">Replayed in the browser</th></tr></thead><tbody>',
  );
  for (const entry of sorted) {
    const link = `<a href="${escapeHtml(pagePath(entry.name))}">${escapeHtml(entry.name)}</a>`;
    if (!entry.coverage) {
      parts.push(`<tr><th scope="row">${link}</th><td colspan="3">${no(escapeHtml(entry.problem ?? 'no result in this run'))}</td><td>${replayCell(entry)}</td></tr>`);
      continue;
    }
    const { coverage } = entry;
    parts.push(
      `<tr><th scope="row">${link}</th><td>${coverageCell(coverage)}</td><td class="num">${coverage.uncovered.length}</td><td class="num">${coverage.generated.length}</td><td>${replayCell(entry)}</td></tr>`,
    );
  }
  parts.push('</tbody>');
  parts.push(
    `<tfoot><tr><th scope="row">All</th><td>${covered} / ${total} (${percent({ covered, total })} %)</td><td class="num">${total - covered}</td><td class="num">${paths}</td><td>${count(walks, 'walk')} of ${count(sorted.filter((e) => e.replay).length, 'machine')}</td></tr></tfoot>`,
  );
  parts.push('</table>', '</main>');
  return page('Path coverage', parts.join('\n'));
}

/** The report's files, by path relative to its folder. */
export function reportFiles(entries: readonly MachineEntry[], generatedAt = new Date()): Map<string, string> {
  const files = new Map<string, string>([['index.html', indexPage(entries, generatedAt)]]);
  for (const entry of entries) files.set(pagePath(entry.name), machinePage(entry));
  return files;
}

/** Writes the report afresh into `dir` (pages of machines gone since the last run go too). */
export function writeHtmlReport(dir: string, entries: readonly MachineEntry[]): void {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, html] of reportFiles(entries)) {
    const file = join(dir, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
}
