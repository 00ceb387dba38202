// Starts the load balancer (scripts/scale/proxy.mjs) as a child process and talks to it over IPC.
import { fork } from 'node:child_process';
import { onCleanup } from './cleanup.mjs';

const PROXY = new URL('./proxy.mjs', import.meta.url).pathname;

/** The running proxy: its origin and pid, and one async method per control operation. */
export async function startProxy() {
  const child = fork(PROXY, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const kill = onCleanup(() => child.kill('SIGKILL'));
  const pending = new Map();
  let seq = 0;
  const port = await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the proxy exited with ${code}`)));
    child.on('message', (message) => {
      if (message.listening) return resolve(message.listening);
      const waiting = pending.get(message.seq);
      if (!waiting) return;
      pending.delete(message.seq);
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(new Error(message.error));
    });
  });
  const call = (op, args = {}) =>
    new Promise((resolve, reject) => {
      seq += 1;
      pending.set(seq, { resolve, reject });
      child.send({ seq, op, ...args });
    });
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    /** [{id, port}]: the servers behind it. */
    setBackends: (list) => call('set', { list }),
    drain: (backend, timeoutMs) => call('drain', { backend, timeoutMs }),
    undrain: (backend) => call('undrain', { backend }),
    waitUp: (backend, timeoutMs) => call('waitUp', { backend, timeoutMs }),
    note: (backend, what) => call('note', { backend, what }),
    stats: () => call('stats'),
    resetStats: () => call('resetStats'),
    stop: kill,
  };
}
