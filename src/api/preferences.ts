/**
 * Browser-kept preferences: the theme (local storage) and cookie consent (a 365-day cookie).
 * Storage can be unavailable (private mode, blocked cookies): reads fall back, writes never throw.
 */
export type Theme = 'light' | 'dark';

const THEME_KEY = 'theme';
export const COOKIE_CONSENT_NAME = 'CookiePolicyAccepted';
export const COOKIE_CONSENT_DAYS = 365;

export function readTheme(): Theme {
  try {
    return globalThis.localStorage?.getItem(THEME_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}

export function storeTheme(theme: Theme): void {
  try {
    globalThis.localStorage?.setItem(THEME_KEY, theme);
  } catch {
    // Storage blocked: the theme still applies for this visit.
  }
  globalThis.document?.documentElement.setAttribute('data-theme', theme);
}

export function readCookie(name: string): string | undefined {
  const cookies = globalThis.document?.cookie ?? '';
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, days: number): void {
  if (!globalThis.document) return;
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  const maxAge = Math.round(days * 86_400);
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

export const readCookieConsent = (): boolean => readCookie(COOKIE_CONSENT_NAME) === 'true';
export const storeCookieConsent = (): void => writeCookie(COOKIE_CONSENT_NAME, 'true', COOKIE_CONSENT_DAYS);
