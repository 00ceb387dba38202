// `npm run bench`: every benchmark the project has, each printing its own figures.
// `npm run bench -- play teams`: only the named ones.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('..', import.meta.url).pathname;
const benches = ['bench-bundle.mjs', 'bench-first-visit.mjs', 'bench-lighthouse.mjs', 'bench-interaction.mjs', 'bench-paths.mjs', 'bench-server.mjs', 'bench-lists.mjs', 'bench-premium.mjs', 'bench-avatar.mjs', 'bench-notifications.mjs', 'bench-friends.mjs', 'bench-teams.mjs', 'bench-play.mjs', 'bench-play-api.mjs', 'bench-scale.mjs']
  .filter((name) => existsSync(`${root}scripts/${name}`))
  .filter((name) => process.argv.length <= 2 || process.argv.slice(2).includes(name.replace(/^bench-|\.mjs$/g, '')));
let failed = false;
for (const name of benches) {
  console.log(`\n=== ${name.replace(/^bench-|\.mjs$/g, '')} ===`);
  const run = spawnSync(process.execPath, [`${root}scripts/${name}`], { stdio: 'inherit', cwd: root });
  failed ||= run.status !== 0;
}
process.exit(failed ? 1 : 0);
