/**
 * The replay specs (tests/e2e/replay) and their entries in replays.ts agree: each spec replays
 * the entry named after it, each entry names the machine its suite describes, and the walks it
 * replays are paths of that machine that take every transition the suite's paths take over the
 * steps the entry allows. Records, for the coverage report, the walks each spec replays.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { replayedPaths, replays, type Replay } from '../e2e/replay/replays';
import { transitionLabel, type ReplayReport } from './harness/coverage';
import { machineFiles, root } from './harness/machines';
import { transitionsOf } from './harness/model';
import { replayPath } from './harness/replay';

const replayDir = join(root, 'tests/e2e/replay');
const specs = readdirSync(replayDir)
  .filter((f) => f.endsWith('.spec.ts'))
  .map((f) => f.slice(0, -'.spec.ts'.length))
  .sort();

test('every replay spec has an entry in replays.ts named after it, and every entry a spec', () => {
  expect(Object.keys(replays).sort()).toEqual(specs);
});

test.each(specs)('%s.spec.ts replays its own entry, once', (spec) => {
  const text = readFileSync(join(replayDir, `${spec}.spec.ts`), 'utf8');
  expect(text.match(/\breplayOnScreen\(/g) ?? []).toHaveLength(1);
  expect([...text.matchAll(/\breplay: replays\.(\w+)/g)].map((m) => m[1])).toEqual([spec]);
});

// The first suites loaded bring the machines and their modules in: generous on a busy machine.
describe.each(Object.entries(replays) as Array<[string, Replay]>)('replays.%s', (spec, replay) => {
  test('describes the machine it names; its walks are paths of the machine and take every transition its kept paths take', { timeout: 60_000 }, async ({ task }) => {
    const { machine, walks, kept, options } = await replayedPaths(replay);
    const taken = new Set(walks.flatMap(({ path }) => [...path.transitions]));
    const report: ReplayReport = {
      machine: replay.machine,
      spec: relative(root, join(replayDir, `${spec}.spec.ts`)),
      walks: walks.map(({ path, title }) => ({ title, input: path.inputName, steps: path.steps.length })),
      transitions: transitionsOf(machine)
        .filter((t) => taken.has(t.key))
        .map(transitionLabel),
      leftOut: replay.only?.leftOut,
    };
    task.meta.pathReplay = report;

    const file = machineFiles().find((m) => m.name === replay.machine);
    expect(file, `src/machines/${replay.machine}.machine.ts`).toBeDefined();
    const exported: unknown[] = Object.values(await import(/* @vite-ignore */ file!.file));
    expect(exported.includes(machine), `${replay.machine}.machine.ts exports the machine the suite describes`).toBe(true);

    // Each walk, run on the real actor with the suite's doubles, takes exactly what the model says.
    const byKey = new Map(transitionsOf(machine).map((t) => [t.key, transitionLabel(t)]));
    const label = (key: string) => byKey.get(key) ?? key;
    for (const { path, title } of walks) {
      const result = await replayPath(machine, path, options);
      expect([...result.taken].map(label).sort(), title).toEqual([...path.transitions].map(label).sort());
    }
    // Nothing the suite's paths take over the allowed steps is missing from the walks.
    const missed = new Set(kept.flatMap(({ path }) => [...path.transitions]).filter((key) => !taken.has(key)));
    expect([...missed].map(label)).toEqual([]);
  });
});
