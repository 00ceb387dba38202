// Generates what the TypeScript sources import but git does not keep: Panda's styled-system,
// Paraglide's compiled messages and TanStack Router's route tree. Runs after `npm install`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => `${root}node_modules/.bin/${name}`;

if (!existsSync(bin('panda'))) process.exit(0); // production install without dev tools

execFileSync(bin('panda'), ['codegen', '--silent'], { cwd: root, stdio: 'inherit' });
execFileSync(bin('paraglide-js'), ['compile', '--project', './project.inlang', '--outdir', './src/paraglide'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const config = getConfig({}, root);
await new Generator({ config, root }).run();
console.log('prepare: styled-system, paraglide messages and route tree generated');
