import { describe, expect, test } from 'vitest';
import { checkoutMachine } from '../fixtures/checkout.machine';
import { unreachableMachine } from '../fixtures/unreachable.machine';
import { coverageReport, formatCoverage } from './coverage';
import { generatePaths, generateWalks, type ModelPath } from './model';
import { PathMismatch, replayPath } from './replay';
import { assertFullCoverage, describePaths } from './suite';

const checkout = {
  inputs: { empty: {}, filled: { quantity: 3 } },
  events: {
    'quantity.set': [
      { type: 'quantity.set', quantity: 2 },
      { type: 'quantity.set', quantity: 11 },
    ],
  },
  invoked: { charge: { done: [{ receipt: 'R-1' }], error: [new Error('declined')] } },
} as const;

// The harness run on a fixture with every kind of transition, as any machine's suite would.
describePaths(checkoutMachine, checkout);

describe('path generation', () => {
  test('takes every kind of transition: on, always, guarded, invoke done and error, after, parallel regions', () => {
    const generated = generatePaths(checkoutMachine, checkout);
    expect(generated.unreachable).toEqual([]);
    const kinds = new Set(generated.transitions.map((t) => t.kind));
    expect([...kinds].sort()).toEqual(['after', 'always', 'done', 'error', 'on']);
    const taken = new Set(generated.paths.flatMap((p) => [...p.transitions]));
    expect(taken.size).toBe(generated.transitions.length);
  });

  test('keeps no path that is a prefix of another from the same input', () => {
    const { paths } = generatePaths(checkoutMachine, checkout);
    const sequences = paths.map((p) => [p.inputName, ...p.steps.map((s) => JSON.stringify(s.event))].join('|'));
    for (const a of sequences) {
      for (const b of sequences) if (a !== b) expect(b.startsWith(`${a}|`)).toBe(false);
    }
  });

  test('names a path after its events and its end state', () => {
    const names = generatePaths(checkoutMachine, checkout).paths.map((p) => p.name);
    expect(names).toContain('[filled] pay → charge fails {"error":"declined"} → after receiptTimeout ⇒ purchase.givenUp + help.hidden');
    expect(names).toContain('[empty] quantity.set {"quantity":2} ⇒ purchase.review + help.hidden');
  });

  test('without a payload that passes the guard, the guarded transition is reported uncovered', () => {
    const generated = generatePaths(checkoutMachine, { ...checkout, events: { 'quantity.set': [{ type: 'quantity.set', quantity: 0 }] } });
    const report = coverageReport(generated, new Set(generated.paths.flatMap((p) => [...p.transitions])));
    expect(report.uncovered.map((t) => [t.source, t.event, t.guard])).toContainEqual(['checkout.purchase.cart', 'quantity.set', 'quantityAllowed']);
  });
});

describe('walks', () => {
  const takenBy = (paths: ModelPath[]) => new Set(paths.flatMap((p) => [...p.transitions]));

  test('take every transition the paths take, in fewer and longer paths that the real actor follows', async () => {
    const { paths } = generatePaths(checkoutMachine, checkout);
    const walks = generateWalks(checkoutMachine, checkout);
    expect([...takenBy(walks)].sort()).toEqual([...takenBy(paths)].sort());
    expect(walks.length).toBeLessThan(paths.length);
    for (const walk of walks) {
      const { taken } = await replayPath(checkoutMachine, walk);
      expect([...taken].sort(), walk.name).toEqual([...walk.transitions].sort());
    }
  });

  test('end at the step limit and go on in the next walk', () => {
    const walks = generateWalks(checkoutMachine, checkout, { maxSteps: 2 });
    // A walk passes the limit only by the one route to its first new transition, never longer than
    // the longest shortest path from its input.
    const longest = (input: 'empty' | 'filled') =>
      Math.max(...generatePaths(checkoutMachine, { ...checkout, inputs: { [input]: checkout.inputs[input] } }).paths.map((p) => p.steps.length));
    for (const walk of walks) expect(walk.steps.length, walk.name).toBeLessThanOrEqual(Math.max(2, longest(walk.inputName as 'empty' | 'filled')));
    expect(walks.some((walk) => walk.steps.length === 2)).toBe(true);
    expect(walks.length).toBeGreaterThan(generateWalks(checkoutMachine, checkout).length);
  });

  test('never send what `allow` refuses, and leave out what only that step reaches', () => {
    const allow = (_: unknown, event: { type: string }) => event.type !== 'xstate.error.actor.charge';
    const walks = generateWalks(checkoutMachine, checkout, { allow });
    expect(walks.flatMap((w) => w.steps.map((s) => s.event.type))).not.toContain('xstate.error.actor.charge');
    expect([...takenBy(walks)].some((key) => key.includes('failed'))).toBe(false);
  });

  test('follow their own snapshots where the state key leaves context out', async () => {
    // Attempts left out of the key: the graph holds one snapshot per state, the walk its own.
    const coarse = { ...checkout, serializeState: (snapshot: { value: unknown; status: string }) => JSON.stringify([snapshot.value, snapshot.status]) };
    const walks = generateWalks(checkoutMachine, coarse as typeof checkout);
    for (const walk of walks) {
      const { taken } = await replayPath(checkoutMachine, walk);
      expect([...taken].sort(), walk.name).toEqual([...walk.transitions].sort());
    }
  });
});

