import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { syntaxErrors } from './support';
import { MACHINE_FILE, stripDescriptions } from '../../../scripts/strip-machine-descriptions.mjs';

const machinesDir = join(__dirname, '..', '..', '..', 'src', 'machines');
// Every machine, feature folders included, and a nested fixture outside the product.
const machineFiles = readdirSync(machinesDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.machine.ts'));
const nestedFixture = join(__dirname, '..', '..', 'paths', 'harness', 'nested-fixture', 'machines', 'shop', 'basket.machine.ts');

/** Every property name of every object literal, in source order. */
function propertyNames(source: string): string[] {
  const file = ts.createSourceFile('m.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) for (const p of node.properties) names.push(p.name ? p.name.getText(file) : '...');
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

describe('stripping machine descriptions from production builds', () => {
  it.each([
    ["{ id: 'm', description: 'x', initial: 'a' }", "{ id: 'm', initial: 'a' }"],
    ["{ states: { a: { on: { go: { target: 'b', description: 'x' } } } } }", "{ states: { a: { on: { go: { target: 'b', } } } } }"],
    ["{ states: { a: { description: 'x', } } }", '{ states: { a: { } } }'],
    ["{ always: [{ guard: 'g', description: `a text` }, { target: 'b' }] }", "{ always: [{ guard: 'g', }, { target: 'b' }] }"],
    ["{ initial: 'a', description: 'x' /* why */, states: {} }", "{ initial: 'a', states: {} }"],
    ["{ initial: 'a', description: 'x' // why\n, states: {} }", "{ initial: 'a', states: {} }"],
  ])('removes the text and its comma from createMachine(%s)', (input, output) => {
    const spaced = (text: string) => text.replace(/\s+/g, ' ');
    expect(spaced(stripDescriptions(`setup({}).createMachine(${input});`))).toBe(spaced(`setup({}).createMachine(${output});`));
  });

  it('leaves descriptions outside machine configs, inside calls, or not plain text', () => {
    for (const source of [
      "showToast({ type: 'info', description: 'Salvo' });",
      "createMachine({ entry: raise({ type: 'notify', description: 'Salvo' }) });",
      "createMachine({ initial: 'a', description: describe('x') });",
      "const data = { id: 1, description: 'not a machine' };",
    ]) {
      expect(stripDescriptions(source)).toBe(source);
    }
  });

  it('applies to every machine file, in feature folders too, and to nothing else', () => {
    expect(machineFiles.some((name) => /[\\/]/.test(name))).toBe(true);
    for (const name of machineFiles) expect(MACHINE_FILE.test(join(machinesDir, name))).toBe(true);
    expect(MACHINE_FILE.test('/app/src/machines/tournaments/teams/formation.machine.ts')).toBe(true);
    expect(MACHINE_FILE.test('C:\\app\\src\\machines\\shop\\basket.machine.ts')).toBe(true);
    expect(MACHINE_FILE.test('/app/src/machines/inspector.ts')).toBe(false);
    expect(MACHINE_FILE.test('/app/src/ui/machines.machine.tsx')).toBe(false);
  });

  it.each([...machineFiles.map((name) => join(machinesDir, name)), nestedFixture])('%s keeps every other key and stays valid', (path) => {
    const name = path;
    const source = readFileSync(path, 'utf8');
    const stripped = stripDescriptions(source, name);
    expect(propertyNames(source)).toContain('description');
    expect(propertyNames(stripped)).toEqual(propertyNames(source).filter((key) => key !== 'description'));
    expect(syntaxErrors(stripped, name)).toBe(0);
  });
});
