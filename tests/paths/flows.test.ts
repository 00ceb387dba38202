/**
 * docs/flows must match the machines. `npm run flows` rewrites them (FLOWS_WRITE=1);
 * `npm run flows:check` and the paths suite fail when they are stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { describe, expect, test } from 'vitest';
import { flowDocuments, renderFlow, renderIndex } from './harness/flows';
import { machinePaths, machinesDir, root } from './harness/machines';

const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/**/*.machine.ts', { eager: true });
const docs = flowDocuments(modules, machinesDir, (path) => readFileSync(path, 'utf8'));

const flowsDir = join(root, 'docs/flows');
const expected = new Map<string, string>([
  ...docs.map((d) => [`${d.name}.md`, renderFlow(d)] as [string, string]),
  ['README.md', renderIndex(docs)],
]);

/** Every page under docs/flows, feature folders included, as paths relative to it. */
const pages = () =>
  existsSync(flowsDir)
    ? readdirSync(flowsDir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.md'))
        .map((f) => f.split(sep).join('/'))
    : [];

if (process.env.FLOWS_WRITE === '1') {
  mkdirSync(flowsDir, { recursive: true });
  for (const page of pages()) if (!expected.has(page)) rmSync(join(flowsDir, page));
  for (const [page, content] of expected) {
    mkdirSync(dirname(join(flowsDir, page)), { recursive: true });
    writeFileSync(join(flowsDir, page), content);
  }
}

describe('docs/flows is up to date (npm run flows)', () => {
  test('every machine file exports a machine', () => {
    const files = machinePaths(machinesDir).map((f) => f.slice(0, -'.machine.ts'.length));
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(docs.map((d) => d.name.split('.')[0]))).toEqual(new Set(files));
  });

  test('no page for a machine that no longer exists', () => {
    expect(pages().filter((f) => !expected.has(f))).toEqual([]);
  });

  for (const [page, content] of expected) {
    test(`docs/flows/${page}`, () => {
      const path = join(flowsDir, page);
      const committed = existsSync(path) ? readFileSync(path, 'utf8') : '(missing)';
      // Compared as a whole: a stale page names itself; `npm run flows` refreshes it.
      expect(committed === content, `docs/flows/${page} is stale: run npm run flows`).toBe(true);
    });
  }
});
