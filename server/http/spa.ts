import type { Context } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { preloadLinkHeader, routePreloads } from './route-preload';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const TEXT_TYPES = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest']);

/**
 * Serves the built SPA from `distDir`: a file when one matches the path, otherwise index.html
 * (history fallback) for page paths; a missing asset with an extension is a plain 404. A page
 * the build's route map knows also gets a Link header preloading the scripts of its route, so
 * they load alongside the entry's instead of after the router has run.
 */
export function spaHandler(distDir: string) {
  const root = normalize(distDir);
  const preloadsFor = routePreloads(root);
  return async (c: Context): Promise<Response> => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    const file = normalize(join(root, pathname));
    const inside = file === root || file.startsWith(root + sep);
    if (inside && !pathname.includes('\0')) {
      try {
        if ((await stat(file)).isFile()) return send(c, file, pathname.startsWith('/static/'));
      } catch {
        // not a file: fall through
      }
    }
    if (extname(pathname) !== '' && !pathname.endsWith('.html')) return c.text('Not Found', 404);
    const index = join(root, 'index.html');
    try {
      const scripts = await preloadsFor(pathname);
      if (scripts.length) c.header('Link', preloadLinkHeader(scripts));
      return await send(c, index, false);
    } catch {
      c.header('Link', undefined);
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
  };
}

/** The encodings a build ships copies in (scripts/precompress.mjs), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings an Accept-Encoding header allows (a q of 0 refuses one; `*` allows the rest). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let wildcard = false;
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.toLowerCase().split(';');
    const token = (name ?? '').trim();
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const zero = q !== undefined && Number(q.slice(2)) === 0;
    if (token === '*') wildcard = !zero;
    else if (zero) refused.add(token);
    else accepted.add(token);
  }
  if (wildcard) for (const { name } of ENCODINGS) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

async function send(c: Context, file: string, immutable: boolean): Promise<Response> {
  c.header('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  let body: Buffer | null = null;
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  const original = await stat(file);
  for (const encoding of ENCODINGS) {
    if (!accepted.has(encoding.name)) continue;
    try {
      // A copy older than its file (the file changed after the build) would send stale content.
      if ((await stat(file + encoding.suffix)).mtimeMs < original.mtimeMs) continue;
      body = await readFile(file + encoding.suffix);
    } catch {
      continue;
    }
    c.header('Content-Encoding', encoding.name);
    break;
  }
  // Text files have compressed copies, so caches must keep one answer per encoding.
  if (TEXT_TYPES.has(extname(file).toLowerCase())) c.header('Vary', 'Accept-Encoding');
  body ??= await readFile(file);
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(new Uint8Array(body), 200);
}
