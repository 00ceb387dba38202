// Play engine benchmark (part of `npm run bench`; alone: `npm run bench -- play`): on PGlite, a
// 256-player single elimination is generated and completed to the end through the engine, one
// transaction per result. Prints the time and queries per match for brackets-manager's storage
// adapter the engine uses (unit of work) and, for comparison, the direct adapter
// (docs/decisions.md). Fails when the engine's run takes more than 10 s or does not finish.
import { register } from 'tsx/esm/api';

register();
const { measure } = await import('./bench-play-run.ts');

const BUDGET_MS = 10_000;
let failed = false;
for (const adapter of ['unit of work', 'direct']) {
  const f = await measure(adapter, 256);
  console.log(
    `${f.adapter.padEnd(12)} ${f.players} players, ${f.matches} matches: generate ${f.generateMs} ms, complete ${f.completeMs} ms, total ${f.totalMs} ms; ` +
      `${f.queriesPerMatch} queries per match (${f.storageQueriesPerMatch} by the storage adapter), ${f.recordsWrittenPerMatch} records written; finished ${f.finished}`,
  );
  if (adapter === 'unit of work' && (f.totalMs > BUDGET_MS || !f.finished || f.matches !== 255)) {
    console.error(`play: the engine's 256-player bracket took ${f.totalMs} ms (budget ${BUDGET_MS} ms) or did not finish`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
