import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { checkMachineForm } from './harness/form';
import { machineFiles, root } from './harness/machines';

describe('every machine keeps the form the Stately visualizer opens as it is', () => {
  for (const machine of machineFiles()) {
    test(relative(root, machine.file), () => {
      expect(checkMachineForm(relative(root, machine.file), readFileSync(machine.file, 'utf8'))).toEqual([]);
    });
  }
});

describe('the form check', () => {
  const good = `
    import { setup, and, not } from 'xstate';
    import { storeTheme } from '../api/preferences';
    export const m = setup({
      actions: { store: () => storeTheme('dark') },
      guards: { a: () => true, b: () => false },
      delays: { short: 100 },
    }).createMachine({
      id: 'm',
      description: 'A machine.',
      context: ({ input }) => ({ n: input.n }),
      initial: 'idle',
      states: {
        idle: {
          description: 'Idle.',
          on: { go: { guard: and(['a', not('b')]), target: 'busy', actions: 'store' } },
          after: { short: 'busy' },
        },
        busy: {
          description: 'Busy.',
          invoke: { id: 'load', src: 'load', input: ({ context }) => ({ n: context.n }) },
        },
      },
    });`;

  test('accepts a machine in visualizer form', () => {
    expect(checkMachineForm('good.machine.ts', good)).toEqual([]);
  });

  const broken: Array<[string, (source: string) => string, RegExp]> = [
    ['a bare createMachine', (s) => s.replace('setup({', 'createMachine(({').replace("import { setup", "import { createMachine, setup"), /directly on setup/],
    ['a config built elsewhere', (s) => s.replace(/createMachine\(\{[\s\S]*\}\);$/, 'createMachine(config);'), /inline object literal/],
    ['no id', (s) => s.replace("id: 'm',", ''), /needs an `id`/],
    ['a state without description', (s) => s.replace("description: 'Busy.',", ''), /state busy needs a `description`/],
    ['an inline action', (s) => s.replace("actions: 'store'", 'actions: () => {}'), /inline function in `actions`/],
    ['an inline guard', (s) => s.replace("guard: and(['a', not('b')])", 'guard: ({ context }) => context.n > 1'), /inline function in `guard`/],
    ['an inline assign', (s) => s.replace("actions: 'store'", 'actions: assign({ n: 1 })'), /inline call assign/],
    ['a numeric delay', (s) => s.replace('after: { short:', 'after: { 500:'), /after 500 — name the delay/],
    ['a spread', (s) => s.replace("initial: 'idle',", "initial: 'idle', ...shared,"), /spread/],
    ['an imported value', (s) => s.replace("description: 'Idle.',", 'description: storeTheme,'), /`storeTheme` is imported into the config/],
    ['a state from elsewhere', (s) => s.replace(/busy: \{\n\s+description: 'Busy.',/, 'busy: busyState, other: {\n description: \'x\','), /state busy must be an inline object literal/],
  ];
  for (const [what, breakIt, expected] of broken) {
    test(`rejects ${what}`, () => {
      const source = breakIt(good);
      expect(source).not.toBe(good);
      expect(checkMachineForm('bad.machine.ts', source).join('\n')).toMatch(expected);
    });
  }
});
