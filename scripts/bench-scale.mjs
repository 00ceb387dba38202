// Scale bench (`npm run bench -- scale`): several app servers on one PostgreSQL behind a
// round-robin load balancer (scripts/scale/proxy.mjs), under a mix of what signed-in students do.
//
// 1. Scale: 1, then 2, then 3 servers; for each, a measured window of BENCH_SCALE_SECONDS (20 s)
//    of sign-ins (the browser's authorization code + PKCE flow through the login form), refreshes,
//    /home's API calls, the tournaments page, the notification panel and solo subscriptions.
//    Prints req/s overall and per kind, p50/p99, errors, and the CPU time of each process group
//    (servers, PostgreSQL, proxy, load generator, anything else), then the 3-vs-1 ratio. The ratio
//    is a figure, not a test: on a small machine all of them share the same cores.
// 2. Fault: under that load plus writes (subscriptions, team invitation accepts, activation-code
//    redemptions, reports), one of 3 servers is killed (kill -9). The proxy re-sends reads and
//    requests that never reached a server, never a write that did. Afterwards PostgreSQL is read:
//    every acknowledged write is there exactly once, none twice, and sessions signed in through
//    the killed server go on (API and refresh) on the others.
// 3. Key rotation: the three steps of docs/operations.md (add, promote, retire), each a rolling
//    restart of the 3 servers with the new SIGNING_KEYS, under load with refreshes. No refresh
//    may fail and no API call may answer 401.
// The bench fails (exit 1) only on a correctness failure: a lost or doubled write, a session that
// did not go on, a failed refresh, sign-in or a 401 during the rotation.
//
// Every student's requests carry their own client address in X-Forwarded-For, as an edge proxy
// in front of the balancer would add it (the servers run with TRUST_PROXY=2): the servers' limits
// per address would otherwise see the whole run as one network.
//
// PostgreSQL: BENCH_DATABASE_URL, else a throwaway Debian cluster (skipped when not installed).
// Settings (environment):
//   BENCH_SCALE_SECONDS (20)         each measured window of the scale part
//   BENCH_SCALE_WARMUP_SECONDS (3)   unmeasured load before each window
//   BENCH_SCALE_VUS (32)             virtual users
//   BENCH_SCALE_FAULT_SECONDS (20)   the fault test's load
//   BENCH_SCALE_TOKEN_TTL (30)       the access tokens' lifetime (ACCESS_TOKEN_TTL_S), which the
//                                    rotation waits out before retiring the old key
//   BENCH_SCALE_DRAIN (0)            1: the bench takes a server out of the proxy's rotation before
//                                    its SIGTERM, as an orchestrator that deregisters it first would;
//                                    0: SIGTERM only, and the server's notice (SHUTDOWN_NOTICE_MS,
//                                    docs/operations.md, Stopping) lets the proxy's readiness probe
//                                    take it out
//   BENCH_SCALE_NOTICE_MS (1000)     the servers' SHUTDOWN_NOTICE_MS; 0 shows what a rolling restart
//                                    does to requests without it
//   BENCH_SCALE_PARTS (scale,fault,rotation)  the parts to run
import { onCleanup, runCleanups } from './scale/cleanup.mjs';
import { api, Client, Recorder, refresh } from './scale/client.mjs';
import { CORES, machineBusySeconds, ownCpuSeconds, processCpuSeconds, treeCpuSeconds } from './scale/cpu.mjs';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';
import { startProxy } from './scale/proxy-control.mjs';
import { fixed, percent, table, verdict, whole } from './scale/report.mjs';
import { buildServer, cookieKey, serverLogProblems, signingKeys, startServer } from './scale/servers.mjs';
import { Crowd, newTally } from './scale/workload.mjs';
import { countWrites, performWrite, prepareWrites, verifyWrites, WRITE_KINDS, WRITE_LABELS } from './scale/writes.mjs';
import { freePort } from './local-server.mjs';

const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 20);
// A few seconds of load before each window, so a server that just started is measured warm, not while its code is still being compiled.
const WARMUP_SECONDS = Number(process.env.BENCH_SCALE_WARMUP_SECONDS ?? 3);
const VUS = Number(process.env.BENCH_SCALE_VUS ?? 32);
const FAULT_SECONDS = Number(process.env.BENCH_SCALE_FAULT_SECONDS ?? 20);
const TOKEN_TTL_S = Number(process.env.BENCH_SCALE_TOKEN_TTL ?? 30);
const DRAIN = process.env.BENCH_SCALE_DRAIN === '1';
const NOTICE_MS = Number(process.env.BENCH_SCALE_NOTICE_MS ?? 1000);
const PARTS = new Set((process.env.BENCH_SCALE_PARTS ?? 'scale,fault,rotation').split(',').map((part) => part.trim()));
const SERVERS = 3;
const SLOTS_PER_VU = 4;
/** The server the fault test kills, and how far into its load. */
const VICTIM = 2;
const KILL_AT = 0.3;
/** The token verifier's clock tolerance (server/http/auth.ts), waited out with the lifetime before retiring a key. */
const CLOCK_TOLERANCE_S = 2;

