import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JWK } from 'jose';
import type { MailTransportConfig } from './services/mail-delivery';

export const REALM = 'plataforma';
export const REALM_PATH = `/realms/${REALM}`;
export const SPA_CLIENT_ID = 'spa';
export const SPA_CALLBACK_PATH = '/auth/authorization-code/callback';
/** The audience of access tokens: the product's APIs. */
export const API_AUDIENCE = 'urn:plataforma:api';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface ServerConfig {
  port: number;
  host: string | undefined;
  /** Where browsers reach this server; the token issuer and e-mailed links are built from it. */
  publicOrigin: string;
  /**
   * Other origins the app may run on and sign in from (the dev server, `npm run dev`): the token
   * server accepts their sign-in and sign-out return addresses, outside production only (spaOrigins).
   */
  devOrigins: readonly string[];
  database: { kind: 'postgres'; url: string } | { kind: 'pglite-dir'; dataDir: string } | { kind: 'pglite-memory'; snapshot?: Blob };
  distDir: string;
  accessTokenTtlSeconds: number;
  /** Production mode (NODE_ENV=production): no dev tools or stand-ins, and start-up refuses a missing setting (productionProblems). */
  production: boolean;
  /** Whether the demo accounts and events are seeded (always outside production; SEED_DEMO=1 in production). */
  seedDemo?: boolean;
  /** The token server's signing keys (private JWKs, the first signs); absent outside production: generated into the database. */
  signingKeys?: readonly JWK[];
  /** Keys that sign the token server's cookies (the first signs); absent outside production: generated into the database. */
  cookieKeys?: readonly string[];
  /** Sources the Content-Security-Policy allows beside this origin (server/http/security.ts). */
  csp?: CspSources;
  /** Where the access log goes: one JSON line per request (server/http/access-log.ts). */
  accessLog?: AccessLogTarget;
  /** How long a stopping server waits for requests in flight before closing their connections. */
  shutdownGraceMs?: number;
  /** On SIGTERM, how long the server keeps answering after its readiness turns 503, before it stops listening. */
  shutdownNoticeMs?: number;
  /**
   * How many proxies stand in front of the server, each appending to X-Forwarded-For (TRUST_PROXY):
   * the client's address is read that many entries from the right. 0: the connection's peer.
   */
  trustedProxies?: number;
  /**
   * Whether the public endpoints' limits per client address apply (docs/operations.md, Public
   * endpoints); off only for the browser tests (E2E=1), whose every request comes from one address.
   */
  addressLimits?: boolean;
  /** Delay after the 3rd consecutive failed sign-in; doubles with each further failure. */
  loginSlowdownMs: number;
  /** Error logs on standard error. */
  log: boolean;
  /**
   * Where journeys' and chapters' learning content lives (their `target`); unset means the
   * stand-in learning pages this server serves at <publicOrigin>/learn in development and tests.
   */
  learningContentUrl?: string | undefined;
  /**
   * Origins of the 3D avatar service (its models and rendered images): the only addresses an
   * account may store as its avatar. Empty or absent: this server's own (the local stand-in).
   */
  avatarOrigins?: readonly string[];
  /**
   * Discord's OAuth endpoints and this app's credentials there (docs/product/game-accounts.md, States). Left
   * out, they point at the local stand-in (server/stand-ins/discord.ts) on the public origin.
   */
  discord?: Partial<DiscordConfig>;
  /**
   * The mail server e-mails go through (docs/decisions.md, Mail). Left out, they stay in the outbox
   * (GET /dev/outbox in development).
   */
  mail?: MailTransportConfig;
}

export interface DiscordConfig {
  tokenUrl: string;
  userUrl: string;
  clientId: string;
  clientSecret: string;
  /** The SPA's return page registered with Discord; the code exchange repeats it. */
  redirectUri: string;
}

export interface CspSources {
  connect: readonly string[];
  img: readonly string[];
  media: readonly string[];
  frame: readonly string[];
}

/** The CSP's configurable sources when their settings are unset: any https image or video (organisers' descriptions may show one), no other requests or frames. */
export const DEFAULT_CSP_SOURCES: CspSources = { connect: [], img: ['https:'], media: ['https:'], frame: [] };

