// A small round-robin HTTP load balancer in front of the app servers, run as its own process
// (scripts/scale/proxy-control.mjs forks it) so its CPU time shows on its own line.
//
// What it promises, and what the scale bench checks:
// - It sends a request only to a server it believes is up: one whose GET /readyz answered 200
//   at the last probe (every PROBE_MS), that has not failed a connection since, and that the
//   bench has not taken out of rotation ("drain") before stopping it.
// - A request whose connection to a server failed before anything was sent (the server refused
//   the connection: it stopped, or was killed) is safe to send to another server, whatever its
//   method. A GET or HEAD whose connection died after it was sent is sent again to another server
//   too: reading twice changes nothing (but for the token server's resume of a sign-in, a GET
//   that uses up its interaction: NOT_REPEATABLE). Any other request whose connection died after it was
//   sent is NOT sent again (the server may have committed it): the client gets 502 with
//   `X-Proxy-Outcome: no-answer`, the answer the proxy never got.
// - Connections to a server are kept alive and closed by the proxy after IDLE_SOCKET_MS idle,
//   well before the server's own keep-alive timeout, so the proxy never writes a request onto a
//   connection the server is closing for being idle.
// - A server whose connection failed is marked down at once; the probe brings it back.
// Every answer carries `X-Backend: <id>`, so the bench knows which server answered.
//
// Control from the parent over IPC: {seq, op, ...} → {seq, ok, result | error}; ops below.
import http from 'node:http';

const PROBE_MS = Number(process.env.PROXY_PROBE_MS ?? 200);
const PROBE_TIMEOUT_MS = 1_000;
/** How long a request waits for some server to be up before the proxy answers 503. */
const WAIT_FOR_BACKEND_MS = 10_000;
const UPSTREAM_TIMEOUT_MS = 30_000;
/** Connections per server; more requests queue in the proxy. */
const SOCKETS_PER_BACKEND = 48;
/** Idle connections are closed well before the server's own keep-alive timeout (10 s), so the proxy never reuses one the server is closing. */
const IDLE_SOCKET_MS = 4_000;
const SAFE_TO_REPEAT = new Set(['GET', 'HEAD']);
/**
 * GETs that change something, so never sent twice: the token server's resume of a sign-in
 * (`…/auth/<uid>`) uses up its interaction (docs/operations.md, Several servers).
 */
const NOT_REPEATABLE = /^\/realms\/[^/]+\/protocol\/openid-connect\/auth\/[^/?]+/;
const repeatable = (req) => SAFE_TO_REPEAT.has(req.method) && !NOT_REPEATABLE.test(req.url);
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade', 'proxy-authenticate', 'proxy-authorization']);

/** The servers behind the proxy, by id. */
const backends = new Map();
let cursor = 0;
/** Requests waiting for a server to come up. */
let waiters = [];
const counters = newCounters();
const log = [];
const started = performance.now();
const now = () => Math.round(performance.now() - started);

function newCounters() {
  return { requests: 0, answered: 0, retriedRead: 0, retriedNotSent: 0, noAnswer: 0, noBackend: 0, brokenAnswers: 0 };
}

function newBackend(id, port) {
  return {
    id,
    port,
    agent: new http.Agent({ keepAlive: true, maxSockets: SOCKETS_PER_BACKEND, maxFreeSockets: SOCKETS_PER_BACKEND, timeout: IDLE_SOCKET_MS, scheduling: 'lifo' }),
    up: false,
    drained: false,
    inFlight: 0,
    /** Requests in flight that are not safe to repeat (the fault test kills a server while some are). */
    writesInFlight: 0,
    served: 0,
    connectionErrors: 0,
    probing: false,
    idle: [],
  };
}

function note(backend, what) {
  log.push({ at: now(), backend: backend.id, what });
  if (log.length > 500) log.shift();
}

function wakeWaiters() {
  const waiting = waiters;
  waiters = [];
  for (const wake of waiting) wake();
}

/** Closes the idle keep-alive connections to a server (in-flight requests keep theirs). */
function dropIdleSockets(backend) {
  for (const sockets of Object.values(backend.agent.freeSockets)) for (const socket of [...sockets]) socket.destroy();
}

function setUp(backend, up, why) {
  if (backend.up === up) return;
  backend.up = up;
  note(backend, up ? 'up' : `down (${why})`);
  if (up) wakeWaiters();
  else dropIdleSockets(backend);
}

const pickable = (backend) => backend.up && !backend.drained;

