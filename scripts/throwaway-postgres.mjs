// A throwaway PostgreSQL cluster for the benches, as scripts/ci-postgres.sh makes one: Debian's
// binaries, initdb into a temp folder, run as user postgres when we are root (initdb refuses
// root), on 127.0.0.1 and a free port, stopped and removed by the step the caller registers.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './local-server.mjs';

const BASE = '/usr/lib/postgresql';

/** The newest installed Debian PostgreSQL's bin folder, or undefined. */
function binFolder() {
  if (!existsSync(BASE)) return undefined;
  const versions = readdirSync(BASE)
    .filter((version) => existsSync(join(BASE, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(BASE, versions[0], 'bin') : undefined;
}

const isRoot = process.getuid?.() === 0;

function postgresUser() {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('running as root needs the system user "postgres" (Debian\'s postgresql package creates it)');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Runs a PostgreSQL program as user postgres when we are root. */
function asPostgres(program, args) {
  const run = isRoot ? spawnSync('runuser', ['-u', 'postgres', '--', program, ...args], { encoding: 'utf8' }) : spawnSync(program, args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${program} ${args[0]} failed (${run.status}): ${run.stderr || run.stdout}`);
  return run;
}

/**
 * Starts a cluster with the given server settings (e.g. ['fsync=off']); hands `onStop` the
 * synchronous step that stops and removes it, before anything can fail. Answers its URL, the
 * postmaster's pid (for CPU accounting), the version and the log's path, or undefined when
 * PostgreSQL is not installed; throws when initdb or the start fails.
 */
export async function startThrowawayPostgres({ settings = [], onStop }) {
  const bin = binFolder();
  if (!bin) return undefined;
  const work = mkdtempSync(join(tmpdir(), 'plataforma-bench-pg-'));
  const data = join(work, 'data');
  if (isRoot) {
    const { uid, gid } = postgresUser();
    chownSync(work, uid, gid);
  }
  let started = false;
  onStop(() => {
    // The data goes away with the folder, so an immediate stop (no checkpoint) is enough.
    if (started) spawnSync(...(isRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', '-w', 'stop']] : [join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']]), { stdio: 'ignore' });
    rmSync(work, { recursive: true, force: true });
  });
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = [`-p ${port}`, `-k ${work}`, '-c listen_addresses=127.0.0.1', ...settings.map((setting) => `-c ${setting}`)].join(' ');
  // pg_ctl -w waits until the cluster accepts connections.
  asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-l', join(work, 'postgres.log'), '-w', '-o', options, 'start']);
  started = true;
  // postmaster.pid's first line is the postmaster's pid.
  const pid = Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const version = /\d+(\.\d+)+/.exec(spawnSync(join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout)?.[0] ?? '?';
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, pid, version, log: join(work, 'postgres.log') };
}
