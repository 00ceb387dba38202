/**
 * The OAuth state this browser sent to Discord, kept in session storage until the return uses it
 * (once: a replayed return finds nothing). Storage can be blocked: then no return is accepted.
 */
const KEY = 'discord-oauth-state';

export function storeDiscordState(state: string): boolean {
  try {
    globalThis.sessionStorage.setItem(KEY, state);
    return true;
  } catch {
    return false;
  }
}

/** The stored state, removed as it is read. */
export function takeDiscordState(): string | null {
  try {
    const state = globalThis.sessionStorage.getItem(KEY);
    globalThis.sessionStorage.removeItem(KEY);
    return state;
  } catch {
    return null;
  }
}

/** A fresh random nonce (base64url, 32 characters). */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
