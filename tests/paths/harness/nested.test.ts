/**
 * Machines live in feature folders (src/machines/<feature>/<flow>.machine.ts). A fixture tree of
 * the same shape proves the gate, the diagrams and the suites find them; the production build's
 * description stripping is proven on the same fixture in tests/unit/build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { flowDocuments, renderFlow, renderIndex } from './flows';
import { machineFiles, suiteProblem } from './machines';

const fixture = join(import.meta.dirname, 'nested-fixture');
const fixtureMachines = join(fixture, 'machines');
const fixtureSuites = join(fixture, 'suites');

describe('a machine in a feature folder', () => {
  test('is found with its folder in its name, and with its suites when they exist', () => {
    const found = machineFiles(fixtureMachines, fixtureSuites);
    expect(found.map((m) => m.name)).toEqual(['shop/basket', 'shop/orphan']);
    const basket = found.find((m) => m.name === 'shop/basket')!;
    expect(basket.suite).toBe(join(fixtureSuites, 'shop/basket.paths.test.ts'));
    expect(basket.transitions).toBe(join(fixtureSuites, 'shop/basket.transitions.test.ts'));
    expect(suiteProblem(basket)).toBeUndefined();
  });

  test('without a suite, fails the gate by name', () => {
    const orphan = machineFiles(fixtureMachines, fixtureSuites).find((m) => m.name === 'shop/orphan')!;
    expect(suiteProblem(orphan)).toMatch(/orphan\.machine\.ts has no path suite \(shop\/orphan\.paths\.test\.ts\)$/);
  });

  test('gets its diagram page in the same folder under docs/flows, linked from the index', () => {
    const modules = import.meta.glob<Record<string, unknown>>('./nested-fixture/machines/**/*.machine.ts', { eager: true });
    const docs = flowDocuments(modules, fixtureMachines, (path) => readFileSync(path, 'utf8'));
    expect(docs.map((d) => d.name)).toEqual(['shop/basket', 'shop/orphan']);
    const page = renderFlow(docs[0]!);
    expect(page).toContain('# basket');
    expect(page).toContain('empty --> filled');
    expect(renderIndex(docs)).toContain('[basket](shop/basket.md)');
  });
});
