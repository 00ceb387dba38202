import type { Context } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

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

/**
 * Serves the built SPA from `distDir`: a file when one matches the path, otherwise index.html
 * (history fallback) for page paths; a missing asset with an extension is a plain 404.
 */
export function spaHandler(distDir: string) {
  const root = normalize(distDir);
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
      return await send(c, index, false);
    } catch {
      return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
  };
}

async function send(c: Context, file: string, immutable: boolean): Promise<Response> {
  const body = await readFile(file);
  c.header('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
  c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(new Uint8Array(body), 200);
}
