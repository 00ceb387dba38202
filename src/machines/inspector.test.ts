import { describe, expect, test } from 'vitest';
import { assign, createActor, fromPromise, setup } from 'xstate';
import { navigationMachine } from './navigation.machine';
import { contextDiff, createTransitionLogger, inspect, inspectSetting, INSPECT_STORAGE_KEY } from './inspector';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('inspector setting', () => {
  test('?inspect turns on the offline log and remembers it', () => {
    const storage = memoryStorage();
    expect(inspectSetting('?inspect', storage)).toBe('log');
    expect(storage.items.get(INSPECT_STORAGE_KEY)).toBe('log');
    expect(inspectSetting('', storage)).toBe('log');
  });

  test('?inspect=stately chooses the Stately inspector; ?inspect=off forgets the choice', () => {
    const storage = memoryStorage();
    expect(inspectSetting('?inspect=stately', storage)).toBe('stately');
    expect(inspectSetting('?x=1', storage)).toBe('stately');
    expect(inspectSetting('?inspect=off', storage)).toBeUndefined();
    expect(inspectSetting('', storage)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  test('is off unless asked for', () => {
    expect(inspectSetting('', memoryStorage())).toBeUndefined();
    expect(inspectSetting('', memoryStorage({ inspect: 'bogus' }))).toBeUndefined();
    // Nothing asked for in this test page, so the shared inspector is off.
    expect(inspect).toBeUndefined();
  });
});

describe('transition logger', () => {
  const counter = setup({
    types: { events: {} as { type: 'add'; by: number } | { type: 'finish' } },
    actors: { save: fromPromise(async ({ input }: { input: { total: number } }) => ({ saved: input.total })) },
    actions: { add: assign({ total: ({ context, event }) => context.total + (event.type === 'add' ? event.by : 0) }) },
  }).createMachine({
    id: 'counter',
    context: { total: 0, label: 'x' },
    initial: 'counting',
    states: {
      counting: { on: { add: { actions: 'add' }, finish: 'saving' } },
      saving: { invoke: { id: 'save', src: 'save', input: ({ context }) => ({ total: context.total }), onDone: 'saved' } },
      saved: { type: 'final' },
    },
  });

  test('logs source --EVENT--> target and the context keys that changed, for every actor', async () => {
    const lines: string[] = [];
    const actor = createActor(counter, { inspect: createTransitionLogger((line) => lines.push(line)) });
    actor.start();
    actor.send({ type: 'add', by: 2 });
    actor.send({ type: 'finish' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const text = lines.join('\n').replace(/#x:\d+/g, '#x');
    expect(text).toContain('[inspect] counter#x started');
    expect(text).toContain('[inspect] counter#x counting --add--> (stays)\n[inspect]   total: 0 → 2');
    expect(text).toMatch(/counting --finish--> saving\n\[inspect\] {3}state: counting → saving/);
    expect(text).toMatch(/save#x active → done \{"saved":2\}/);
    expect(text).toMatch(/saving --xstate\.done\.actor\.save--> saved/);
    expect(text).not.toContain('label:');
  });

  test('names both regions of a parallel machine and ignored events', () => {
    const lines: string[] = [];
    const actor = createActor(navigationMachine, { inspect: createTransitionLogger((line) => lines.push(line)) });
    actor.start();
    actor.send({ type: 'menu.open' });
    actor.send({ type: 'menu.open' });
    expect(lines).toContainEqual(expect.stringMatching(/mobileMenu\.closed --menu\.open--> mobileMenu\.open$/));
    expect(lines).toContainEqual(expect.stringMatching(/state: \{sidebar\.expanded, mobileMenu\.closed\} → \{sidebar\.expanded, mobileMenu\.open\}$/));
    expect(lines).toContainEqual(expect.stringMatching(/\{sidebar\.expanded, mobileMenu\.open\} --menu\.open--> \(ignored\)$/));
  });

  test('diffs contexts key by key', () => {
    expect(contextDiff({ a: 1, b: [1] }, { a: 1, b: [1, 2], c: 'x' })).toEqual(['b: [1] → [1,2]', 'c: undefined → "x"']);
    expect(contextDiff(undefined, undefined)).toEqual([]);
  });
});