/** The next server in turn that is up and not yet tried for this request. */
function next(tried) {
  const list = [...backends.values()];
  for (let i = 0; i < list.length; i += 1) {
    const backend = list[(cursor + i) % list.length];
    if (pickable(backend) && !tried.has(backend.id)) {
      cursor = (cursor + i + 1) % list.length;
      return backend;
    }
  }
  return undefined;
}

/** Waits until a server not yet tried is up, or answers undefined after WAIT_FOR_BACKEND_MS (or when every server was tried). */
async function pick(tried) {
  const deadline = performance.now() + WAIT_FOR_BACKEND_MS;
  for (;;) {
    const backend = next(tried);
    if (backend) return backend;
    if ([...backends.keys()].every((id) => tried.has(id))) return undefined;
    const left = deadline - performance.now();
    if (left <= 0) return undefined;
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.min(left, PROBE_MS));
      waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

function upstreamHeaders(req, body) {
  const headers = {};
  for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && name !== 'content-length') headers[name] = value;
  // The proxy appends the address it saw, as a load balancer does (the servers' TRUST_PROXY counts it).
  const client = req.socket.remoteAddress ?? '';
  headers['x-forwarded-for'] = req.headers['x-forwarded-for'] ? `${req.headers['x-forwarded-for']}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  headers['x-forwarded-host'] = req.headers.host ?? '';
  if (body.length > 0 || !SAFE_TO_REPEAT.has(req.method)) headers['content-length'] = String(body.length);
  return headers;
}

/**
 * Sends one request to one server. Resolves {answered: true} once the answer went to the
 * client (or broke on its way, which nobody can repair), else {answered: false, sent, error}:
 * `sent` is false only when no connection was ever made, so the server cannot have seen it.
 */
function forward(backend, req, res, body) {
  return new Promise((resolve) => {
    const write = !repeatable(req);
    backend.inFlight += 1;
    if (write) backend.writesInFlight += 1;
    let sent = false;
    let settled = false;
    const settle = (outcome) => {
      if (settled) return;
      settled = true;
      backend.inFlight -= 1;
      if (write) backend.writesInFlight -= 1;
      if (backend.inFlight === 0) for (const resolveIdle of backend.idle.splice(0)) resolveIdle();
      resolve(outcome);
    };
    const upstream = http.request({ host: '127.0.0.1', port: backend.port, method: req.method, path: req.url, headers: upstreamHeaders(req, body), agent: backend.agent });
    upstream.setTimeout(UPSTREAM_TIMEOUT_MS, () => upstream.destroy(Object.assign(new Error('upstream timeout'), { code: 'ETIMEDOUT' })));
    upstream.on('socket', (socket) => {
      // A kept-alive connection is already open: what is written now reaches the server.
      if (socket.connecting) socket.once('connect', () => (sent = true));
      else sent = true;
    });
    upstream.on('response', (answer) => {
      const headers = {};
      for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
      headers['x-backend'] = String(backend.id);
      res.writeHead(answer.statusCode, headers);
      answer.pipe(res);
      // A cut answer also errors; 'close' below handles it.
      answer.on('error', () => {});
      answer.on('close', () => {
        if (answer.complete) {
          backend.served += 1;
          counters.answered += 1;
        } else {
          // The server died while answering: the client sees a cut answer, as it would from the server itself.
          counters.brokenAnswers += 1;
          res.destroy();
        }
        settle({ answered: true });
      });
    });
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy();
        settle({ answered: true });
        return;
      }
      settle({ answered: false, sent, error, reusedSocket: upstream.reusedSocket });
    });
    upstream.end(body);
  });
}

function reply(res, status, outcome, text) {
  if (res.headersSent) return res.destroy();
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'x-proxy-outcome': outcome });
  res.end(text);
}

const server = http.createServer({ keepAliveTimeout: 30_000 }, async (req, res) => {
  counters.requests += 1;
  const chunks = [];
  try {
    for await (const chunk of req) chunks.push(chunk);
  } catch {
    return res.destroy();
  }
  const body = Buffer.concat(chunks);
  const tried = new Set();
  for (;;) {
    const backend = await pick(tried);
    if (!backend) {
      counters.noBackend += 1;
      return reply(res, 503, 'no-backend', 'no server is up');
    }
    tried.add(backend.id);
    const outcome = await forward(backend, req, res, body);
    if (outcome.answered) return;
    backend.connectionErrors += 1;
    setUp(backend, false, outcome.error.code ?? outcome.error.message);
    if (!outcome.sent) counters.retriedNotSent += 1;
    else if (repeatable(req)) {
      counters.retriedRead += 1;
      note(backend, `re-sent ${req.method} ${req.url.split('?')[0]} elsewhere: ${outcome.error.code ?? outcome.error.message}`);
    } else {
      counters.noAnswer += 1;
      note(backend, `no answer to ${req.method} ${req.url.split('?')[0]}: ${outcome.error.code ?? outcome.error.message} on a ${outcome.reusedSocket ? 'kept-alive' : 'new'} connection`);
      return reply(res, 502, 'no-answer', `the server's connection died after the request was sent (${outcome.error.code ?? outcome.error.message})`);
    }
  }
});

