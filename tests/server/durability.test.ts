import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config';
import { signIn } from './support/browser';
import { onPostgres } from './support/harness';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Launched {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(dataDir: string, port: number): Launched {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG: '0' };
  delete env.DATABASE_URL;
  delete env.E2E;
  const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server', 'main.ts')], { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += String(chunk)));
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function ready(launched: Launched, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (/Arena Escolar: http/.test(launched.output())) {
      const port = /127\.0\.0\.1:(\d+)/.exec(launched.output())![1];
      const probe = await fetch(`http://127.0.0.1:${port}/records/api/public/states/1/cities`).catch(() => undefined);
      if (probe?.status === 200) return;
    }
    if (launched.child.exitCode !== null) throw new Error(`server exited early: ${launched.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server not ready: ${launched.output()}`);
}

const running: Launched[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'plataforma-durability-'));

afterAll(async () => {
  for (const launched of running) {
    if (launched.child.exitCode === null && launched.child.signalCode === null) {
      launched.child.kill('SIGTERM');
      await launched.exited;
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('embedded database on disk', () => {
  it('keeps committed writes (a password change, a subscription) after kill -9, and refuses a second process on the same folder', async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const first = launch(dataDir, port);
    running.push(first);
    await ready(first);

    const tokens = await signIn(origin, 'aluno@example.com', 'Demo1234');
    const change = await fetch(`${origin}/records/api/account/change-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
      body: JSON.stringify({ oldPassword: 'Demo1234', newPassword: 'Duravel123' }),
    });
    expect(change.status).toBe(200);
    // A subscription answered 201 is committed: it is there after the crash.
    const subscribed = await fetch(`${origin}/educational/api/tournaments/1/subscription`, { method: 'POST', headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(subscribed.status).toBe(201);

    first.child.kill('SIGKILL');
    await first.exited;

    const second = launch(dataDir, port);
    running.push(second);
    await ready(second);
    expect((await signIn(origin, 'aluno@example.com', 'Duravel123')).access_token).toBeTruthy();
    await expect(signIn(origin, 'aluno@example.com', 'Demo1234')).rejects.toThrow(/401/);
    // Tokens signed before the crash still verify: the signing key lives in the database too.
    expect((await fetch(`${origin}/records/api/user/profile`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(200);
    const kept = await fetch(`${origin}/educational/api/tournaments/1/subscription`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(kept.status).toBe(200);
    expect(((await kept.json()) as { status: string }).status).toBe('COMPLETED');

    const intruder = launch(dataDir, await freePort());
    running.push(intruder);
    expect(await intruder.exited).toBe(1);
    expect(intruder.output()).toContain(`The data folder ${dataDir} is already in use by another server process (pid ${second.child.pid})`);
    // The refused process left the running one alone.
    expect((await fetch(`${origin}/records/api/public/states/1/cities`)).status).toBe(200);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);
});
