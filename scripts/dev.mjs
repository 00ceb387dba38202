// `npm run dev`: the app with hot reload on http://localhost:5173, talking to a reference backend.
//
// The backend is found or started on DEV_API_PORT (3000): a backend already there whose public
// origin is the dev server's is used as it is (a second `npm run dev`, or one started by hand with
// PUBLIC_ORIGIN set); otherwise one is started, restarting by itself when server/ changes, with
// the dev server's origin as its public origin, so the token server's pages, its cookies, e-mailed
// links and the stand-ins' return addresses all stay on the dev server's origin. When the port is
// taken by something else (`npm start` serving the production build), the next free port is used.
// The dev server passes the backend's paths on (scripts/dev-proxy.mjs).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

const root = new URL('..', import.meta.url).pathname;
const devPort = Number(process.env.DEV_PORT ?? 5173);
const devOrigin = `http://localhost:${devPort}`;
const firstApiPort = Number(process.env.DEV_API_PORT ?? 3000);
const ISSUER_PATH = '/realms/plataforma';

/** The issuer a backend on `port` announces, or null when nothing (or something else) answers. */
async function issuerOn(port) {
  try {
    const response = await fetch(`http://localhost:${port}${ISSUER_PATH}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(2000) });
    if (!response.ok) return null;
    const { issuer } = await response.json();
    return typeof issuer === 'string' ? issuer : null;
  } catch {
    return null;
  }
}

function portFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

const children = [];
function run(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    // One part gone ends the loop: a dev server without its backend cannot sign anyone in.
    if (signal !== 'SIGTERM' && signal !== 'SIGINT') shutdown(code ?? 1);
  });
  return child;
}

let stopping = false;
function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => shutdown(0));

async function backend() {
  for (let port = firstApiPort; port < firstApiPort + 20; port += 1) {
    const issuer = await issuerOn(port);
    if (issuer === `${devOrigin}${ISSUER_PATH}`) {
      console.log(`dev: using the reference backend already running on port ${port}`);
      return port;
    }
    if (issuer) console.log(`dev: port ${port} serves another origin (${new URL(issuer).origin}); trying the next port`);
    if (!issuer && (await portFree(port))) {
      const data = process.env.DATABASE_URL ? 'PostgreSQL' : /^(1|true)$/.test(process.env.E2E ?? '') ? 'memory' : process.env.DATA_DIR ?? '.data-dev';
      console.log(`dev: starting the reference backend on port ${port} (data: ${data})`);
      run(process.execPath, [`${root}node_modules/tsx/dist/cli.mjs`, 'watch', '--clear-screen=false', 'server/main.ts'], {
        PORT: String(port),
        PUBLIC_ORIGIN: devOrigin,
        // Its own data folder: `npm start` may be using .data at the same time.
        DATA_DIR: process.env.DATA_DIR ?? '.data-dev',
      });
      for (let attempt = 0; attempt < 600 && !stopping; attempt += 1) {
        if (await issuerOn(port)) return port;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      throw new Error(`the reference backend did not answer on port ${port}`);
    }
  }
  throw new Error(`no free port for the reference backend from ${firstApiPort}`);
}

try {
  const apiPort = await backend();
  if (!stopping) {
    run(process.execPath, [`${root}node_modules/@rsbuild/core/bin/rsbuild.js`, 'dev', '--port', String(devPort)], {
      DEV_PORT: String(devPort),
      DEV_API_ORIGIN: `http://localhost:${apiPort}`,
    });
  }
} catch (error) {
  console.error(`dev: ${error instanceof Error ? error.message : error}`);
  shutdown(1);
}
