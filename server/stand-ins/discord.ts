import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { DISCORD_STAND_IN_CLIENT, DISCORD_STAND_IN_PATH, REALM_PATH } from '../config';
import type { EndpointGroup } from '../http/types';
import { t } from '../messages';
import { markup, type Markup } from '../http/html';

/**
 * A local stand-in for Discord's OAuth2 (dev and test only; absent when NODE_ENV=production),
 * speaking Discord's protocol so the SPA and the server run the real round trip offline:
 *   GET  {base}/oauth2/authorize   response_type=code, client_id, scope (must include identify),
 *                                  redirect_uri, state: a page where a person picks or types a
 *                                  Discord user and approves (→ redirect_uri?code&state) or cancels
 *                                  (→ redirect_uri?error=access_denied&error_description&state)
 *   POST {base}/api/oauth2/token   form grant_type=authorization_code, code, redirect_uri, client_id,
 *                                  client_secret (or HTTP Basic): {access_token, token_type, …};
 *                                  a code works once, for ten minutes ({error: invalid_grant} after)
 *   GET  {base}/api/users/@me      Bearer access token: {id, username, global_name, discriminator, avatar}
 */

/** People a tester can pick on the authorization page. */
export const STAND_IN_DISCORD_USERS = ['arena_lucas', 'bia.joga', 'theo_fps'] as const;

interface DiscordUser {
  id: string;
  username: string;
  global_name: string | null;
  discriminator: string;
  avatar: null;
}

const CODE_TTL_MS = 10 * 60_000;
const TOKEN_TTL_S = 7 * 24 * 3600;
const USERNAME = /^[a-z0-9_.]{2,32}$/;

/** The same user name is always the same Discord user, so tests can link one account twice. */
export function standInDiscordUser(username: string): DiscordUser {
  const digest = createHash('sha256').update(`discord:${username}`).digest();
  // A snowflake-like id: 18 digits.
  const id = (digest.readBigUInt64BE(0) % 900_000_000_000_000_000n) + 100_000_000_000_000_000n;
  return { id: id.toString(), username, global_name: username, discriminator: '0', avatar: null };
}

interface Grant {
  user: DiscordUser;
  clientId: string;
  redirectUri: string;
  expiresAt: number;
}

/** What Discord would accept as a registered redirect: this app's /oauth/discord on a local or the public origin. */
function redirectAllowed(redirectUri: string, publicOrigin: string): boolean {
  try {
    const url = new URL(redirectUri);
    if (url.pathname !== '/oauth/discord' || url.search || url.hash) return false;
    if (publicOrigin && url.origin === publicOrigin) return true;
    return url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  } catch {
    return false;
  }
}