describe('coverage gate', () => {
  test('fails on a machine with unreachable transitions, naming source, event and guard', () => {
    const generated = generatePaths(unreachableMachine);
    const report = coverageReport(generated, new Set(generated.paths.flatMap((p) => [...p.transitions])));
    expect(report).toMatchObject({ machine: 'unreachable', total: 4, covered: 2 });
    expect(report.uncovered).toEqual([
      { source: 'unreachable.idle', event: 'go', guard: 'never', label: '#unreachable.idle --go [never]--> #unreachable.orphan', reason: 'unreachable' },
      { source: 'unreachable.orphan', event: 'back', guard: undefined, label: '#unreachable.orphan --back--> #unreachable.idle', reason: 'unreachable' },
    ]);
    expect(() => assertFullCoverage(report)).toThrow(/unreachable covers 2\/4 transitions[\s\S]*uncovered: #unreachable\.idle --go \[never\]--> #unreachable\.orphan/);
    expect(formatCoverage([report])).toContain('✗ unreachable');
  });

  test('passes only at 100 %', () => {
    const generated = generatePaths(checkoutMachine, checkout);
    const all = new Set(generated.transitions.map((t) => t.key));
    expect(() => assertFullCoverage(coverageReport(generated, all))).not.toThrow();
    const oneShort = new Set([...all].slice(1));
    expect(() => assertFullCoverage(coverageReport(generated, oneShort))).toThrow(/covers 12\/13/);
  });
});

describe('replay', () => {
  const { paths } = generatePaths(checkoutMachine, checkout);
  const path = (name: string) => paths.find((p) => p.name.includes(name))!;

  test('fails when the implementation diverges from the model', async () => {
    const buy = path('quantity.set {"quantity":2}');
    await expect(replayPath(checkoutMachine, buy, { provide: { guards: { quantityAllowed: () => false } } })).rejects.toThrow(
      new PathMismatch('after step 1 (quantity.set {"quantity":2}): the model is in "purchase.review + help.hidden" but the actor is in "purchase.cart + help.hidden"'),
    );
  });

  test('fails when the context diverges from the model', async () => {
    const buy = path('quantity.set {"quantity":2}');
    const wrong = { actions: { setQuantity: () => {} } };
    await expect(replayPath(checkoutMachine, buy, { provide: wrong })).rejects.toThrow(/context differs from the model/);
  });

  test('fires `after` delays on a simulated clock, without waiting', async () => {
    const started = performance.now();
    const result = await replayPath(checkoutMachine, path('after receiptTimeout'));
    expect(performance.now() - started).toBeLessThan(1000);
    expect([...result.taken]).toContain('checkout.purchase.failed|xstate.after.receiptTimeout.checkout.purchase.failed|0');
  });

  test('invokes the actor doubles with the machine’s input', async () => {
    const result = await replayPath(checkoutMachine, path('charge done'));
    expect(result.invocations).toEqual([{ id: 'charge', input: { quantity: 3 } }]);
  });
});
