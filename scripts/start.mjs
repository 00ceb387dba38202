// `npm start`: builds the SPA when no build exists (or sources are newer), then runs the reference
// backend (server/main.ts), which serves the build, the APIs and the token server on one origin.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const distIndex = join(resolve(root, process.env.DIST_DIR ?? 'dist'), 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

const sources = ['src', 'messages', 'public'].map((d) => join(root, d));
const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const stale = sources.some((dir) => existsSync(dir) && newestMtime(dir) > builtAt);

if (stale || process.env.FORCE_BUILD) {
  console.log('Building the web app…');
  const build = spawnSync('npx', ['rsbuild', 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
