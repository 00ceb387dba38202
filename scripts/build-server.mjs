// `npm run build:server`: the reference backend as plain JavaScript, run with
// `NODE_ENV=production node --enable-source-maps build/server.mjs` (docs/operations.md, Deploying).
// One file beside what it reads at run time: the migrations, the sign-in pages' assets and the
// avatar stand-in's script (each module finds them next to itself, `new URL('./…', import.meta.url)`),
// one folder below the project root, which it reads the messages and the web app's build from.
// Packages stay imports, of the production dependencies only (a test checks it).
import { build } from 'esbuild';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outDir = join(root, process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1] : 'build');

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const result = await build({
  entryPoints: [join(root, 'server', 'main.ts')],
  outfile: join(outDir, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
cpSync(join(root, 'server', 'db', 'migrations'), join(outDir, 'migrations'), { recursive: true });
cpSync(join(root, 'server', 'token-server', 'assets'), join(outDir, 'assets'), { recursive: true });
cpSync(join(root, 'server', 'stand-ins', 'avatar-editor.js'), join(outDir, 'avatar-editor.js'));
// The packages the server imports, for the check that production dependencies are enough.
const imports = new Set(Object.values(result.metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external).map((entry) => entry.path)));
writeFileSync(join(outDir, 'imports.json'), `${JSON.stringify([...imports].sort(), null, 2)}\n`);
console.log(`server built into ${outDir}/server.mjs (${imports.size} imports of packages and Node modules)`);