export type AccessLogTarget = { kind: 'off' } | { kind: 'stdout' } | { kind: 'file'; path: string };

/** The path under which the Discord stand-in serves its pages and API (dev and test only). */
export const DISCORD_STAND_IN_PATH = '/dev/stand-ins/discord';
export const DISCORD_STAND_IN_CLIENT = { clientId: 'arena-escolar-dev', clientSecret: 'stand-in-secret' } as const;

/** The Discord endpoints in force: the configured ones, else the stand-in on this server. */
export function discordConfig(config: ServerConfig): DiscordConfig {
  const origin = config.publicOrigin;
  return {
    tokenUrl: config.discord?.tokenUrl ?? `${origin}${DISCORD_STAND_IN_PATH}/api/oauth2/token`,
    userUrl: config.discord?.userUrl ?? `${origin}${DISCORD_STAND_IN_PATH}/api/users/@me`,
    clientId: config.discord?.clientId ?? DISCORD_STAND_IN_CLIENT.clientId,
    clientSecret: config.discord?.clientSecret ?? DISCORD_STAND_IN_CLIENT.clientSecret,
    redirectUri: config.discord?.redirectUri ?? `${origin}/oauth/discord`,
  };
}

/**
 * One setting of the server, read from the environment variable of its name. This list is the
 * only place the server's settings are declared: configFromEnv reads nothing else, and the table
 * of docs/operations.md is generated from it (`npm run docs:config`, checked by a test).
 */
export interface Setting {
  group: 'Server' | 'Database' | 'Sign-in' | 'Third parties' | 'Security headers' | 'Logs';
  /** What it sets, in a sentence. */
  about: string;
  /** Its value when unset, in words. */
  default: string;
  /** What production mode asks of it, when it asks anything (checked at start: productionProblems). */
  production?: string;
}

