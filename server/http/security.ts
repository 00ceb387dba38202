import type { ServerResponse } from 'node:http';

/** Headers every response carries; scripts only from this origin (no inline scripts). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; media-src 'self' blob: https:; connect-src 'self'; frame-src 'self' https:; font-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** A response that set one of these headers itself keeps it (the framed avatar editor stand-in does). */
export function applySecurityHeaders(target: Headers | ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    if (target instanceof Headers) {
      if (!target.has(name)) target.set(name, value);
    } else target.setHeader(name, value);
  }
}
