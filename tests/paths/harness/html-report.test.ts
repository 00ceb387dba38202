import { mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { CoverageReport, ReplayReport } from './coverage';
import { escapeHtml, indexPage, machinePage, reportFiles, writeHtmlReport, type MachineEntry } from './html-report';

const coverage: CoverageReport = {
  machine: 'checkout',
  paths: 3,
  states: 4,
  total: 3,
  covered: 2,
  uncovered: [{ source: 'checkout.paying', event: 'charge fails', guard: undefined, label: '#checkout.paying --charge fails--> #checkout.failed', reason: 'path failed' }],
  transitions: [
    { label: '#checkout.idle --quantity.set [quantity<10]--> #checkout.filled', covered: true, paths: 2 },
    { label: '#checkout.filled --pay--> #checkout.paying', covered: true, paths: 1 },
    { label: '#checkout.paying --charge fails--> #checkout.failed', covered: false, paths: 1 },
  ],
  generated: [
    { title: 'quantity.set {"quantity":2} ⇒ filled', input: 'empty', steps: 1 },
    { title: 'quantity.set <b>"x" & y</b> ⇒ filled', input: 'filled', steps: 1 },
    { title: 'pay → charge fails ⇒ failed', input: 'filled', steps: 2 },
  ],
};

const replay: ReplayReport = {
  machine: 'shop/checkout',
  spec: 'tests/e2e/replay/checkout.spec.ts',
  walks: [
    { title: '[empty] walk 1: 1 step ⇒ filled', input: 'empty', steps: 1 },
    { title: '[filled] walk 2: <b>2</b> steps ⇒ filled', input: 'filled', steps: 2 },
  ],
  transitions: ['#checkout.idle --quantity.set [quantity<10]--> #checkout.filled'],
  leftOut: 'the charge failing: <no gesture>',
};

const checkout: MachineEntry = { name: 'shop/checkout', coverage, replay };
const ghost: MachineEntry = { name: 'ghost', coverage: undefined, replay: undefined, problem: 'no path suite' };

/** The rows of the table captioned `caption`, as text without tags. */
function rows(html: string, caption: RegExp): string[] {
  const table = html.split('<table>').find((t) => caption.test(t.split('</caption>')[0]!));
  expect(table, String(caption)).toBeDefined();
  return [...table!.split('</table>')[0]!.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim());
}

describe('HTML coverage report', () => {
  test('escapes what HTML would read as markup', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  test("a machine's page names its coverage, each transition and whether the browser takes it, each path and each walk", () => {
    const html = machinePage(checkout);
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<h1>shop/checkout</h1>');
    expect(html).toContain('<a href="../index.html">');
    expect(html).toContain('2 / 3 (66.6 %)');
    expect(html).toContain('2 walks (3 steps), by <code>tests/e2e/replay/checkout.spec.ts</code>');
    expect(html).toContain('the charge failing: &lt;no gesture&gt;');

    expect(rows(html, /1 transition no real actor took/)).toEqual(['Transition Why', '#checkout.paying --charge fails--&gt; #checkout.failed its path failed before taking it']);
    expect(rows(html, /Every transition/)).toEqual([
      'Transition Covered Paths taking it Replayed in the browser',
      '#checkout.idle --quantity.set [quantity&lt;10]--&gt; #checkout.filled ✓ yes 2 ✓ replayed',
      '#checkout.filled --pay--&gt; #checkout.paying ✓ yes 1 not replayed',
      '#checkout.paying --charge fails--&gt; #checkout.failed ✗ no 1 not replayed',
    ]);
    expect(rows(html, /Paths the path tests run/)).toEqual([
      '# Path Input Steps',
      '1 quantity.set {&quot;quantity&quot;:2} ⇒ filled empty 1',
      '2 quantity.set &lt;b&gt;&quot;x&quot; &amp; y&lt;/b&gt; ⇒ filled filled 1',
      '3 pay → charge fails ⇒ failed filled 2',
    ]);
    expect(rows(html, /The walks/)).toEqual(['# Walk Input Steps', '1 [empty] walk 1: 1 step ⇒ filled empty 1', '2 [filled] walk 2: &lt;b&gt;2&lt;/b&gt; steps ⇒ filled filled 2']);
    expect(html).not.toContain('<b>');
    // Header cells say what they head, for screen readers.
    expect(html.match(/<th(?! scope="(col|row)")[ >]/g)).toBeNull();
  });

  test('a machine no screen replays says so on every transition and lists no walk', () => {
    const html = machinePage({ ...checkout, replay: undefined });
    expect(html).toContain('not replayed');
    expect(rows(html, /Every transition/).slice(1).every((row) => row.endsWith('no replay spec'))).toBe(true);
    expect(html).not.toContain('Walks replayed in the browser');
  });

  test('the index links every machine, with its coverage, and names a machine without a suite', () => {
    const html = indexPage([ghost, checkout], new Date('2025-01-02T03:04:05Z'));
    expect(rows(html, /2 machines/)).toEqual([
      'Machine Transitions covered Uncovered Paths Replayed in the browser',
      'ghost ✗ no path suite not replayed',
      'shop/checkout ✗ 2 / 3 (66.6 %) 1 3 2 walks (3 steps), by tests/e2e/replay/checkout.spec.ts',
      'All 2 / 3 (66.6 %) 1 3 2 walks of 1 machine',
    ]);
    expect(html).toContain('<a href="shop/checkout.html">shop/checkout</a>');
    expect(html).toContain('2025-01-02T03:04:05.000Z');
  });

  test('writes the index and one page per machine, in its feature folder, and drops pages of an earlier run', () => {
    expect([...reportFiles([checkout, ghost]).keys()]).toEqual(['index.html', 'shop/checkout.html', 'ghost.html']);
    const dir = join(mkdtempSync(join(tmpdir(), 'path-report-')), 'paths');
    writeHtmlReport(dir, [checkout]);
    writeFileSync(join(dir, 'stale.html'), '');
    writeHtmlReport(dir, [checkout]);
    expect(readFileSync(join(dir, 'shop/checkout.html'), 'utf8')).toBe(machinePage(checkout));
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
    expect(existsSync(join(dir, 'stale.html'))).toBe(false);
  });
});
