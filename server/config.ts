import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  /** Development conveniences (GET /dev/outbox); off in production. */
  production: boolean;
  /** Delay after the 3rd consecutive failed sign-in; doubles with each further failure. */
  loginSlowdownMs: number;
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

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}".`);
  return parsed;
}

/** The sender of every e-mail unless MAIL_FROM says otherwise. */
const DEFAULT_MAIL_FROM = 'Arena Escolar <nao-responda@arenaescolar.example>';

/** MAIL_URL, when given, must be an SMTP address. */
function mailConfig(env: NodeJS.ProcessEnv): MailTransportConfig | undefined {
  const url = env.MAIL_URL?.trim();
  if (!url) return undefined;
  if (!/^smtps?:\/\//.test(url)) throw new Error(`MAIL_URL must start with smtp:// or smtps://, got "${url.replace(/\/\/[^@]*@/, '//…@')}".`);
  return { url, from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM };
}

/** The dev server's address (`npm run dev`, port 5173) in both loopback spellings. */
const DEFAULT_DEV_ORIGINS = 'http://localhost:5173,http://127.0.0.1:5173';

/** A comma-separated list of origins, trailing slashes dropped. */
function originList(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** Reads the server's configuration from the environment (README lists every variable). */
export function configFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = positiveInt(env.PORT, 3000, 'PORT');
  const e2e = env.E2E === '1' || env.E2E === 'true';
  let database: ServerConfig['database'];
  if (env.DATABASE_URL) database = { kind: 'postgres', url: env.DATABASE_URL };
  // Browser tests start from a fresh, seeded database every run.
  else if (e2e) database = { kind: 'pglite-memory' };
  else database = { kind: 'pglite-dir', dataDir: resolve(projectRoot, env.DATA_DIR ?? '.data') };
  return {
    port,
    host: env.HOST || undefined,
    publicOrigin: (env.PUBLIC_ORIGIN || `http://localhost:${port}`).replace(/\/+$/, ''),
    devOrigins: originList(env.DEV_ORIGINS ?? DEFAULT_DEV_ORIGINS),
    database,
    distDir: resolve(projectRoot, env.DIST_DIR ?? join('dist')),
    accessTokenTtlSeconds: positiveInt(env.ACCESS_TOKEN_TTL_S, 300, 'ACCESS_TOKEN_TTL_S'),
    production: env.NODE_ENV === 'production',
    loginSlowdownMs: positiveInt(env.LOGIN_SLOWDOWN_MS, 500, 'LOGIN_SLOWDOWN_MS'),
    log: env.LOG !== '0',
    learningContentUrl: env.LEARNING_CONTENT_URL ? env.LEARNING_CONTENT_URL.replace(/\/+$/, '') : undefined,
    discord: {
      ...(env.DISCORD_TOKEN_URL ? { tokenUrl: env.DISCORD_TOKEN_URL } : {}),
      ...(env.DISCORD_USER_URL ? { userUrl: env.DISCORD_USER_URL } : {}),
      ...(env.DISCORD_CLIENT_ID ? { clientId: env.DISCORD_CLIENT_ID } : {}),
      ...(env.DISCORD_CLIENT_SECRET ? { clientSecret: env.DISCORD_CLIENT_SECRET } : {}),
      ...(env.DISCORD_REDIRECT_URI ? { redirectUri: env.DISCORD_REDIRECT_URI } : {}),
    },
    avatarOrigins: originList(env.AVATAR_ORIGINS ?? ''),
    mail: mailConfig(env),
  };
}
