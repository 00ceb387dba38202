// The app servers of the scale bench: the server built once to plain JavaScript (as deployed,
// docs/operations.md, Deploying), each server a `node build/server.mjs` child on its own port,
// all on one database behind the proxy's origin (PUBLIC_ORIGIN, the token issuer), sharing the
// signing and cookie keys.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { onCleanup } from './cleanup.mjs';

const root = new URL('../..', import.meta.url).pathname;
const execFileAsync = promisify(execFile);
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 30_000;

/**
 * Builds the server into a temp folder (not the project's build/, which someone else may be
 * using). The built server reads the messages, the web app's build and a few assets from the
 * folder above it, so that folder mirrors the project with symbolic links.
 */
export function buildServer() {
  const work = mkdtempSync(join(tmpdir(), 'plataforma-scale-build-'));
  onCleanup(() => rmSync(work, { recursive: true, force: true }));
  for (const entry of readdirSync(root)) if (entry !== 'build') symlinkSync(join(root, entry), join(work, entry));
  const build = spawnSync(process.execPath, [join(root, 'scripts', 'build-server.mjs'), '--out', relative(root, join(work, 'build'))], { cwd: root, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build:server failed:\n${build.stdout}${build.stderr}`);
  mkdirSync(join(work, 'logs'));
  return { entry: join(work, 'build', 'server.mjs'), logs: join(work, 'logs') };
}

/**
 * What `npm run keys -- <command>` prints, with the current set in SIGNING_KEYS: the documented
 * way to make and rotate keys (the same script, without npm's banner). Asynchronous, so the load
 * generator in this process goes on meanwhile.
 */
export async function signingKeys(command, current) {
  const { stdout } = await execFileAsync(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'keys.ts'), command], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SIGNING_KEYS: current ?? '' },
  });
  return stdout.trim();
}

/** A cookie key as `openssl rand -base64 32` makes one. */
export const cookieKey = () => randomBytes(32).toString('base64');

/** GET path on a server directly (not through the proxy): status, or the connection error's code. */
export function probe(port, path = '/readyz') {
  return new Promise((resolve) => {
    const req = get({ host: '127.0.0.1', port, path, agent: false, timeout: 2_000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) => resolve(error.code ?? error.message));
  });
}

/**
 * Starts one server and resolves once it is ready: it printed its ready line and GET /readyz
 * answers 200. Its standard error (error logs) goes to logs/server-<id>-<n>.log.
 */
export async function startServer(build, { id, port, env }) {
  const logPath = join(build.logs, `server-${id}-${Date.now()}.log`);
  const out = openSync(logPath, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', build.entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', out, out],
  });
  const forget = onCleanup(() => child.kill('SIGKILL'));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let gone = null;
  void exited.then((status) => {
    gone = status;
    forget();
  });
  // The ready line is printed once the server listens with its app in place.
  while (!readFileSync(logPath, 'utf8').includes('Arena Escolar: http')) {
    if (gone) throw new Error(`server ${id} exited (${gone.code ?? gone.signal}) before it was ready:\n${tail(logPath)}`);
    if (performance.now() - started > READY_TIMEOUT_MS) throw new Error(`server ${id} not ready after ${READY_TIMEOUT_MS} ms:\n${tail(logPath)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  for (let status = await probe(port); status !== 200; status = await probe(port)) {
    if (gone || performance.now() - started > READY_TIMEOUT_MS) throw new Error(`server ${id} never answered /readyz 200 (last: ${status}):\n${tail(logPath)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    id,
    port,
    pid: child.pid,
    logPath,
    readyMs: Math.round(performance.now() - started),
    exited,
    /** SIGTERM (the graceful stop of docs/operations.md, Stopping), then waits for the exit. */
    async stop() {
      if (gone) return gone;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      const status = await exited;
      clearTimeout(timer);
      return status;
    },
    /** kill -9: the process ends at once, its connections with it. */
    async kill() {
      child.kill('SIGKILL');
      return exited;
    },
  };
}

function tail(path, lines = 30) {
  try {
    return readFileSync(path, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * The lines of every server's standard error but the ready banner, oidc-provider's warning about
 * Node 20 (known, harmless) and the missing web app build (the bench calls no page of the SPA).
 */
export function serverLogProblems(build) {
  const noise = [/^Arena Escolar: http/, /Unsupported runtime/, /serveStatic: root path/];
  const problems = [];
  for (const file of readdirSync(build.logs).sort()) {
    for (const line of readFileSync(join(build.logs, file), 'utf8').split('\n')) {
      if (line.trim() && !noise.some((pattern) => pattern.test(line))) problems.push(`${file}: ${line}`);
    }
  }
  return problems;
}
