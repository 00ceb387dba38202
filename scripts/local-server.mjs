// The reference server as a child process on a free loopback port, for the benchmarks. Servers
// still running when the script ends are killed with it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts server/main.ts with `env` (an on-disk database unless it says E2E=1); resolves once the
 * server prints its ready line, with its origin, pid, start-up times and a stop().
 */
export async function startServer(env = {}) {
  const port = await freePort();
  const started = performance.now();
  // BENCH_SERVER_NODE_ARGS passes flags to the server process, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, LOG: '0', E2E: '', ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: `http://127.0.0.1:${port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  while (!/Arena Escolar: http/.test(output)) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (performance.now() - started > 120_000) throw new Error(`server not ready: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const wallMs = Math.round(performance.now() - started);
  const reported = Number(/pronto em (\d+) ms/.exec(output)?.[1] ?? NaN);
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    wallMs,
    reported,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      children.delete(child);
    },
  };
}

/**
 * The production build (DIST_DIR, else dist/, built first when it has no index.html) served on a
 * fresh in-memory database with the demo accounts (E2E=1), for the browser benches; its
 * devControl(path, body) posts to a dev control and answers what it made (a family, a running
 * event, a suspension…).
 */
export async function startProductionServer() {
  const dist = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(join(root, dist, 'index.html'))) {
    const build = spawnSync('npx', ['rsbuild', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const server = await startServer({ E2E: '1', DIST_DIR: dist });
  return {
    ...server,
    async devControl(path, body) {
      const answer = await fetch(server.origin + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      if (answer.status !== 201) throw new Error(`${path} answered ${answer.status}`);
      return answer.json();
    },
  };
}
