#!/usr/bin/env node
// Path generation and replay time for every machine's path suite, plus a synthetic machine whose
// transitions need 1,000 paths (target: generation + replay under 5 s). Exits 1 when it misses.
import { readdirSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

const root = new URL('..', import.meta.url);
const load = (path) => tsImport(new URL(path, root).href, import.meta.url);
const { generatePaths } = await load('tests/paths/harness/model.ts');
const { replayPath } = await load('tests/paths/harness/replay.ts');
const { setup } = await import('xstate');

const suites = [];
globalThis.__collectPathSuite = (machine, options) => suites.push({ machine, options });
for (const file of readdirSync(new URL('tests/paths/', root)).filter((f) => f.endsWith('.paths.test.ts')).sort()) {
  await load(`tests/paths/${file}`);
}
delete globalThis.__collectPathSuite;

/** Stages in a chain (alternately by event and by delay); each stage has exits to final states. */
function syntheticMachine(stages, exits) {
  const states = {};
  for (let i = 0; i < stages; i++) {
    const on = {};
    for (let k = 0; k < exits; k++) on[`exit.${k}`] = `s${i}x${k}`;
    const advance = i + 1 < stages ? `s${i + 1}` : undefined;
    states[`s${i}`] = {
      description: `Stage ${i}.`,
      on: advance && i % 2 === 0 ? { ...on, next: advance } : on,
      ...(advance && i % 2 === 1 ? { after: { tick: advance } } : {}),
    };
    for (let k = 0; k < exits; k++) states[`s${i}x${k}`] = { description: `Exit ${k} of stage ${i}.`, type: 'final' };
  }
  return setup({ delays: { tick: 1000 } }).createMachine({ id: 'synthetic', initial: 's0', states });
}

async function measure(machine, options) {
  const started = performance.now();
  const generated = generatePaths(machine, options);
  const generatedAt = performance.now();
  let steps = 0;
  let failed = 0;
  for (const path of generated.paths) {
    // A failing path is the path suite's business; here it only counts.
    await replayPath(machine, path, options).catch(() => failed++);
    steps += path.steps.length;
  }
  const replayed = performance.now();
  return {
    id: machine.id,
    transitions: generated.transitions.length,
    paths: generated.paths.length,
    steps,
    generate: generatedAt - started,
    replay: replayed - generatedAt,
    uncovered: generated.unreachable.length,
    failed,
  };
}

const rows = [];
for (const { machine, options } of suites) rows.push(await measure(machine, options));
const synthetic = await measure(syntheticMachine(40, 25), {});
rows.push(synthetic);

const ms = (n) => `${n.toFixed(0)} ms`.padStart(8);
console.log(`Path generation and replay (node ${process.versions.node})`);
console.log(`${'machine'.padEnd(14)} ${'transitions'.padStart(11)} ${'paths'.padStart(6)} ${'steps'.padStart(6)} ${'generate'.padStart(8)} ${'replay'.padStart(8)}`);
for (const r of rows) {
  console.log(
    `${r.id.padEnd(14)} ${String(r.transitions).padStart(11)} ${String(r.paths).padStart(6)} ${String(r.steps).padStart(6)} ${ms(r.generate)} ${ms(r.replay)}${r.failed ? `  (${r.failed} failing)` : ''}`,
  );
}
const total = synthetic.generate + synthetic.replay;
const met = synthetic.paths >= 1000 && synthetic.uncovered === 0 && synthetic.failed === 0 && total < 5000;
console.log(`\n${synthetic.paths} synthetic paths (${synthetic.steps} steps): ${(total / 1000).toFixed(2)} s — target < 5 s ${met ? 'met' : 'MISSED'}`);
process.exit(met ? 0 : 1);
