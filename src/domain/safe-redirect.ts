/**
 * Redirect targets that come from a URL (`state`, `toLms`, `mission_redirect_to`, …) are accepted
 * only as same-origin paths. Anything else — other hosts, protocol-relative or backslash tricks,
 * script URLs, control characters, or encoded forms of those — falls back to a safe page.
 */
const MAX_LENGTH = 2048;
/** Control characters and any white space but the plain space (tabs, newlines, line separators…). */
 
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f]|[^\S ]/;

function decodeFully(value: string): string | null {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null; // malformed escapes are never a safe target
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return null; // still changing after several rounds: deliberately nested encoding
}

export function isSafeRedirect(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return false;
  const decoded = decodeFully(target);
  if (decoded === null) return false;
  for (const candidate of [target, decoded]) {
    if (UNSAFE_CHARACTERS.test(candidate)) return false;
    if (!candidate.startsWith('/')) return false; // only paths: no scheme, no bare host
    if (candidate.startsWith('//') || candidate.startsWith('/\\')) return false; // protocol-relative
    if (candidate.includes('\\')) return false; // browsers treat \ as / in URLs
  }
  try {
    const base = 'https://same-origin.invalid';
    const url = new URL(target, base);
    if (url.origin !== base) return false;
  } catch {
    return false;
  }
  return true;
}

/** The target when it is a safe same-origin path, otherwise the fallback (default /home). */
export function safeRedirectTarget(target: unknown, fallback = '/home'): string {
  return isSafeRedirect(target) ? target : fallback;
}