/** What the virtual users do, by weight: per action, not per request (/home is 9 requests, a sign-in 5). */
const SCALE_MIX = { home: 30, tournaments: 18, notifications: 18, subscription: 12, refresh: 10, signin: 4 };
const FAULT_MIX = { write: 40, home: 25, notifications: 10, tournaments: 10, refresh: 15 };
const ROTATION_MIX = { home: 25, notifications: 15, tournaments: 15, refresh: 30, subscription: 5, signin: 10 };

const pad = (n, width) => String(n).padStart(width, '0');
const emails = (prefix, from, to, width) => Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${pad(from + i, width)}@example.com`);
/** The demo students of the load (server/README.md, Demo accounts); the fault test's writers are kept apart. */
const SCALE_USERS = [...emails('torcida', 1, 400, 4), ...emails('partida', 1, 32, 2), ...emails('reserva', 1, 32, 2)];
const WRITERS = emails('torcida', 401, 520, 4);
const TEAM_LEADERS = emails('reserva', 1, 32, 2);

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const until = (ms) => {
  const end = performance.now() + ms;
  return () => performance.now() >= end;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const kidOf = (token) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()).kid;

const failures = [];
const check = (ok, text) => {
  console.log(`  ${verdict(ok, text)}`);
  if (!ok) failures.push(text);
};

/**
 * What every part shares: the database, the built server, the keys, the proxy, the load
 * generator's client, the running servers by id, and the crowd of signed-in students.
 */
async function setUp() {
  const database = process.env.BENCH_DATABASE_URL ? { url: process.env.BENCH_DATABASE_URL, pid: null, version: '(BENCH_DATABASE_URL)' } : await startThrowawayPostgres({ settings: ['fsync=off', 'max_connections=200'], onStop: onCleanup });
  if (!database) return undefined;
  const proxy = await startProxy();
  const ctx = {
    database,
    proxy,
    build: buildServer(),
    signingKeys: await signingKeys('new'),
    cookieKeys: cookieKey(),
    client: new Client(proxy.origin),
    fleet: new Map(),
    ports: new Map(),
    crowd: undefined,
  };
  ctx.crowd = new Crowd(ctx.client, SCALE_USERS);
  /** Every server shares the database, the public origin (the proxy's: the token issuer) and the keys. */
  ctx.envFor = (keys = ctx.signingKeys) => ({
    DATABASE_URL: database.url,
    PUBLIC_ORIGIN: proxy.origin,
    SIGNING_KEYS: keys,
    COOKIE_KEYS: ctx.cookieKeys,
    ACCESS_TOKEN_TTL_S: String(TOKEN_TTL_S),
    ACCESS_LOG: 'off',
    SEED_DEMO: '1',
    // Two proxies append to X-Forwarded-For: the edge the load generator stands for (each student's own address) and the balancer.
    TRUST_PROXY: '2',
    // The proxy probes /readyz every 200 ms: a second of notice on SIGTERM is five probes.
    SHUTDOWN_NOTICE_MS: String(NOTICE_MS),
    NODE_ENV: '',
    E2E: '',
  });
  /** Starts server `id` (on the port it had, if it ran before), puts it behind the proxy and waits until the proxy sends it traffic. */
  ctx.startServer = async (id) => {
    if (!ctx.ports.has(id)) ctx.ports.set(id, await freePort());
    const server = await startServer(ctx.build, { id, port: ctx.ports.get(id), env: ctx.envFor() });
    ctx.fleet.set(id, server);
    await proxy.setBackends([...ctx.fleet.values()].map((s) => ({ id: s.id, port: s.port })));
    const { waitedMs } = await proxy.waitUp(id);
    return { server, upAfterReadyMs: waitedMs };
  };
  return ctx;
}

/** Sample of the CPU seconds used so far by each process group, and by the whole machine. */
function cpuSample(ctx) {
  const servers = [...ctx.fleet.values()].map((server) => processCpuSeconds(server.pid) ?? 0);
  return {
    at: performance.now(),
    servers,
    postgres: ctx.database.pid ? treeCpuSeconds(ctx.database.pid) : NaN,
    proxy: processCpuSeconds(ctx.proxy.pid),
    loadgen: ownCpuSeconds(),
    machine: machineBusySeconds(),
  };
}

function cpuBetween(before, after) {
  const perServer = after.servers.map((value, i) => value - (before.servers[i] ?? 0));
  const cpu = {
    wall: (after.at - before.at) / 1000,
    perServer,
    servers: perServer.reduce((sum, value) => sum + value, 0),
    postgres: after.postgres - before.postgres,
    proxy: after.proxy - before.proxy,
    loadgen: after.loadgen - before.loadgen,
    machine: after.machine - before.machine,
  };
  cpu.other = cpu.machine - cpu.servers - (Number.isFinite(cpu.postgres) ? cpu.postgres : 0) - cpu.proxy - cpu.loadgen;
  return cpu;
}

// --- 1. Scale -----------------------------------------------------------------------------------

async function scalePart(ctx) {
  console.log(`\n1. Scale: ${SECONDS} s measured per server count (after ${WARMUP_SECONDS} s of the same load unmeasured), ${VUS} virtual users over ${VUS * SLOTS_PER_VU} signed-in students at a time`);
  const { client, crowd, proxy } = ctx;
  const windows = [];
  for (let count = 1; count <= SERVERS; count += 1) {
    if (!ctx.fleet.has(count)) {
      const { server } = await ctx.startServer(count);
      console.log(`  server ${count} ready in ${seconds(server.readyMs)}${count === 1 ? ' (it migrated and seeded the database)' : ''}`);
    }
    if (crowd.slots.length === 0) await prepareCrowd(ctx);
    if (WARMUP_SECONDS > 0) await crowd.run({ vus: VUS, mix: SCALE_MIX, until: until(WARMUP_SECONDS * 1000) });
    await proxy.resetStats();
    const before = cpuSample(ctx);
    client.recorder = new Recorder();
    const tally = await crowd.run({ vus: VUS, mix: SCALE_MIX, until: until(SECONDS * 1000) });
    const summary = client.recorder.end().summary();
    client.recorder = undefined;
    const cpu = cpuBetween(before, cpuSample(ctx));
    const stats = await proxy.stats();
    windows.push({ count, summary, cpu, tally, served: stats.backends.map((backend) => backend.served) });
    console.log(`  ${count} server${count > 1 ? 's' : ''}: ${whole(summary.total.rps)} req/s, p50 ${fixed(summary.total.p50)} ms, p99 ${fixed(summary.total.p99)} ms, ${summary.total.errors} errors`);
  }
  printScale(windows);
}

async function prepareCrowd(ctx) {
  const t0 = performance.now();
  await ctx.crowd.prepare(VUS * SLOTS_PER_VU);
  console.log(`  ${VUS * SLOTS_PER_VU} students signed in in ${seconds(performance.now() - t0)}`);
}

function printScale(windows) {
  console.log('\n  Throughput and latency (every request of the mix), and the CPU time of each process group over the window, with its share of all the cores');
  const cpuCell = (seconds, capacity) => (Number.isFinite(seconds) ? `${fixed(Math.max(0, seconds))} s ${percent(Math.max(0, seconds), capacity).padStart(4)}` : 'n/a');
  console.log(
    table(
      ['servers', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'CPU ms/req', 'servers', 'postgres', 'proxy', 'load gen', 'other', 'idle', 'each server, of one core'],
      windows.map(({ count, summary, cpu }) => {
        const capacity = cpu.wall * CORES;
        return [count, whole(summary.total.rps), fixed(summary.total.p50), fixed(summary.total.p99), summary.total.errors, fixed(costPerRequest(cpu, summary).total, 2), cpuCell(cpu.servers, capacity), cpuCell(cpu.postgres, capacity), cpuCell(cpu.proxy, capacity), cpuCell(cpu.loadgen, capacity), cpuCell(cpu.other, capacity), cpuCell(capacity - cpu.machine, capacity), cpu.perServer.map((s) => percent(s, cpu.wall)).join(' / ')];
      }),
    ),
  );
  console.log(`  ("CPU ms/req": the servers', PostgreSQL's, the proxy's and the load generator's CPU time per request; "other": the rest of the machine; the window is ${SECONDS} s on ${CORES} cores.)`);
  const kinds = [...new Set(windows.flatMap((w) => w.summary.rows.map((row) => row.kind)))];
  const rowOf = (w, kind) => w.summary.rows.find((r) => r.kind === kind);
  console.log('\n  Per kind of request (a sign-in is 5 requests, /home 9, the tournaments page 3, the notification panel 2; a subscription reads the event first)');
  console.log(
    table(
      ['kind', ...windows.flatMap((w) => [`${w.count}: req/s`, 'p50/p99 ms', 'errors'])],
      kinds.map((kind) => [
        kind,
        ...windows.flatMap((w) => {
          const row = rowOf(w, kind);
          return row ? [whole(row.rps), `${fixed(row.p50)}/${fixed(row.p99)}`, row.errors] : ['—', '—', '—'];
        }),
      ]),
    ),
  );
  for (const w of windows) for (const kind of kinds) if (rowOf(w, kind)?.statuses) console.log(`  ${w.count} server(s), ${kind}: errors ${rowOf(w, kind).statuses} (0: no answer)`);
  console.log('\n  Actions');
  console.log(
    table(
      ['servers', 'sign-ins', 'refreshes', 'subscribed', 'cancelled', 'requests per server (proxy)'],
      windows.map((w) => [w.count, w.tally.signIns, w.tally.refreshes, w.tally.subscribed, w.tally.unsubscribed, w.served.join(' / ')]),
    ),
  );
  for (const w of windows) for (const failure of w.tally.failures.slice(0, 5)) console.log(`  ! ${w.count} server(s): ${failure}`);
  const one = windows[0];
  const last = windows[windows.length - 1];
  const capacity = last.cpu.wall * CORES;
  const busy = last.cpu.machine / capacity;
  const shares = `servers ${percent(last.cpu.servers, capacity)}, PostgreSQL ${percent(last.cpu.postgres, capacity)}, proxy ${percent(last.cpu.proxy, capacity)}, load generator ${percent(last.cpu.loadgen, capacity)}, other ${percent(Math.max(0, last.cpu.other), capacity)}`;
  console.log('');
  for (const w of windows.slice(1, -1)) console.log(`  ${w.count} servers: ${fixed(w.summary.total.rps / one.summary.total.rps, 2)}× one server`);
  // Other work on the machine (tests, builds) takes cores from some windows and not others: req/s scaled to the whole machine is an estimate of each window without it.
  const available = (w) => Math.min(1, Math.max(0.05, 1 - Math.max(0, w.cpu.other) / (w.cpu.wall * CORES)));
  const adjusted = windows.map((w) => w.summary.total.rps / available(w));
  if (windows.some((w) => available(w) < 0.9)) {
    console.log(`  Other work took ${windows.map((w) => percent(1 - available(w), 1)).join(' / ')} of the cores in these windows; req/s as if the bench had had the whole machine: ${adjusted.map(whole).join(' / ')} (${fixed(adjusted[adjusted.length - 1] / adjusted[0], 2)}× for ${last.count} vs 1; an estimate)`);
  }
  const ratio = last.summary.total.rps / one.summary.total.rps;
  const why = ratio >= 2.2 ? 'met' : busy >= 0.9 ? `not met: CPU-bound, the ${CORES} cores were ${percent(busy, 1)} busy: ${shares}` : `not met with the cores ${percent(busy, 1)} busy: ${shares}`;
  console.log(`  RATIO  ${last.count} servers: ${fixed(ratio, 2)}× one server (target 2.2×: ${why})`);
  // What a request costs in CPU, measured with one server. One server's JavaScript runs on one
  // core, which bounds it; all the processes together are bounded by the machine's cores.
  const cost = costPerRequest(one.cpu, one.summary);
  const serverLimit = 1000 / cost.servers;
  const machineLimit = (CORES * 1000) / cost.total;
  console.log(`  Where the time goes: with one server a request cost ${fixed(cost.total, 2)} ms of CPU (server ${fixed(cost.servers, 2)}, PostgreSQL ${fixed(cost.postgres, 2)}, proxy ${fixed(cost.proxy, 2)}, load generator ${fixed(cost.loadgen, 2)}).`);
  console.log(`  One server is bound by its core: ~${whole(serverLimit)} req/s; the ${CORES} cores by all of it: ~${whole(machineLimit)} req/s however many servers there are (${fixed(machineLimit / serverLimit, 2)}× one saturated server).`);
  console.log(`  2.2× one saturated server (~${whole(2.2 * serverLimit)} req/s) needs ~${fixed((2.2 * serverLimit * cost.total) / 1000, 1)} cores at this cost per request.`);
}

/** CPU milliseconds per answered request, per process group and in all (what runs the bench, not the rest of the machine). */
function costPerRequest(cpu, summary) {
  const per = (seconds) => (Number.isFinite(seconds) ? (seconds * 1000) / summary.total.requests : 0);
  const cost = { servers: per(cpu.servers), postgres: per(cpu.postgres), proxy: per(cpu.proxy), loadgen: per(cpu.loadgen) };
  cost.total = cost.servers + cost.postgres + cost.proxy + cost.loadgen;
  return cost;
}

// --- 2. Fault: kill -9 one of 3 servers under load with writes -----------------------------------

async function faultPart(ctx) {
  const { client, crowd, proxy, database } = ctx;
  console.log(`\n2. Fault: ${FAULT_SECONDS} s of load with writes on ${SERVERS} servers; server ${VICTIM} is killed (kill -9) after ${seconds(FAULT_SECONDS * KILL_AT * 1000)}`);
  const tag = Date.now().toString(36).toUpperCase();
  const { users: writers, tasks } = await prepareWrites(database.url, { candidates: WRITERS, leaders: TEAM_LEADERS, tag });
  console.log(`  prepared in PostgreSQL for ${writers.length} students: ${WRITE_KINDS.map((kind) => `${tasks.filter((task) => task.kind === kind).length} ${WRITE_LABELS[kind]}`).join(', ')}`);
  if (writers.length === 0) {
    check(false, 'no demo student is left who can make the writes (BENCH_DATABASE_URL used by earlier runs?)');
    return;
  }
  const writerCrowd = new Crowd(client, writers.map((user) => user.email));
  await writerCrowd.prepare(writers.length);
  const viaVictim = writerCrowd.slots.filter((slot) => slot.session.signedInVia === String(VICTIM)).map((slot) => slot.session);
  console.log(`  ${writers.length} writers signed in, ${viaVictim.length} of them through server ${VICTIM}`);
  // Each writer sends their writes one after another, in their own order, each once.
  const queues = new Map();
  for (const task of tasks) queues.set(task.user.email, [...(queues.get(task.user.email) ?? []), task]);
  const write = async (session) => {
    const task = queues.get(session.email)?.shift();
    if (task) await performWrite(client, session, task);
  };

  const committedBefore = await countWrites(database.url, tasks);
  await proxy.resetStats();
  client.recorder = new Recorder();
  const end = until(FAULT_SECONDS * 1000);
  const readerTally = newTally();
  const writerTally = newTally();
  const load = Promise.all([
    crowd.run({ vus: Math.max(1, Math.floor(VUS / 2)), mix: SCALE_MIX, until: end, tally: readerTally }),
    writerCrowd.run({ vus: Math.max(1, Math.min(Math.floor(VUS / 2), writers.length)), mix: FAULT_MIX, until: end, tally: writerTally, extra: { write }, replaceSessions: false }),
  ]);
  // The fault comes at a point of the load's schedule, once a write is in flight to that server (or a few seconds later without one).
  await sleep(FAULT_SECONDS * KILL_AT * 1000);
  const victimNow = async () => (await proxy.stats()).backends.find((backend) => backend.id === VICTIM);
  const waitForWrite = until(3_000);
  let atKill = await victimNow();
  while (atKill.writesInFlight === 0 && !waitForWrite()) atKill = await victimNow();
  await proxy.note(VICTIM, 'signalled: kill -9');
  const killedAt = performance.now();
  await ctx.fleet.get(VICTIM).kill();
  let markedDownMs = NaN;
  while (performance.now() - killedAt < 10_000) {
    if (!(await victimNow()).up) {
      markedDownMs = performance.now() - killedAt;
      break;
    }
  }
  await load;
  const summary = client.recorder.end().summary();
  client.recorder = undefined;
  const proxyStats = await proxy.stats();

  const continuity = await checkContinuity(client, viaVictim);
  const committedAfter = await countWrites(database.url, tasks);
  const { figures, problems } = await verifyWrites(database.url, tasks);

  // The killed server comes back: started again on its port, the proxy's probe puts it back in rotation.
  const restartedAt = performance.now();
  const { upAfterReadyMs } = await ctx.startServer(VICTIM);
  const restartMs = performance.now() - restartedAt;
  await proxy.resetStats();
  await crowd.run({ vus: VUS, mix: SCALE_MIX, until: until(3_000) });
  const backStats = await proxy.stats();

  const c = proxyStats.counters;
  console.log(`  load: ${whole(summary.total.rps)} req/s over ${fixed(summary.seconds)} s, ${summary.total.requests} requests, p99 ${fixed(summary.total.p99)} ms, ${summary.total.errors} not answered as expected${summary.total.statuses ? ` (${summary.total.statuses}; 0: no answer)` : ''}`);
  console.log(`  kill -9 of server ${VICTIM} with ${atKill.inFlight} requests in flight to it (${atKill.writesInFlight} of them not safe to repeat), as the proxy last saw; it had marked the server down ${fixed(markedDownMs)} ms after the kill`);
  console.log(`  proxy: ${c.retriedRead} reads re-sent to another server after their connection died, ${c.retriedNotSent} requests re-sent after a refused connection (they never reached a server), ${c.noAnswer} writes answered 502 no-answer (not re-sent), ${c.brokenAnswers} answers cut, ${c.noBackend} with no server up`);
  for (const note of noAnswerNotes(proxyStats).slice(0, 4)) console.log(`  · ${note}`);
  const resent = new Map();
  for (const entry of proxyStats.log.filter((e) => e.what.startsWith('re-sent'))) {
    const path = entry.what.replace(/^re-sent (\S+ \S+) elsewhere.*$/, '$1').replace(/\/[A-Za-z0-9_-]{20,}|\/\d+/g, '/…');
    resent.set(path, (resent.get(path) ?? 0) + 1);
  }
  if (resent.size > 0) console.log(`  · reads re-sent: ${[...resent].map(([path, n]) => `${path} ×${n}`).join(', ')}`);
  console.log(`  refreshes: ${writerTally.refreshes + readerTally.refreshes}, of which ${writerTally.refreshNoAnswer + readerTally.refreshNoAnswer} got no answer (the next one sent the same refresh token again); sessions ended: ${writerTally.sessionsEnded + readerTally.sessionsEnded}; sign-ins failed: ${readerTally.signInFailures}`);
  for (const failure of [...writerTally.failures, ...readerTally.failures].slice(0, 8)) console.log(`  · ${failure}`);
  console.log(
    table(
      ['writes', 'sent', '2xx', 'refused', 'no answer', 'not sent', 'in DB before → after', '2xx in DB once', 'no-answer in DB', 'lost', 'doubled', 'refused yet in DB'],
      WRITE_KINDS.map((kind) => {
        const f = figures[kind];
        return [WRITE_LABELS[kind], f.sent, f.ack, f.refused, f.noAnswer, f.notSent, `${committedBefore[kind]} → ${committedAfter[kind]}`, `${f.ackPresentOnce}/${f.ack}`, `${f.noAnswerPresent}/${f.noAnswer}`, f.lost, f.doubled, f.refusedButPresent];
      }),
    ),
  );
  console.log('  ("not sent": the load ended before that writer got to it; "in DB before → after": rows of these writes in PostgreSQL around the load.)');
  for (const kind of WRITE_KINDS) if (figures[kind].refusals.size > 0) console.log(`  refusals of ${WRITE_LABELS[kind]}: ${[...figures[kind].refusals].map(([reason, n]) => `${reason} ×${n}`).join(', ')}`);
  for (const { problem, task } of problems.slice(0, 10)) console.log(`  ! ${task.kind} of ${task.user.email}: ${problem} (client saw ${task.outcome ?? 'nothing'} ${task.status ?? ''}, server ${task.backend ?? '?'}, ${task.rows} rows)`);
  const total = (key) => WRITE_KINDS.reduce((sum, kind) => sum + figures[kind][key], 0);
  check(total('lost') === 0, `every acknowledged write is in PostgreSQL once (${total('ackPresentOnce')} of ${total('ack')}; lost: ${total('lost')})`);
  check(total('doubled') === 0, `no write is there twice (doubled: ${total('doubled')})`);
  check(problems.every((p) => p.problem !== 'refused but present' && p.problem !== 'present though never sent'), `no refused or unsent write is there (${problems.filter((p) => p.problem === 'refused but present' || p.problem === 'present though never sent').length})`);
  const committed = WRITE_KINDS.reduce((sum, kind) => sum + committedAfter[kind] - committedBefore[kind], 0);
  const expected = total('ack') + total('noAnswerPresent');
  check(committed === expected, `the load committed ${committed} of these writes: the ${total('ack')} acknowledged and ${total('noAnswerPresent')} of the ${total('noAnswer')} unanswered`);
  console.log(`  sessions signed in through server ${VICTIM}: ${viaVictim.length}; checked while it was down: ${continuity.checked}, went on (API with their token, refresh, API with the new token): ${continuity.continued}; ended by a refresh whose answer died with the server (the refresh token had rotated, the client never saw the new one): ${continuity.lostToUnansweredRefresh}`);
  for (const line of continuity.failed.slice(0, 5)) console.log(`  ! ${line}`);
  check(continuity.checked > 0 && continuity.failed.length === 0, `sessions signed in through the killed server go on on the others (${continuity.continued}/${continuity.checked})`);
  const back = backStats.backends.find((backend) => backend.id === VICTIM);
  const all = backStats.backends.reduce((sum, backend) => sum + backend.served, 0);
  console.log(`  server ${VICTIM} started again: ready and back in the proxy's rotation ${seconds(restartMs)} after its start (${upAfterReadyMs} ms after its /readyz said 200: the probe's turn); it then served ${back?.served ?? 0} of ${all} requests in 3 s`);
}

/** For each session signed in through the killed server, with it still down: the API with its access token, a refresh, and the API with the new token. */
async function checkContinuity(client, sessions) {
  const result = { checked: 0, continued: 0, lostToUnansweredRefresh: 0, failed: [] };
  for (const session of sessions) {
    if (session.ended?.afterUnanswered) {
      result.lostToUnansweredRefresh += 1;
      continue;
    }
    result.checked += 1;
    if (session.ended) {
      result.failed.push(`${session.email}: its refresh was refused during the load (${session.ended.status})`);
      continue;
    }
    const before = await api(client, 'continuity', session, 'GET', '/records/api/user/profile');
    const renewed = await refresh(client, session, 'continuity');
    const after = renewed.status === 200 ? await api(client, 'continuity', session, 'GET', '/records/api/user/profile') : { status: 'not tried' };
    if (before.status === 200 && renewed.status === 200 && after.status === 200) result.continued += 1;
    else result.failed.push(`${session.email}: API ${before.status}, refresh ${renewed.status}, API after the refresh ${after.status}`);
  }
  return result;
}

/** The proxy's "no answer" notes, each timed against the signal the bench last sent that server. */
function noAnswerNotes(stats) {
  return stats.log
    .filter((entry) => entry.what.startsWith('no answer'))
    .map((entry) => {
      const signal = stats.log.filter((other) => other.backend === entry.backend && other.at <= entry.at && other.what.startsWith('signalled')).pop();
      return `server ${entry.backend}: ${entry.what}${signal ? `, ${entry.at - signal.at} ms after it was sent ${signal.what.replace('signalled: ', '')}` : ''}`;
    });
}

// --- 3. Key rotation under load ------------------------------------------------------------------

async function rotationPart(ctx) {
  const { client, crowd, proxy } = ctx;
  console.log(`\n3. Key rotation (docs/operations.md, Rotating the signing keys) under load: at each step the ${SERVERS} servers restart one by one (${DRAIN ? "out of the proxy's rotation, " : ''}SIGTERM, exit, start with the new SIGNING_KEYS, /readyz)`);
  const live = () => crowd.slots.filter((slot) => slot.session && !slot.session.ended).map((slot) => slot.session);
  const oldKid = kidOf(live()[0].accessToken);
  const tally = newTally();
  await proxy.resetStats();
  client.recorder = new Recorder();
  let rotating = true;
  const load = crowd.run({ vus: VUS, mix: ROTATION_MIX, until: () => !rotating, tally });
  const steps = [];
  let promotedAt = 0;
  for (const step of ['add', 'promote', 'retire']) {
    if (step === 'retire') {
      // Tokens signed by the old key must have expired everywhere before it goes: the lifetime and the verifier's tolerance after the last promoted server.
      const waitMs = promotedAt + (TOKEN_TTL_S + CLOCK_TOLERANCE_S + 1) * 1000 - performance.now();
      if (waitMs > 0) await sleep(waitMs);
    }
    ctx.signingKeys = await signingKeys(step, ctx.signingKeys);
    const restarts = [];
    for (const id of [...ctx.fleet.keys()].sort()) restarts.push(await rollingRestart(ctx, id));
    if (step === 'promote') promotedAt = performance.now();
    const kids = new Map();
    for (const session of live()) kids.set(kidOf(session.accessToken), (kids.get(kidOf(session.accessToken)) ?? 0) + 1);
    steps.push({ step, keys: JSON.parse(ctx.signingKeys).keys.map((key) => key.kid), restarts, kids });
  }
  // A few more seconds on the retired set: the remaining key's tokens verify everywhere.
  await sleep(3_000);
  rotating = false;
  await load;
  const summary = client.recorder.end().summary();
  client.recorder = undefined;
  const proxyStats = await proxy.stats();
  const jwks = JSON.parse((await client.request('jwks', 'GET', '/realms/plataforma/protocol/openid-connect/certs')).body).keys.map((key) => key.kid);

  const name = (kid) => (kid === oldKid ? 'old' : 'new');
  for (const { step, keys, restarts, kids } of steps) {
    console.log(`  ${step.padEnd(7)} SIGNING_KEYS [${keys.map(name).join(', ')}]; the live sessions' access tokens are then signed by: ${[...kids].map(([kid, n]) => `${name(kid)} ${n}`).join(', ')}`);
    console.log(`          ${restarts.map((r) => `#${r.id} ${seconds(r.totalMs)} (drain ${r.drainMs} ms, stop ${seconds(r.stopMs)} exit ${r.exit}, start ${seconds(r.startMs)})`).join('; ')}`);
  }
  const total = summary.total;
  console.log(`  load: ${whole(total.rps)} req/s over ${fixed(summary.seconds)} s, ${total.requests} requests, ${total.errors} not answered as expected${total.statuses ? ` (${total.statuses})` : ''}; ${tally.signIns} sign-ins, ${tally.refreshes} refreshes`);
  const c = proxyStats.counters;
  console.log(`  proxy: ${c.retriedRead} reads re-sent to another server after their connection died, ${c.retriedNotSent} requests re-sent after a refused connection, ${c.noAnswer} writes answered 502 no-answer, ${c.noBackend} with no server up`);
  for (const note of noAnswerNotes(proxyStats).slice(0, 8)) console.log(`  · ${note}`);
  for (const failure of tally.failures.slice(0, 8)) console.log(`  ! ${failure}`);
  check(tally.refreshFailures === 0, `refreshes during the rotation: ${tally.refreshes}, failed: ${tally.refreshFailures} (${tally.refreshNoAnswer} without an answer)`);
  check(tally.unauthorized === 0, `API calls answered 401 during the rotation: ${tally.unauthorized}`);
  check(tally.signInFailures === 0, `sign-ins during the rotation: ${tally.signIns}, failed: ${tally.signInFailures}`);
  check(jwks.length === 1 && jwks[0] !== oldKid, `after retire the token server publishes only the new key (${jwks.map(name).join(', ')})`);
}

