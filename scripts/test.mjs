// `npm test`: every check CI relies on, in the order that fails fastest.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['unit, path and server tests', ['npx', 'vitest', 'run']],
  ['build', ['npm', 'run', '--silent', 'build']],
  ['browser tests', ['npx', 'playwright', 'test']],
];

for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`✖ ${name} failed`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ all checks passed');