/** GET /readyz on its own connection: 200 means up, anything else (503 stopping, a refused connection) down. */
function probe(backend) {
  if (backend.probing || !backends.has(backend.id)) return;
  backend.probing = true;
  const request = http.get({ host: '127.0.0.1', port: backend.port, path: '/readyz', agent: false, timeout: PROBE_TIMEOUT_MS }, (answer) => {
    answer.resume();
    answer.on('end', () => {
      backend.probing = false;
      setUp(backend, answer.statusCode === 200, `readyz ${answer.statusCode}`);
    });
  });
  request.on('timeout', () => request.destroy(Object.assign(new Error('probe timeout'), { code: 'ETIMEDOUT' })));
  request.on('error', (error) => {
    backend.probing = false;
    setUp(backend, false, error.code ?? error.message);
  });
}

setInterval(() => {
  for (const backend of backends.values()) probe(backend);
}, PROBE_MS);

const ops = {
  /** The servers behind the proxy: [{id, port}]; new ones start down until their first probe. */
  set({ list }) {
    for (const [id, backend] of backends) {
      if (!list.some((entry) => entry.id === id)) {
        backend.agent.destroy();
        backends.delete(id);
      }
    }
    for (const { id, port } of list) {
      const known = backends.get(id);
      if (known && known.port === port) continue;
      known?.agent.destroy();
      const backend = newBackend(id, port);
      backends.set(id, backend);
      probe(backend);
    }
    return [...backends.keys()];
  },
  /** Takes a server out of rotation and answers once its requests in flight are done (its idle connections closed). */
  async drain({ backend: id, timeoutMs = 15_000 }) {
    const backend = backends.get(id);
    backend.drained = true;
    note(backend, 'drained');
    const t0 = performance.now();
    if (backend.inFlight > 0) await Promise.race([new Promise((resolve) => backend.idle.push(resolve)), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    dropIdleSockets(backend);
    return { waitedMs: Math.round(performance.now() - t0), inFlight: backend.inFlight };
  },
  undrain({ backend: id }) {
    const backend = backends.get(id);
    backend.drained = false;
    note(backend, 'back in rotation');
    if (backend.up) wakeWaiters();
    return true;
  },
  /** Answers once the server is up and in rotation (its probe answered 200), with how long that took. */
  async waitUp({ backend: id, timeoutMs = 60_000 }) {
    const t0 = performance.now();
    const backend = backends.get(id);
    while (!pickable(backend)) {
      if (performance.now() - t0 > timeoutMs) throw new Error(`server ${id} not up after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { waitedMs: Math.round(performance.now() - t0) };
  },
  /** A line in the proxy's log from the bench (e.g. when it signalled a server), to time what the proxy saw against it. */
  note({ backend: id, what }) {
    note(backends.get(id) ?? { id }, what);
    return true;
  },
  stats() {
    return {
      at: now(),
      counters: { ...counters },
      backends: [...backends.values()].map(({ id, port, up, drained, inFlight, writesInFlight, served, connectionErrors }) => ({ id, port, up, drained, inFlight, writesInFlight, served, connectionErrors })),
      log: [...log],
    };
  },
  resetStats() {
    Object.assign(counters, newCounters());
    for (const backend of backends.values()) {
      backend.served = 0;
      backend.connectionErrors = 0;
    }
    log.length = 0;
    return true;
  },
};

process.on('message', async (message) => {
  try {
    const result = await ops[message.op](message);
    process.send({ seq: message.seq, ok: true, result });
  } catch (error) {
    process.send({ seq: message.seq, ok: false, error: error.message });
  }
});
// The bench ends: so does the proxy.
process.on('disconnect', () => process.exit(0));

server.listen(0, '127.0.0.1', () => process.send({ listening: server.address().port }));
