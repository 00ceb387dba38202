// The load generator's HTTP side: one keep-alive client to the proxy that times and counts every
// request by kind, the browser's sign-in (authorization code + PKCE through the login form, as
// tests/server/support/browser.ts does it step by step), the refresh grant, and bearer calls.
import { createHash, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';

export const OIDC = '/realms/plataforma/protocol/openid-connect';
export const CALLBACK = '/auth/authorization-code/callback';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** Latencies and outcomes per kind of request, for one measured stretch of time. */
export class Recorder {
  constructor() {
    this.kinds = new Map();
    this.startedAt = performance.now();
    this.endedAt = undefined;
  }

  add(kind, ms, ok, status) {
    let entry = this.kinds.get(kind);
    if (!entry) this.kinds.set(kind, (entry = { latencies: [], errors: 0, statuses: new Map() }));
    entry.latencies.push(ms);
    if (!ok) {
      entry.errors += 1;
      entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    }
  }

  end() {
    this.endedAt ??= performance.now();
    return this;
  }

  get seconds() {
    return ((this.endedAt ?? performance.now()) - this.startedAt) / 1000;
  }

  /** Per kind and overall: requests, req/s, p50, p99 (ms), errors and the statuses of the errors. */
  summary() {
    const seconds = this.seconds;
    const rows = [...this.kinds].map(([kind, entry]) => summarise(kind, entry.latencies, entry.errors, entry.statuses, seconds));
    const all = [...this.kinds.values()];
    const statuses = new Map();
    for (const entry of all) for (const [status, n] of entry.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n);
    const total = summarise(
      'all',
      all.flatMap((entry) => entry.latencies),
      all.reduce((sum, entry) => sum + entry.errors, 0),
      statuses,
      seconds,
    );
    return { seconds, rows, total };
  }
}

function summarise(kind, latencies, errors, statuses, seconds) {
  const sorted = Float64Array.from(latencies).sort();
  const at = (q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
  return { kind, requests: sorted.length, rps: sorted.length / seconds, p50: at(0.5), p99: at(0.99), errors, statuses: [...statuses].map(([status, n]) => `${status}×${n}`).join(' ') };
}

/**
 * The load generator's connection to the proxy. Every request is recorded (kind, latency, and
 * whether its status was expected) into `recorder` when one is set. An answer is
 * `{status, headers, body, backend, noAnswer}`: `noAnswer` when the client never got the
 * server's answer (the connection died, or the proxy says its own connection died after
 * sending), `status` 0 when no HTTP answer came at all.
 */
export class Client {
  constructor(origin, { maxSockets = 512 } = {}) {
    this.origin = origin;
    this.url = new URL(origin);
    // A long idle timeout: the proxy (30 s) never closes a connection this client may reuse.
    this.agent = new Agent({ keepAlive: true, maxSockets, timeout: 20_000 });
    this.recorder = undefined;
  }

  request(kind, method, path, { headers = {}, body, expect = ok2xx } = {}) {
    const t0 = performance.now();
    return new Promise((resolve) => {
      const allHeaders = body !== undefined ? { ...headers, 'content-length': Buffer.byteLength(body) } : headers;
      const finish = (answer) => {
        const ms = performance.now() - t0;
        this.recorder?.add(kind, ms, !answer.noAnswer && expect(answer.status), answer.status);
        resolve({ ...answer, ms });
      };
      const req = request({ host: this.url.hostname, port: this.url.port, method, path, headers: allHeaders, agent: this.agent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        // A cut answer also errors; 'close' below reports it.
        res.on('error', () => {});
        res.on('close', () => {
          if (!res.complete) return finish({ status: 0, headers: res.headers, body: '', backend: res.headers['x-backend'], noAnswer: true, error: 'answer cut' });
          finish({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            backend: res.headers['x-backend'],
            noAnswer: res.headers['x-proxy-outcome'] === 'no-answer',
          });
        });
      });
      req.on('error', (error) => finish({ status: 0, headers: {}, body: '', noAnswer: true, error: error.code ?? error.message }));
      req.end(body);
    });
  }

  close() {
    this.agent.destroy();
  }
}

export const ok2xx = (status) => status >= 200 && status < 300;
const is = (...statuses) => (status) => statuses.includes(status);

/**
 * The network address a student's requests come from, one per student (their home connection),
 * sent as X-Forwarded-For as an edge proxy in front of the balancer would: the servers count
 * their limits per address (TRUST_PROXY=2: the edge and the balancer), and a whole bench run
 * from one address would soon pass the limit on sign-ins started per address.
 */
function addressOf(email) {
  const hash = createHash('sha256').update(email).digest();
  return `10.${hash[0]}.${hash[1]}.${1 + (hash[2] % 254)}`;
}

/** A signed-in user as the web app keeps it: the latest tokens, and which server answered the code exchange. */
class Session {
  constructor(email, tokens, backend) {
    this.email = email;
    this.address = addressOf(email);
    this.signedInVia = backend;
    this.refreshes = 0;
    this.unansweredRefreshes = 0;
    this.take(tokens);
  }

  take(tokens) {
    this.accessToken = tokens.access_token;
    // Refresh tokens rotate: only the latest one works, and reusing an older one ends the sign-in.
    this.refreshToken = tokens.refresh_token;
    this.lifetime = tokens.expires_in;
    this.expiresAt = performance.now() + tokens.expires_in * 1000;
  }

  /** The headers of a bearer call: the access token, and where the student is. */
  get headers() {
    return { authorization: `Bearer ${this.accessToken}`, 'x-forwarded-for': this.address };
  }

  /** Seconds before the access token expires. */
  get secondsLeft() {
    return (this.expiresAt - performance.now()) / 1000;
  }

  /** Whether the web app would refresh now: `margin` seconds before the token expires (a third of its lifetime for short-lived tokens). */
  expiring(margin) {
    return this.secondsLeft < Math.min(margin, this.lifetime / 3);
  }
}

/** The browser's sign-in through the login form; answers a Session, or throws with what went wrong. */
export async function signIn(client, email, password = 'Demo1234', kind = 'signin') {
  const jar = new Map();
  const from = { 'x-forwarded-for': addressOf(email) };
  const browse = async (method, path, { body, expect } = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers = { ...from, ...(cookie ? { cookie } : {}), ...(body !== undefined ? FORM : {}) };
    const res = await client.request(kind, method, path, { headers, body, expect });
    for (const line of [].concat(res.headers['set-cookie'] ?? [])) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  const fail = (step, res) => {
    throw Object.assign(new Error(`sign-in of ${email}: ${step} answered ${res.status || res.error} ${res.body.slice(0, 200)}`), { noAnswer: res.noAnswer });
  };
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const redirectUri = `${client.origin}${CALLBACK}`;
  const query = new URLSearchParams({ client_id: 'spa', response_type: 'code', scope: 'openid profile email', redirect_uri: redirectUri, code_challenge: challenge, code_challenge_method: 'S256', state: randomBytes(8).toString('hex') });
  let res = await browse('GET', `${OIDC}/auth?${query}`, { expect: is(303) });
  if (res.status !== 303) fail('authorization', res);
  const loginPath = new URL(res.headers.location, client.origin).pathname;
  // The login page, as the browser shows it before the form is sent.
  res = await browse('GET', loginPath);
  if (res.status !== 200) fail('login page', res);
  res = await browse('POST', loginPath, { body: new URLSearchParams({ action: 'login', email, password }).toString(), expect: is(303) });
  if (res.status !== 303) fail('login form', res);
  let location = new URL(res.headers.location, client.origin);
  for (let hop = 0; location.pathname !== CALLBACK; hop += 1) {
    if (hop === 5) fail('redirects', res);
    res = await browse('GET', location.pathname + location.search, { expect: is(302, 303) });
    if (res.status !== 303 && res.status !== 302) fail(`redirect ${location.pathname}`, res);
    location = new URL(res.headers.location, client.origin);
  }
  const code = location.searchParams.get('code');
  if (!code) fail('callback without a code', res);
  res = await client.request(kind, 'POST', `${OIDC}/token`, { headers: { ...FORM, ...from }, body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri, client_id: 'spa', code_verifier: verifier }).toString() });
  if (res.status !== 200) fail('code exchange', res);
  return new Session(email, JSON.parse(res.body), res.backend);
}

/**
 * The refresh grant with the session's latest refresh token; on success the session holds the
 * new tokens. Answers the response (`noAnswer` when it never came: the refresh token may or may
 * not have rotated on the server).
 */
export async function refresh(client, session, kind = 'refresh') {
  const res = await client.request(kind, 'POST', `${OIDC}/token`, { headers: { ...FORM, 'x-forwarded-for': session.address }, body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refreshToken, client_id: 'spa' }).toString() });
  if (res.status === 200) {
    session.take(JSON.parse(res.body));
    session.refreshes += 1;
  } else if (res.noAnswer) session.unansweredRefreshes += 1;
  return res;
}

/** A bearer call as the web app makes it. */
export const api = (client, kind, session, method, path, options = {}) => client.request(kind, method, path, { ...options, headers: { ...session.headers, ...(options.headers ?? {}) } });
