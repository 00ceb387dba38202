import type Provider from 'oidc-provider';
import { SPA_CALLBACK_PATH } from '../config';

/**
 * Keycloak adds `session_state` (the login session's id) to the authorization response, and the
 * SPA refuses a callback without it (docs/product/session.md, Screens). oidc-provider does not, so this post-middleware
 * adds it to the code redirect back to the SPA.
 */
export function addSessionState(provider: Provider): void {
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.status < 300 || ctx.status >= 400) return;
    const location = ctx.response.get('location');
    if (!location || !location.includes(SPA_CALLBACK_PATH)) return;
    const url = new URL(location);
    const sessionUid = (ctx as { oidc?: { session?: { uid?: string } } }).oidc?.session?.uid;
    if (!url.searchParams.has('code') || url.searchParams.has('session_state') || !sessionUid) return;
    url.searchParams.set('session_state', sessionUid);
    ctx.set('location', url.href);
  });
}
