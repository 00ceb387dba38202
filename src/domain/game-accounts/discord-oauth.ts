import { isSafeRedirect } from '@/domain/safe-redirect';

/**
 * Discord linking (docs/product/game-accounts.md, States): the OAuth2 authorization request and the `state` that carries the
 * return address. The state is `<nonce>.<return address, base64url>`; the SPA keeps the whole
 * state it sent and accepts a return only with exactly that state, once.
 */
export const DISCORD_SCOPE = 'identify';
export const DISCORD_RETURN_PATH = '/oauth/discord';

export interface DiscordAuthorization {
  authorizeUrl: string;
  clientId: string;
  /** Absolute address of /oauth/discord on this site. */
  redirectUri: string;
  state: string;
}

/** The authorization page address with the OAuth2 parameters (response_type code, scope identify). */
export function discordAuthorizationUrl({ authorizeUrl, clientId, redirectUri, state }: DiscordAuthorization, origin: string): string {
  const url = new URL(authorizeUrl, origin);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('scope', DISCORD_SCOPE);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('prompt', 'consent');
  return url.toString();
}

const toBase64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** A new state for a return to `returnTo` (a same-origin path; anything else becomes /home). */
export function encodeDiscordState(nonce: string, returnTo: string): string {
  return `${nonce}.${toBase64Url(isSafeRedirect(returnTo) ? returnTo : '/home')}`;
}

/** The return address a state carries, when it is well formed and a same-origin path. */
export function returnAddressOf(state: string | undefined | null): string | null {
  if (!state) return null;
  const [nonce, encoded, ...rest] = state.split('.');
  if (!nonce || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce) || encoded === undefined || rest.length > 0) return null;
  const returnTo = fromBase64Url(encoded);
  return returnTo !== null && isSafeRedirect(returnTo) ? returnTo : null;
}

/** What the return from Discord says, before anything is sent anywhere. */
export type DiscordReturn =
  | { kind: 'code'; code: string; returnTo: string }
  | { kind: 'cancelled'; returnTo: string }
  | { kind: 'refused' };

/**
 * Checks a return against the state this browser stored (null when none, or already used): a
 * state that differs, or points off-site, is refused; Discord's access_denied is a cancellation.
 */
export function readDiscordReturn(params: { code?: string; state?: string; error?: string }, storedState: string | null): DiscordReturn {
  if (!storedState || !params.state || params.state !== storedState) return { kind: 'refused' };
  const returnTo = returnAddressOf(params.state);
  if (!returnTo) return { kind: 'refused' };
  if (params.error) return { kind: 'cancelled', returnTo };
  if (!params.code) return { kind: 'refused' };
  return { kind: 'code', code: params.code, returnTo };
}

/** Where a refused return ends up. */
export const FALLBACK_ADDRESS = '/home';

/** Where the flow goes once a return is over: the address it carries, or /home for a refused one (or none). */
export function returnDestinationOf(returned: DiscordReturn | null | undefined): string {
  return returned && returned.kind !== 'refused' ? returned.returnTo : FALLBACK_ADDRESS;
}
