/**
 * docs/flows must match the machines. `npm run flows` rewrites them (FLOWS_WRITE=1);
 * `npm run flows:check` and the paths suite fail when they are stale.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { renderFlow, renderIndex, specSections, type FlowDocument } from './harness/flows';
import { machinesDir, root } from './harness/machines';

const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/*.machine.ts', { eager: true });
const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'provide' in value && 'implementations' in value;

const docs: FlowDocument[] = Object.entries(modules)
  .sort(([a], [b]) => a.localeCompare(b))
  .flatMap(([file, exports]) => {
    const name = basename(file, '.machine.ts');
    const source = readFileSync(join(machinesDir, basename(file)), 'utf8');
    const machines = Object.values(exports).filter(isMachine);
    return machines.map((machine) => ({
      name: machines.length > 1 ? `${name}.${machine.id}` : name,
      machine,
      spec: specSections(machine, source),
    }));
  });

const flowsDir = join(root, 'docs/flows');
const expected = new Map<string, string>([
  ...docs.map((d) => [`${d.name}.md`, renderFlow(d)] as [string, string]),
  ['README.md', renderIndex(docs)],
]);

if (process.env.FLOWS_WRITE === '1') {
  mkdirSync(flowsDir, { recursive: true });
  for (const file of readdirSync(flowsDir)) if (file.endsWith('.md') && !expected.has(file)) rmSync(join(flowsDir, file));
  for (const [file, content] of expected) writeFileSync(join(flowsDir, file), content);
}

describe('docs/flows is up to date (npm run flows)', () => {
  test('every machine file exports a machine', () => {
    const files = readdirSync(machinesDir).filter((f) => f.endsWith('.machine.ts'));
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(docs.map((d) => d.name.split('.')[0]))).toEqual(new Set(files.map((f) => basename(f, '.machine.ts'))));
  });

  test('no page for a machine that no longer exists', () => {
    const pages = existsSync(flowsDir) ? readdirSync(flowsDir).filter((f) => f.endsWith('.md')) : [];
    expect(pages.filter((f) => !expected.has(f))).toEqual([]);
  });

  for (const [file, content] of expected) {
    test(`docs/flows/${file}`, () => {
      const path = join(flowsDir, file);
      const committed = existsSync(path) ? readFileSync(path, 'utf8') : '(missing)';
      // Compared as a whole: a stale page names itself; `npm run flows` refreshes it.
      expect(committed === content, `docs/flows/${file} is stale: run npm run flows`).toBe(true);
    });
  }
});