/** One server's turn of a rolling restart: out of rotation, SIGTERM, its exit, the new start, /readyz, back in rotation. */
async function rollingRestart(ctx, id) {
  const { proxy } = ctx;
  const server = ctx.fleet.get(id);
  const t0 = performance.now();
  const drained = DRAIN ? await proxy.drain(id) : { waitedMs: 0 };
  await proxy.note(id, 'signalled: SIGTERM');
  const t1 = performance.now();
  const status = await server.stop();
  const stopMs = performance.now() - t1;
  const fresh = await startServer(ctx.build, { id, port: server.port, env: ctx.envFor() });
  ctx.fleet.set(id, fresh);
  if (DRAIN) await proxy.undrain(id);
  await proxy.waitUp(id);
  return { id, drainMs: drained.waitedMs, stopMs, exit: status.code ?? status.signal, startMs: fresh.readyMs, totalMs: performance.now() - t0 };
}

// --- The run -------------------------------------------------------------------------------------

function printServerLogs(ctx) {
  const problems = serverLogProblems(ctx.build);
  if (problems.length === 0) return;
  const counted = new Map();
  for (const line of problems) {
    const key = line.replace(/^server-\d+-\d+\.log: /, '').replace(/\d{3,}/g, 'N').slice(0, 200);
    counted.set(key, (counted.get(key) ?? 0) + 1);
  }
  console.log(`\nServers' standard error: ${problems.length} lines besides the start-up banner; the most frequent:`);
  for (const [line, n] of [...counted].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`  ${String(n).padStart(5)}× ${line}`);
}