export const SETTINGS = {
  NODE_ENV: { group: 'Server', about: '`production` turns production mode on: no `/dev/` tools or stand-ins, and the start refuses a missing or stand-in setting', default: 'development' },
  PORT: { group: 'Server', about: 'listening port', default: '`3000`' },
  HOST: { group: 'Server', about: 'listening address', default: 'all interfaces' },
  PUBLIC_ORIGIN: { group: 'Server', about: 'where browsers reach the server; the token issuer and e-mailed links are built from it', default: '`http://localhost:$PORT`', production: 'required, `https://`' },
  DEV_ORIGINS: { group: 'Server', about: 'other origins the token server accepts sign-in returns from (the dev server), outside production', default: '`http://localhost:5173,http://127.0.0.1:5173`', production: 'ignored' },
  DIST_DIR: { group: 'Server', about: "the web app's build folder", default: '`dist`', production: 'must hold a build' },
  TRUST_PROXY: { group: 'Server', about: 'how many proxies in front of the server append the client to `X-Forwarded-For` (`1` behind one load balancer); the limits per address read the client from it (docs/operations.md, Public endpoints)', default: "`0`: the connection's own address" },
  SHUTDOWN_NOTICE_MS: { group: 'Server', about: "on SIGTERM, how long the server keeps answering after `/readyz` turns 503 (each answer closing its connection), so load balancers stop sending to it before it stops listening; `0` stops listening at once", default: '`5000` in production, `0` otherwise' },
  SHUTDOWN_GRACE_MS: { group: 'Server', about: 'on SIGTERM, how long requests in flight may take to finish before their connections close', default: '`10000`' },
  DATABASE_URL: { group: 'Database', about: 'a PostgreSQL server (`postgres://user:password@host:5432/arena`)', default: 'the embedded database (PGlite) in `DATA_DIR`', production: 'required, unless `EMBEDDED_DATABASE=1`' },
  EMBEDDED_DATABASE: { group: 'Database', about: '`1`: production may run on the embedded database (one server, its folder on a disk that is backed up)', default: '—' },
  DATA_DIR: { group: 'Database', about: "the embedded database's folder (one process per folder)", default: '`.data`' },
  E2E: { group: 'Database', about: '`1`: a fresh in-memory database on every start, and no limits per client address (browser tests)', default: '—', production: 'not allowed' },
  SEED_DEMO: { group: 'Database', about: '`1`: the demo accounts, schools, events and journeys are seeded (every demo account has the password `Demo1234`)', default: 'on outside production, off in production' },
  SIGNING_KEYS: { group: 'Sign-in', about: 'the token signing keys: a JWKS of RSA private keys (RS256) with `kid`s; the first signs, every one verifies (docs/operations.md, Rotating the signing keys)', default: 'one key generated into the database', production: 'required' },
  COOKIE_KEYS: { group: 'Sign-in', about: "the token server's cookie keys, comma-separated, at least 32 characters each; the first signs", default: 'one key generated into the database', production: 'required' },
  ACCESS_TOKEN_TTL_S: { group: 'Sign-in', about: 'access-token lifetime in seconds', default: '`300`' },
  LOGIN_SLOWDOWN_MS: { group: 'Sign-in', about: 'delay after the 3rd failed sign-in for an e-mail, doubling per failure', default: '`500`' },
  LEARNING_CONTENT_URL: { group: 'Third parties', about: "where journeys' learning content lives", default: 'the stand-in at `/learn`', production: 'required, `https://`' },
  DISCORD_TOKEN_URL: { group: 'Third parties', about: "Discord's OAuth2 token endpoint", default: 'the Discord stand-in', production: 'required, `https://`' },
  DISCORD_USER_URL: { group: 'Third parties', about: "Discord's current-user endpoint", default: 'the Discord stand-in', production: 'required, `https://`' },
  DISCORD_CLIENT_ID: { group: 'Third parties', about: "this app's client id at Discord", default: 'the Discord stand-in', production: 'required' },
  DISCORD_CLIENT_SECRET: { group: 'Third parties', about: "this app's client secret at Discord", default: 'the Discord stand-in', production: 'required' },
  DISCORD_REDIRECT_URI: { group: 'Third parties', about: "the app's return page registered with Discord", default: '`$PUBLIC_ORIGIN/oauth/discord`', production: 'required, `https://`' },
  AVATAR_ORIGINS: { group: 'Third parties', about: 'origins of the 3D avatar service, comma-separated: the only addresses an avatar may be stored from; the security headers allow them', default: "the server's own origin (the stand-in)", production: 'required, `https://`' },
  MAIL_URL: { group: 'Third parties', about: 'the mail server e-mails go through: `smtp://user:password@host:587` (STARTTLS when offered) or `smtps://…` (TLS)', default: 'e-mails stay in the outbox (`/dev/outbox`)', production: 'required' },
  MAIL_FROM: { group: 'Third parties', about: 'the sender of every e-mail', default: '`Arena Escolar <nao-responda@arenaescolar.example>`' },
  CSP_CONNECT_SRC: { group: 'Security headers', about: 'sources the web app may send requests to beside its own origin and the avatar origins, space-separated (the error-reporting and analytics origins)', default: 'none' },
  CSP_IMG_SRC: { group: 'Security headers', about: 'sources of images beside its own origin and the avatar origins', default: '`https:`' },
  CSP_MEDIA_SRC: { group: 'Security headers', about: 'sources of video and audio beside its own origin and the avatar origins', default: '`https:`' },
  CSP_FRAME_SRC: { group: 'Security headers', about: 'sources of embedded frames beside its own origin and the avatar origins', default: 'none' },
  ACCESS_LOG: { group: 'Logs', about: 'the access log, one JSON line per request: `stdout`, `off` or a file path', default: '`off` outside production, `stdout` in production' },
  LOG: { group: 'Logs', about: '`0` silences error logs', default: 'on' },
} as const satisfies Record<string, Setting>;

export type SettingName = keyof typeof SETTINGS;
type Env = Readonly<Record<string, string | undefined>>;

/** The settings a start was refused for, each with what is wrong and what to do. */
export class ConfigurationError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The server cannot start:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigurationError';
  }
}

/** The sender of every e-mail unless MAIL_FROM says otherwise. */
const DEFAULT_MAIL_FROM = 'Arena Escolar <nao-responda@arenaescolar.example>';

