import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { readFile } from 'node:fs/promises';
import type Provider from 'oidc-provider';
import { validatePasswordReset } from '../../src/domain/validation';
import { REALM_PATH, type ServerConfig } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { readBody } from '../http/body';
import { applySecurityHeaders, securityHeaders } from '../http/security';
import type { App } from '../http/types';
import { t } from '../messages';
import { peekActionToken, useActionToken } from '../services/action-tokens';
import { findAccountByEmail, findAccountByLogin, sendPasswordResetMail, sendVerificationMail } from '../services/accounts';
import { hashPassword, verifyPassword } from '../services/passwords';
import { dailyLimitReached } from '../services/supervision';
import { barOf, brazilDateTime } from '../services/moderation';
import { endGrantAndSession } from './adapter';
import { forgotPasswordPage, loginPage, messagePage, newPasswordPage } from './pages';
import { OIDC_SCOPES } from './provider';
import type { LoginThrottle } from './throttle';
import { countedAddress } from '../http/client-address';
import { countAttempt, currentCount, retryAfterSeconds, type RateLimit } from '../services/rate-limits';
import { AUTHORIZATIONS_PER_ADDRESS, PASSWORD_RESETS_PER_ACCOUNT, PASSWORD_RESETS_PER_ADDRESS, SIGN_IN_FAILURES_PER_ADDRESS, VERIFICATION_MAILS_PER_ACCOUNT } from './limits';
import { API_AUDIENCE } from '../config';

export interface TokenServerDeps {
  db: Database;
  config: ServerConfig;
  provider: Provider;
  throttle: LoginThrottle;
}

const LOGIN_ACTIONS = `${REALM_PATH}/login-actions`;
/** Where a sign-in starts (oidc-provider's authorization endpoint). */
const AUTHORIZATION_PATH = `${REALM_PATH}/protocol/openid-connect/auth`;
const UID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** `validation:password.min` → the catalogue key `validation_password_min`. */
const catalogueKey = (messageKey: string) => messageKey.replace(/[:.]/g, '_');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function html(c: Context, body: string, status: 200 | 400 | 401 | 403 | 404 | 429 = 200): Response {
  c.header('Cache-Control', 'no-store');
  return c.html(body, status);
}

/** Fields of a posted form; an unreadable body counts as empty (the page then asks again). */
async function formFields(c: Context): Promise<Record<string, string>> {
  try {
    const body = await readBody(c, ['form']);
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(body)) {
      const first = Array.isArray(value) ? value[0] : value;
      // NUL cannot reach PostgreSQL; such a field counts as not filled in.
      if (typeof first === 'string' && !first.includes('\u0000')) fields[name] = first.slice(0, 1024);
    }
    return fields;
  } catch {
    return {};
  }
}

/**
 * The token server's own pages (sign-in, forgotten password, e-mailed links), Keycloak's
 * Keycloak-style POST logout, the page assets, and the hand-off of every other realm path to
 * oidc-provider.
 */