async function main() {
  console.log(`Machine: ${CORES} cores, shared by the servers, PostgreSQL, the proxy and the load generator; ${VUS} virtual users`);
  const ctx = await setUp();
  if (!ctx) {
    console.log('PostgreSQL: skipped (set BENCH_DATABASE_URL or install Debian postgresql)');
    return 0;
  }
  console.log(`PostgreSQL ${ctx.database.version}${ctx.database.pid ? ', a throwaway cluster with fsync off' : ''}; access tokens live ${TOKEN_TTL_S} s`);
  try {
    if (PARTS.has('scale')) await scalePart(ctx);
    // The other parts run on 3 servers and the signed-in crowd, which the scale part leaves behind.
    for (let id = 1; id <= SERVERS; id += 1) if (!ctx.fleet.has(id)) await ctx.startServer(id);
    if (ctx.crowd.slots.length === 0) await prepareCrowd(ctx);
    if (PARTS.has('fault')) await faultPart(ctx);
    if (PARTS.has('rotation')) await rotationPart(ctx);
  } finally {
    ctx.client.close();
    printServerLogs(ctx);
  }
  console.log(`\n${failures.length === 0 ? 'All correctness checks passed.' : `FAILED: ${failures.join('; ')}`}`);
  return failures.length === 0 ? 0 : 1;
}

let code = 1;
try {
  code = await main();
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  runCleanups();
}
process.exit(code);
