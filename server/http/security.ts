import type { ServerResponse } from 'node:http';
import { DEFAULT_CSP_SOURCES, type ServerConfig } from '../config';

/**
 * Headers every response carries. Scripts only from this origin (no inline scripts); requests,
 * images, media and frames from this origin, the avatar service's origins and the sources
 * configured (CSP_CONNECT_SRC, CSP_IMG_SRC, CSP_MEDIA_SRC, CSP_FRAME_SRC: docs/operations.md).
 */
export function securityHeaders(config: Pick<ServerConfig, 'csp' | 'avatarOrigins'>): Readonly<Record<string, string>> {
  const sources = config.csp ?? DEFAULT_CSP_SOURCES;
  const avatars = config.avatarOrigins ?? [];
  const list = (...parts: (readonly string[])[]) => [...new Set(parts.flat())].join(' ');
  const policy = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["'self'", 'data:', 'blob:'], avatars, sources.img)}`,
    `media-src ${list(["'self'", 'blob:'], avatars, sources.media)}`,
    `connect-src ${list(["'self'"], avatars, sources.connect)}`,
    `frame-src ${list(["'self'"], avatars, sources.frame)}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** A response that set one of these headers itself keeps it (the framed avatar editor stand-in does). */
export function applySecurityHeaders(target: Headers | ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) {
    if (target instanceof Headers) {
      if (!target.has(name)) target.set(name, value);
    } else target.setHeader(name, value);
  }
}