export function registerTokenServer(app: App, deps: TokenServerDeps): void {
  const { db, config, provider, throttle } = deps;
  /** Counts an e-mail to one account; false once its limit is past (the page answers the same, and nothing is sent). */
  const mayMail = async (limit: RateLimit, userId: number) => (await countAttempt(db, limit, String(userId))).count <= limit.max;

  const expiredPage = (c: Context) =>
    html(c, messagePage({ title: t('common_loginExpiredTitle'), text: t('common_loginExpiredText'), linkHref: '/', linkText: t('common_loginBackToApp') }), 400);

  async function interactionFor(c: Context, uid: string) {
    if (!UID_PATTERN.test(uid)) return undefined;
    try {
      const details = await provider.interactionDetails(c.env.incoming, c.env.outgoing);
      return details.uid === uid ? details : undefined;
    } catch {
      return undefined;
    }
  }

  const loginView = (uid: string, extra: Partial<Parameters<typeof loginPage>[0]> = {}) =>
    loginPage({
      action: `${LOGIN_ACTIONS}/authenticate/${uid}`,
      email: '',
      forgotHref: `${LOGIN_ACTIONS}/reset-credentials?interaction=${uid}`,
      registerHref: '/register',
      ...extra,
    });

  app.get(`${LOGIN_ACTIONS}/authenticate/:uid`, async (c) => {
    const uid = c.req.param('uid');
    const details = await interactionFor(c, uid);
    if (!details) return expiredPage(c);
    if (details.prompt.name !== 'login') {
      // Consent is implied for the product's own client: record it and carry on.
      const accountId = details.session?.accountId;
      if (!accountId) return expiredPage(c);
      const grant = new provider.Grant({ clientId: String(details.params.client_id), accountId });
      grant.addOIDCScope(OIDC_SCOPES);
      grant.addResourceScope(API_AUDIENCE, 'api');
      const grantId = await grant.save();
      return c.redirect(await provider.interactionResult(c.env.incoming, c.env.outgoing, { consent: { grantId } }, { mergeWithLastSubmission: true }), 303);
    }
    const hint = typeof details.params.login_hint === 'string' ? details.params.login_hint.slice(0, 320) : '';
    return html(c, loginView(uid, { email: hint }));
  });

  app.post(`${LOGIN_ACTIONS}/authenticate/:uid`, async (c) => {
    const uid = c.req.param('uid');
    const details = await interactionFor(c, uid);
    if (!details) return expiredPage(c);
    const form = await formFields(c);
    const login = (form.email ?? '').trim();

    if (form.action === 'resend') {
      const user = login ? await findAccountByEmail(db, login) : undefined;
      if (user && !user.emailVerified && (await mayMail(VERIFICATION_MAILS_PER_ACCOUNT, user.id))) await sendVerificationMail(db, config.publicOrigin, user);
      return html(c, loginView(uid, { email: login, info: t('common_loginResent') }));
    }

    // Many failures from one network, whatever the logins, wait for the window to pass (password spraying).
    const address = countedAddress(c, config);
    if (address && (await currentCount(db, SIGN_IN_FAILURES_PER_ADDRESS, address)).count >= SIGN_IN_FAILURES_PER_ADDRESS.max) {
      return html(c, loginView(uid, { email: login, error: t('common_loginTooMany') }), 429);
    }
    const password = form.password ?? '';
    const delay = await throttle.delayFor(login);
    if (delay > 0) await sleep(delay);
    const user = login ? await findAccountByLogin(db, login) : undefined;
    const valid = await verifyPassword(user?.passwordHash, password.slice(0, 128));
    if (!user || !valid || password.length > 128) {
      await throttle.recordFailure(login);
      if (address) await countAttempt(db, SIGN_IN_FAILURES_PER_ADDRESS, address);
      return html(c, loginView(uid, { email: login, error: t('requestError_invalidLogin') }), 401);
    }
    if (!user.emailVerified) return html(c, loginView(uid, { email: login, unverifiedEmail: user.email }), 403);
    await throttle.recordSuccess(login);
    // A supervised student who used all of today's time waits for tomorrow (docs/product/guardians.md, Supervision).
    if (await dailyLimitReached(db, user.id)) return html(c, loginView(uid, { email: login, error: t('common_loginDailyLimit') }), 403);
    // A suspended account waits for its end date; a banned one does not sign in (docs/product/moderation.md, Sanctions).
    const bar = await barOf(db, user.id);
    if (bar) {
      const error = bar.banned ? t('common_loginBanned') : t('common_loginSuspended', { until: brazilDateTime(bar.suspendedUntil!) });
      return html(c, loginView(uid, { email: login, error }), 403);
    }
    const returnTo = await provider.interactionResult(
      c.env.incoming,
      c.env.outgoing,
      { login: { accountId: String(user.id), remember: true } },
      { mergeWithLastSubmission: false },
    );
    return c.redirect(returnTo, 303);
  });

  const loginBackHref = (interaction: string | undefined) =>
    interaction && UID_PATTERN.test(interaction) ? `${LOGIN_ACTIONS}/authenticate/${interaction}` : '/';

  app.get(`${LOGIN_ACTIONS}/reset-credentials`, (c) => {
    const interaction = c.req.query('interaction');
    const query = interaction && UID_PATTERN.test(interaction) ? `?interaction=${interaction}` : '';
    return html(c, forgotPasswordPage({ action: `${LOGIN_ACTIONS}/reset-credentials${query}`, backHref: loginBackHref(interaction) }));
  });

  app.post(`${LOGIN_ACTIONS}/reset-credentials`, async (c) => {
    const interaction = c.req.query('interaction');
    const query = interaction && UID_PATTERN.test(interaction) ? `?interaction=${interaction}` : '';
    const form = await formFields(c);
    const email = (form.email ?? '').trim();
    if (!email) {
      return html(
        c,
        forgotPasswordPage({ action: `${LOGIN_ACTIONS}/reset-credentials${query}`, backHref: loginBackHref(interaction), error: t('validation_email_required') }),
        400,
      );
    }
    const address = countedAddress(c, config);
    if (address) {
      const fromAddress = await countAttempt(db, PASSWORD_RESETS_PER_ADDRESS, address);
      if (fromAddress.count > PASSWORD_RESETS_PER_ADDRESS.max) {
        c.header('Retry-After', String(retryAfterSeconds(fromAddress)));
        return html(c, forgotPasswordPage({ action: `${LOGIN_ACTIONS}/reset-credentials${query}`, backHref: loginBackHref(interaction), email, error: t('common_forgotTooMany') }), 429);
      }
    }
    const user = await findAccountByEmail(db, email);
    // The same answer whether or not the account exists, or got its e-mails of the hour, so the page reveals no e-mail address.
    if (user && (await mayMail(PASSWORD_RESETS_PER_ACCOUNT, user.id))) await sendPasswordResetMail(db, config.publicOrigin, user);
    return html(c, forgotPasswordPage({ action: '', backHref: loginBackHref(interaction), sent: true }));
  });

  const invalidLinkPage = (c: Context) =>
    html(c, messagePage({ title: t('common_linkInvalidTitle'), text: t('common_linkInvalidText'), linkHref: '/', linkText: t('common_loginBackToApp') }), 400);

  app.get(`${LOGIN_ACTIONS}/action-token`, async (c) => {
    const key = c.req.query('key') ?? '';
    const action = await peekActionToken(db, key);
    if (!action) return invalidLinkPage(c);
    if (action.purpose === 'verify-email') {
      const userId = await useActionToken(db, key, 'verify-email');
      if (!userId) return invalidLinkPage(c);
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
      return html(c, messagePage({ title: t('common_verifyTitle'), text: t('common_verifyText'), linkHref: '/', linkText: t('common_loginSubmit') }));
    }
    return html(c, newPasswordPage({ action: `${LOGIN_ACTIONS}/action-token`, key, errors: [] }));
  });

  app.post(`${LOGIN_ACTIONS}/action-token`, async (c) => {
    const form = await formFields(c);
    const key = form.key ?? '';
    const action = await peekActionToken(db, key);
    if (!action || action.purpose !== 'reset-password') return invalidLinkPage(c);
    const issues = validatePasswordReset(form.password, form.passwordConfirmation);
    if (issues.length > 0) {
      const errors = issues.map((issue) => ({ field: issue.field, text: t(catalogueKey(issue.messageKey)) }));
      return html(c, newPasswordPage({ action: `${LOGIN_ACTIONS}/action-token`, key, errors }), 400);
    }
    const userId = await useActionToken(db, key, 'reset-password');
    if (!userId) return invalidLinkPage(c);
    // Following the e-mailed link also proves the address.
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(form.password!), emailVerified: true })
      .where(eq(users.id, userId));
    return html(c, messagePage({ title: t('common_resetDoneTitle'), text: t('common_resetDone'), linkHref: '/', linkText: t('common_loginSubmit') }));
  });

  // Keycloak's logout for SPAs: POST client_id + refresh_token ends the grant and the browser session.
  app.post(`${REALM_PATH}/protocol/openid-connect/logout`, async (c) => {
    const form = await formFields(c);
    const oauthError = (error: string, description: string) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ error, error_description: description }, 400);
    };
    if (!form.refresh_token) return oauthError('invalid_request', 'refresh_token is required');
    const token = await provider.RefreshToken.find(form.refresh_token).catch(() => undefined);
    if (!token || (form.client_id && token.clientId !== form.client_id)) return oauthError('invalid_grant', 'Invalid refresh token');
    await endGrantAndSession(db, token.grantId as string, token.sessionUid);
    return c.body(null, 204);
  });

  const assets = new URL('./assets/', import.meta.url);
  for (const [name, type] of [
    ['login.css', 'text/css; charset=utf-8'],
    ['login.js', 'text/javascript; charset=utf-8'],
  ] as const) {
    const content = readFile(new URL(name, assets));
    app.get(`${REALM_PATH}/resources/${name}`, async (c) => {
      c.header('Content-Type', type);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(await content);
    });
  }

  // Everything else under the realm is oidc-provider's (authorization, token, certs, discovery…).
  const callback = provider.callback();
  const headers = securityHeaders(deps.config);
  app.all(`${REALM_PATH}/*`, async (c) => {
    // Each sign-in started keeps a pending interaction for an hour: one network starts so many at most.
    const address = c.req.path === AUTHORIZATION_PATH ? countedAddress(c, config) : null;
    if (address) {
      const started = await countAttempt(db, AUTHORIZATIONS_PER_ADDRESS, address);
      if (started.count > AUTHORIZATIONS_PER_ADDRESS.max) {
        c.header('Retry-After', String(retryAfterSeconds(started)));
        return html(c, messagePage({ title: t('common_tooManyTitle'), text: t('common_loginTooMany'), linkHref: '/', linkText: t('common_loginBackToApp') }), 429);
      }
    }
    const incoming = c.env.incoming as IncomingMessage & { originalUrl?: string };
    applySecurityHeaders(c.env.outgoing, headers);
    incoming.originalUrl = incoming.url;
    incoming.url = (incoming.url ?? '/').slice(REALM_PATH.length) || '/';
    await callback(incoming, c.env.outgoing);
    return RESPONSE_ALREADY_SENT;
  });
}
