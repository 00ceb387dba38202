import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { API_AUDIENCE, REALM_PATH, SPA_CALLBACK_PATH, SPA_CLIENT_ID, type ServerConfig } from '../config';
import type { Database } from '../db/client';
import { t } from '../messages';
import { loadAccountRow, type AccountRow } from '../services/account-row';
import { loadSessionUserClaims, sessionUserClaims } from '../services/session-user';
import { barOf } from '../services/moderation';
import { dailyLimitReached } from '../services/supervision';
import { databaseAdapter } from './adapter';
import type { TokenServerSecrets } from './keys';
import { markup, raw } from '../http/html';
import { messagePage } from './pages';
import { addSessionState } from './session-state';

/** Keycloak's route names under /realms/plataforma (docs/product/session.md, API). */
export const tokenServerRoutes = {
  authorization: '/protocol/openid-connect/auth',
  token: '/protocol/openid-connect/token',
  end_session: '/protocol/openid-connect/logout',
  jwks: '/protocol/openid-connect/certs',
  userinfo: '/protocol/openid-connect/userinfo',
  revocation: '/protocol/openid-connect/revoke',
  introspection: '/protocol/openid-connect/token/introspect',
} as const;

export const OIDC_SCOPES = 'openid profile email offline_access';
const API_SCOPE = 'api';

/**
 * Browser origins of the SPA: the public origin, loopback spellings of the same port, and outside
 * production the dev server's origins.
 */
export function spaOrigins(config: ServerConfig): string[] {
  const devOrigins = config.production ? [] : config.devOrigins;
  return [...new Set([config.publicOrigin, `http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`, ...devOrigins])];
}

export function createProvider(db: Database, config: ServerConfig, secrets: TokenServerSecrets): Provider {
  const origins = spaOrigins(config);
  const configuration: Configuration = {
    adapter: databaseAdapter(db),
    clients: [
      {
        client_id: SPA_CLIENT_ID,
        client_name: t('common_appName'),
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: origins.map((origin) => `${origin}${SPA_CALLBACK_PATH}`),
        post_logout_redirect_uris: origins.flatMap((origin) => [`${origin}/`, origin]),
      },
    ],
    // The first key signs; every key of the set is published and verifies (docs/operations.md, Rotating the signing keys).
    jwks: { keys: secrets.signingJwks as never[] },
    cookies: {
      keys: secrets.cookieKeys,
      long: { signed: true, sameSite: 'lax' },
      short: { signed: true, sameSite: 'lax' },
    },
    routes: tokenServerRoutes,
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    ttl: {
      AccessToken: config.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      Session: 7 * 24 * 3600,
      Grant: 7 * 24 * 3600,
      RefreshToken: (ctx, token, client) => {
        // A rotated token keeps the remaining lifetime of the first one, so a sign-in lasts 7 days at most.
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none') return rotated.remainingTTL;
        return 7 * 24 * 3600;
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${REALM_PATH}/login-actions/authenticate/${interaction.uid}`,
    },
    async findAccount(ctx, sub) {
      const id = Number(sub);
      if (!Number.isSafeInteger(id)) return undefined;
      const user = await loadAccountRow(db, id);
      if (!user) return undefined;
      // A supervised minor past today's limit cannot stretch the session with a refresh either
      // (docs/product/guardians.md, Supervision): the grant answers invalid_grant, as for a lost account.
      if (ctx?.oidc?.params?.grant_type === 'refresh_token' && (await dailyLimitReached(db, id))) return undefined;
      // A suspended or banned account has no session at all (docs/product/moderation.md, Sanctions).
      if (await barOf(db, id)) return undefined;
      return {
        accountId: sub,
        row: user,
        claims: async () => ({
          sub,
          email: user.email,
          // Only verified accounts can sign in (see the login page).
          email_verified: true,
          name: `${user.firstName} ${user.lastName}`.trim(),
          given_name: user.firstName,
          family_name: user.lastName,
          preferred_username: user.userName,
        }),
      };
    },
    // The SPA is the product's own client: a signed-in user is never asked for consent.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { session, client } = ctx.oidc;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addOIDCClaims(['sub', 'email', 'email_verified', 'name', 'given_name', 'family_name', 'preferred_username']);
      grant.addResourceScope(API_AUDIENCE, API_SCOPE);
      await grant.save();
      return grant;
    },
    // Refresh tokens come with every code grant (docs/product/session.md, API), not only with offline_access.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      // The account was usually just loaded for this very request (findAccount above).
      const loaded = ctx.oidc.account;
      if (loaded?.accountId === token.accountId && loaded.row) return { ...sessionUserClaims(loaded.row as AccountRow) };
      const claims = await loadSessionUserClaims(db, Number(token.accountId));
      return claims ? { ...claims } : undefined;
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => API_AUDIENCE,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== API_AUDIENCE) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience: API_AUDIENCE,
            accessTokenFormat: 'jwt',
            accessTokenTTL: config.accessTokenTtlSeconds,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = logoutConfirmPage(form);
        },
        async postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = messagePage({ title: t('common_logoutDoneTitle'), text: t('common_logoutDoneText'), linkHref: '/', linkText: t('common_loginBackToApp') });
        },
      },
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = messagePage({
        title: t('common_loginErrorTitle'),
        text: `${t('common_loginErrorText')} (${out.error})`,
        linkHref: '/',
        linkText: t('common_loginBackToApp'),
      });
    },
  };
  const provider = new Provider(`${config.publicOrigin}${REALM_PATH}`, configuration);
  provider.proxy = config.publicOrigin.startsWith('https:');
  addSessionState(provider);
  return provider;
}

/** RP-initiated logout confirmation (GET logout in a browser), with the product's look. */
function logoutConfirmPage(form: string): string {
  const page = messagePage({ title: t('common_logoutConfirmTitle'), text: t('common_logoutConfirmText'), linkHref: '/', linkText: t('common_logoutStay') });
  // `form` is oidc-provider's own markup (the hidden logout form with its anti-forgery field).
  const buttons = markup`${raw(form)}<button type="submit" form="op.logoutForm" name="logout" value="yes">${t('common_logout')}</button>`;
  return page.replace('<a class="button"', `${buttons}\n<a class="button secondary-link"`);
}