/** The dev server's address (`npm run dev`, port 5173) in both loopback spellings. */
const DEFAULT_DEV_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';

/** A comma-separated list of origins, trailing slashes dropped. */
function originList(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

const isHttps = (value: string) => /^https:\/\/[^/\s]+/.test(value);

/** A CSP source this server accepts from configuration: a scheme (`https:`, `wss:`) or an http(s)/ws(s) origin, possibly with a `*.` subdomain wildcard. */
const CSP_SOURCE = /^(?:(?:https|wss|data|blob):|(?:https?|wss?):\/\/(?:\*\.)?[a-z0-9.-]+(?::\d{1,5})?)$/i;

/** Hides a URL's user and password in a message. */
const withoutCredentials = (url: string) => url.replace(/\/\/[^@/]*@/, '//…@');

/**
 * Reads the server's configuration from the environment (every variable is in SETTINGS). Every
 * problem is gathered, in production also every missing or stand-in setting, and a start with any
 * is refused with all of them at once (ConfigurationError).
 */
export function configFromEnv(env: Env = process.env): ServerConfig {
  const problems: string[] = [];
  const get = (name: SettingName): string | undefined => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };
  const wholeNumber = (name: SettingName, fallback: number): number => {
    const value = get(name);
    if (value === undefined) return fallback;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    problems.push(`${name} must be a whole number from 0 to 99, got "${value}".`);
    return fallback;
  };
  const wholeMs = (name: SettingName, fallback: number): number => {
    const value = get(name);
    if (value === undefined) return fallback;
    if (/^\d{1,7}$/.test(value)) return Number(value);
    problems.push(`${name} must be a number of milliseconds from 0, got "${value}".`);
    return fallback;
  };
  const positiveInt = (name: SettingName, fallback: number): number => {
    const value = get(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (Number.isInteger(parsed) && parsed > 0) return parsed;
    problems.push(`${name} must be a positive integer, got "${value}".`);
    return fallback;
  };
  const cspSources = (name: SettingName, fallback: readonly string[]): string[] => {
    const value = get(name);
    if (value === undefined) return [...fallback];
    const sources = value.split(/\s+/).filter(Boolean);
    const bad = sources.filter((source) => !CSP_SOURCE.test(source));
    if (bad.length > 0) problems.push(`${name} takes schemes (https:) and origins (https://cdn.example.com), space-separated; not ${bad.map((b) => `"${b}"`).join(', ')}.`);
    return sources.filter((source) => CSP_SOURCE.test(source));
  };

  const production = get('NODE_ENV') === 'production';
  const port = positiveInt('PORT', 3000);
  const publicOrigin = (get('PUBLIC_ORIGIN') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const e2e = get('E2E') === '1' || get('E2E') === 'true';

  let database: ServerConfig['database'];
  const databaseUrl = get('DATABASE_URL');
  if (databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push(`DATABASE_URL must start with postgres:// or postgresql://, got "${withoutCredentials(databaseUrl)}".`);
    database = { kind: 'postgres', url: databaseUrl };
  }
  // Browser tests start from a fresh, seeded database every run.
  else if (e2e) database = { kind: 'pglite-memory' };
  else database = { kind: 'pglite-dir', dataDir: resolve(projectRoot, get('DATA_DIR') ?? '.data') };

  let mail: MailTransportConfig | undefined;
  const mailUrl = get('MAIL_URL');
  if (mailUrl) {
    if (/^smtps?:\/\//.test(mailUrl)) mail = { url: mailUrl, from: get('MAIL_FROM') ?? DEFAULT_MAIL_FROM };
    else problems.push(`MAIL_URL must start with smtp:// or smtps://, got "${withoutCredentials(mailUrl)}".`);
  }

  const signingKeys = signingKeysFrom(get('SIGNING_KEYS'), problems);
  const cookieKeys = get('COOKIE_KEYS')
    ?.split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  if (cookieKeys && cookieKeys.some((key) => key.length < 32)) problems.push('COOKIE_KEYS: each key must have at least 32 characters (e.g. `openssl rand -base64 32`).');

  const accessLogValue = get('ACCESS_LOG') ?? (production ? 'stdout' : 'off');
  const accessLog: AccessLogTarget = accessLogValue === 'off' || accessLogValue === '0' ? { kind: 'off' } : accessLogValue === 'stdout' ? { kind: 'stdout' } : { kind: 'file', path: resolve(projectRoot, accessLogValue) };

  const seedDemoValue = get('SEED_DEMO');
  if (seedDemoValue !== undefined && seedDemoValue !== '0' && seedDemoValue !== '1') problems.push(`SEED_DEMO must be 1 or 0, got "${seedDemoValue}".`);
  const embeddedValue = get('EMBEDDED_DATABASE');
  if (embeddedValue !== undefined && embeddedValue !== '0' && embeddedValue !== '1') problems.push(`EMBEDDED_DATABASE must be 1 or 0, got "${embeddedValue}".`);

  const avatarOrigins = originList(get('AVATAR_ORIGINS') ?? '');
  const config: ServerConfig = {
    port,
    host: get('HOST'),
    publicOrigin,
    devOrigins: originList(get('DEV_ORIGINS') ?? DEFAULT_DEV_ORIGINS),
    database,
    distDir: resolve(projectRoot, get('DIST_DIR') ?? 'dist'),
    accessTokenTtlSeconds: positiveInt('ACCESS_TOKEN_TTL_S', 300),
    production,
    seedDemo: production ? seedDemoValue === '1' : seedDemoValue !== '0',
    ...(signingKeys ? { signingKeys } : {}),
    ...(cookieKeys ? { cookieKeys } : {}),
    csp: {
      connect: cspSources('CSP_CONNECT_SRC', DEFAULT_CSP_SOURCES.connect),
      img: cspSources('CSP_IMG_SRC', DEFAULT_CSP_SOURCES.img),
      media: cspSources('CSP_MEDIA_SRC', DEFAULT_CSP_SOURCES.media),
      frame: cspSources('CSP_FRAME_SRC', DEFAULT_CSP_SOURCES.frame),
    },
    accessLog,
    shutdownGraceMs: positiveInt('SHUTDOWN_GRACE_MS', 10_000),
    shutdownNoticeMs: wholeMs('SHUTDOWN_NOTICE_MS', production ? 5_000 : 0),
    trustedProxies: wholeNumber('TRUST_PROXY', 0),
    addressLimits: !e2e,
    loginSlowdownMs: positiveInt('LOGIN_SLOWDOWN_MS', 500),
    log: get('LOG') !== '0',
    learningContentUrl: get('LEARNING_CONTENT_URL')?.replace(/\/+$/, ''),
    // An unset one is undefined, and discordConfig puts the stand-in's in its place.
    discord: {
      tokenUrl: get('DISCORD_TOKEN_URL'),
      userUrl: get('DISCORD_USER_URL'),
      clientId: get('DISCORD_CLIENT_ID'),
      clientSecret: get('DISCORD_CLIENT_SECRET'),
      redirectUri: get('DISCORD_REDIRECT_URI'),
    },
    avatarOrigins,
    mail,
  };
  if (production) problems.push(...productionProblems(config, { e2e, embeddedDatabase: embeddedValue === '1' }));
  if (problems.length > 0) throw new ConfigurationError(problems);
  return config;
}

/** SIGNING_KEYS: a JWKS (`{"keys":[…]}`) of RSA private keys, each with a kid; what is wrong goes into `problems`. */
export function signingKeysFrom(value: string | undefined, problems: string[]): JWK[] | undefined {
  if (value === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    problems.push('SIGNING_KEYS is not JSON: it takes a JWKS, {"keys":[…]} (`npm run keys -- new` writes one).');
    return undefined;
  }
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) {
    problems.push('SIGNING_KEYS must be a JWKS with at least one key: {"keys":[…]}.');
    return undefined;
  }
  const valid = keys.filter((key): key is JWK => {
    const jwk = key as JWK | null;
    return typeof jwk === 'object' && jwk !== null && jwk.kty === 'RSA' && typeof jwk.d === 'string' && typeof jwk.n === 'string' && typeof jwk.kid === 'string' && jwk.kid !== '';
  });
  if (valid.length !== keys.length) problems.push(`SIGNING_KEYS: ${keys.length - valid.length} of its ${keys.length} keys is not an RSA private key with a kid.`);
  const kids = valid.map((key) => key.kid);
  if (new Set(kids).size !== kids.length) problems.push('SIGNING_KEYS: two keys share a kid.');
  return valid.length > 0 ? valid.map((key) => ({ ...key, alg: 'RS256', use: 'sig' })) : undefined;
}

/**
 * What production mode refuses (docs/operations.md, Production mode): a setting it needs that is
 * missing, or one left on a local stand-in, a throwaway database or generated keys.
 */
export function productionProblems(config: ServerConfig, options: { e2e: boolean; embeddedDatabase: boolean }): string[] {
  const problems: string[] = [];
  const own = (url: string) => {
    try {
      return new URL(url).origin === new URL(config.publicOrigin).origin;
    } catch {
      return false;
    }
  };
  if (!isHttps(config.publicOrigin)) problems.push(`PUBLIC_ORIGIN must be the https:// address browsers reach, got "${config.publicOrigin}".`);
  if (options.e2e) problems.push('E2E=1 (a throwaway in-memory database) is for browser tests: remove it.');
  else if (config.database.kind !== 'postgres' && !options.embeddedDatabase) problems.push('DATABASE_URL is missing: production runs on PostgreSQL (or set EMBEDDED_DATABASE=1 to run one server on the embedded database).');
  if (!config.signingKeys) problems.push('SIGNING_KEYS is missing: production signs tokens with keys it is given (`npm run keys -- new` writes a JWKS).');
  if (!config.cookieKeys) problems.push('COOKIE_KEYS is missing: production signs its cookies with keys it is given (e.g. `openssl rand -base64 32`).');
  const learning = config.learningContentUrl;
  if (!learning) problems.push("LEARNING_CONTENT_URL is missing: journeys would open this server's stand-in learning pages.");
  else if (!isHttps(learning) || own(learning)) problems.push(`LEARNING_CONTENT_URL must be the https:// address of the learning-content site, got "${learning}".`);
  const discordUrls = { DISCORD_TOKEN_URL: config.discord?.tokenUrl, DISCORD_USER_URL: config.discord?.userUrl } as const;
  for (const [name, url] of Object.entries(discordUrls)) {
    if (!url) problems.push(`${name} is missing: Discord sign-ins would go to the local stand-in.`);
    else if (!isHttps(url) || url.includes(DISCORD_STAND_IN_PATH)) problems.push(`${name} must be Discord's https:// address, got "${url}".`);
  }
  if (!config.discord?.clientId) problems.push("DISCORD_CLIENT_ID is missing: this app's client id at Discord.");
  if (!config.discord?.clientSecret) problems.push("DISCORD_CLIENT_SECRET is missing: this app's client secret at Discord.");
  const redirect = config.discord?.redirectUri;
  if (!redirect) problems.push("DISCORD_REDIRECT_URI is missing: the app's return page registered with Discord (e.g. https://arena.example/oauth/discord).");
  else if (!isHttps(redirect)) problems.push(`DISCORD_REDIRECT_URI must be an https:// address, got "${redirect}".`);
  const avatars = config.avatarOrigins ?? [];
  if (avatars.length === 0) problems.push('AVATAR_ORIGINS is missing: avatars would come from the local stand-in.');
  for (const origin of avatars.filter((origin) => !isHttps(origin) || own(origin))) problems.push(`AVATAR_ORIGINS must list the avatar service's https:// origins, not "${origin}".`);
  if (!config.mail) problems.push('MAIL_URL is missing: e-mails (consent, password resets, notices) would never leave the outbox.');
  return problems;
}

/** The Markdown table of every setting (docs/operations.md, Configuration), generated from SETTINGS. */
export function settingsTable(): string {
  const rows = Object.entries(SETTINGS as Record<string, Setting>).map(([name, setting]) => `| ${setting.group} | \`${name}\` | ${setting.about} | ${setting.default} | ${setting.production ?? ''} |`);
  return ['| group | variable | what it sets | when unset | in production |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');
}