function page(title: string, body: Markup): Markup {
  return markup`<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="${REALM_PATH}/resources/login.css">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

function errorPage(c: Context, text: string) {
  return c.html(page(t('accounts_standInTitle'), markup`<h1>${t('accounts_standInTitle')}</h1><div class="alert error" role="alert">${text}</div>`), 400);
}

export const discordStandIn: EndpointGroup = {
  name: 'discord-stand-in',
  register(app, { config }) {
    if (config.production) return;
    const codes = new Map<string, Grant>();
    const tokens = new Map<string, { user: DiscordUser; expiresAt: number }>();
    const base = DISCORD_STAND_IN_PATH;

    const readAuthorization = (query: Record<string, string | undefined>) => {
      const clientId = query.client_id ?? '';
      const redirectUri = query.redirect_uri ?? '';
      const scopes = (query.scope ?? '').split(/[ +]/).filter(Boolean);
      if (query.response_type !== 'code') return { problem: 'response_type' as string } as const;
      if (clientId !== DISCORD_STAND_IN_CLIENT.clientId) return { problem: 'client_id' as string } as const;
      if (!redirectAllowed(redirectUri, config.publicOrigin)) return { problem: 'redirect_uri' as string } as const;
      if (!scopes.includes('identify')) return { problem: 'scope' as string } as const;
      return { clientId, redirectUri, scope: scopes.join(' '), state: (query.state ?? '').slice(0, 2048) } as const;
    };

    app.get(`${base}/oauth2/authorize`, (c) => {
      const request = readAuthorization(c.req.query());
      if ('problem' in request) return errorPage(c, t('accounts_standInInvalidRequest', { field: request.problem ?? 'request' }));
      const hidden = (name: string, value: string) => markup`<input type="hidden" name="${name}" value="${value}">`;
      const choices = STAND_IN_DISCORD_USERS.map(
        (name, index) => markup`${index === 0 ? '' : '\n'}<label class="choice"><input type="radio" name="username" value="${name}"${index === 0 ? markup` checked` : ''}> ${name}</label>`,
      );
      return c.html(
        page(
          t('accounts_standInTitle'),
          markup`<h1>${t('accounts_standInTitle')}</h1>
<p>${t('accounts_standInText')}</p>
<form method="post" action="${base}/oauth2/authorize">
${hidden('response_type', 'code')}${hidden('client_id', request.clientId)}${hidden('redirect_uri', request.redirectUri)}${hidden('scope', request.scope)}${hidden('state', request.state)}
<fieldset class="field"><legend>${t('accounts_standInPick')}</legend>
${choices}
</fieldset>
<div class="field"><label for="typed">${t('accounts_standInType')}</label>
<p class="hint" id="typed-hint">${t('accounts_standInTypeHint')}</p>
<input id="typed" name="typed" type="text" autocomplete="off" autocapitalize="none" spellcheck="false" aria-describedby="typed-hint"></div>
<button type="submit" name="decision" value="approve">${t('accounts_standInApprove')}</button>
<button type="submit" name="decision" value="cancel" class="secondary">${t('accounts_standInCancel')}</button>
</form>`,
        ),
      );
    });

    app.post(`${base}/oauth2/authorize`, async (c) => {
      const form = await c.req.parseBody();
      const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : undefined);
      const request = readAuthorization({
        response_type: field('response_type'),
        client_id: field('client_id'),
        redirect_uri: field('redirect_uri'),
        scope: field('scope'),
        state: field('state'),
      });
      if ('problem' in request) return errorPage(c, t('accounts_standInInvalidRequest', { field: request.problem ?? 'request' }));
      const target = new URL(request.redirectUri);
      if (field('decision') !== 'approve') {
        target.searchParams.set('error', 'access_denied');
        target.searchParams.set('error_description', 'The resource owner or authorization server denied the request');
      } else {
        const typed = (field('typed') ?? '').trim().toLowerCase();
        const username = typed || (field('username') ?? '');
        if (!USERNAME.test(username)) return errorPage(c, t('accounts_standInBadName'));
        const code = randomBytes(18).toString('base64url');
        codes.set(code, { user: standInDiscordUser(username), clientId: request.clientId, redirectUri: request.redirectUri, expiresAt: Date.now() + CODE_TTL_MS });
        target.searchParams.set('code', code);
      }
      if (request.state) target.searchParams.set('state', request.state);
      return c.redirect(target.toString(), 302);
    });

    app.post(`${base}/api/oauth2/token`, async (c) => {
      const form = await c.req.parseBody();
      const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
      let clientId = field('client_id');
      let clientSecret = field('client_secret');
      const basic = /^Basic (.+)$/i.exec(c.req.header('authorization') ?? '');
      if (basic) [clientId = '', clientSecret = ''] = Buffer.from(basic[1]!, 'base64').toString().split(':');
      if (clientId !== DISCORD_STAND_IN_CLIENT.clientId || clientSecret !== DISCORD_STAND_IN_CLIENT.clientSecret) {
        return c.json({ error: 'invalid_client' }, 401);
      }
      if (field('grant_type') !== 'authorization_code') return c.json({ error: 'unsupported_grant_type' }, 400);
      const code = field('code');
      const grant = codes.get(code);
      // A code is good once: whatever happens next, it is spent.
      codes.delete(code);
      if (!grant || grant.expiresAt < Date.now() || grant.clientId !== clientId) {
        return c.json({ error: 'invalid_grant', error_description: 'Invalid "code" in request.' }, 400);
      }
      if (grant.redirectUri !== field('redirect_uri')) {
        return c.json({ error: 'invalid_grant', error_description: 'Invalid "redirect_uri" in request.' }, 400);
      }
      const accessToken = randomBytes(24).toString('base64url');
      tokens.set(accessToken, { user: grant.user, expiresAt: Date.now() + TOKEN_TTL_S * 1000 });
      return c.json({ access_token: accessToken, token_type: 'Bearer', expires_in: TOKEN_TTL_S, refresh_token: randomBytes(24).toString('base64url'), scope: 'identify' });
    });

    app.get(`${base}/api/users/@me`, (c) => {
      const bearer = /^Bearer (.+)$/i.exec(c.req.header('authorization') ?? '');
      const session = bearer ? tokens.get(bearer[1]!) : undefined;
      if (!session || session.expiresAt < Date.now()) return c.json({ message: '401: Unauthorized', code: 0 }, 401);
      return c.json(session.user);
    });
  },
};
