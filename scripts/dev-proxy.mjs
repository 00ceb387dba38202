// What the dev server (`npm run dev`) hands to the reference backend: everything the backend
// answers itself. The rest (the app's pages, its scripts, public/ and the gallery at /dev/ui) is
// the dev server's own. tests/unit/build/dev-proxy.test.ts checks this list against the routes
// the backend registers.

/** Path prefixes the backend serves: APIs, token server, dev tools, stand-ins, media and its health checks. */
export const BACKEND_PREFIXES = ['/records/', '/educational/', '/realms/', '/dev/', '/stand-ins/', '/media/', '/learn', '/healthz', '/readyz'];

/** Dev-server pages under a backend prefix: the design-system gallery. */
const DEV_SERVER_PAGES = ['/dev/ui'];

/** True when the dev server passes `path` (no query string) to the backend. */
export function isBackendPath(path) {
  if (DEV_SERVER_PAGES.some((page) => path === page || path.startsWith(`${page}/`))) return false;
  return BACKEND_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}
