/**
 * The replay specs (tests/e2e/replay) and their entries in replays.ts agree: each spec replays
 * the entry named after it, each entry names the machine its suite describes, and what it replays
 * is paths the path suite runs. Records, for the coverage report, which paths each spec replays.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { replayedPaths, replays, type Replay } from '../e2e/replay/replays';
import { transitionLabel, type ReplayReport } from './harness/coverage';
import { machineFiles, root } from './harness/machines';
import { generatePaths, pathTitles, transitionsOf } from './harness/model';

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
  test('describes the machine it names and replays paths its path suite runs', { timeout: 60_000 }, async ({ task }) => {
    const { machine, replayed, options } = await replayedPaths(replay);
    const report: ReplayReport = {
      machine: replay.machine,
      spec: relative(root, join(replayDir, `${spec}.spec.ts`)),
      replayed: replayed.map(({ title }) => title),
      transitions: transitionsOf(machine)
        .filter((t) => replayed.some(({ path }) => path.transitions.has(t.key)))
        .map(transitionLabel),
      leftOut: replay.only?.leftOut,
    };
    task.meta.pathReplay = report;

    const file = machineFiles().find((m) => m.name === replay.machine);
    expect(file, `src/machines/${replay.machine}.machine.ts`).toBeDefined();
    const exported: unknown[] = Object.values(await import(/* @vite-ignore */ file!.file));
    expect(exported.includes(machine), `${replay.machine}.machine.ts exports the machine the suite describes`).toBe(true);

    // The suite's tests are the paths of the model with the suite's doubles (as describePaths builds them).
    const model = options.provide ? machine.provide(options.provide) : machine;
    const suiteTitles = pathTitles(generatePaths(model, options).paths);
    expect(report.replayed.filter((title) => !suiteTitles.includes(title))).toEqual([]);
  });
});
