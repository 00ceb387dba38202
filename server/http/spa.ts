import { serveStatic } from '@hono/node-server/serve-static';
import type { Context } from 'hono';
import { readFile, stat } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import { preloadLinkHeader, routePreloads } from './route-preload';
import { prerenderedFile } from './prerendered';
import { firstAnswers, withFirstAnswers, type ReadAnswerer } from './first-answers';
import type { AppEnv } from './types';

/** The file types the build ships compressed copies of (scripts/precompress.mjs). */
const TEXT_TYPES = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest']);

/** The encodings a build ships copies in, best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

const nothing = async () => {};

/** Completes a page sent as HTML (SpaOptions.fills). */
export type PageFill = (html: string, c: Context) => Promise<string | null>;

export interface SpaOptions {
  /**
   * Pages sent as HTML that the server completes as it sends them, by their address: each is given
   * the built file's text and the request, and answers the text to send, or null to send the plain
   * page (index.html) instead. /home's first frame gets the first banner's picture, and a minor's
   * guardian notice when the page opens with it: server/http/home-shell.ts. Since a fill may read
   * the request's cookies, those answers vary by them.
   */
  fills?: Readonly<Record<string, PageFill>>;
  /**
   * Answers the first read of the link pages that make one (server/http/first-answers.ts), sent
   * inside the page; without it, those pages are sent as every other.
   */
  answer?: ReadAnswerer;
}

/**
 * Serves the built SPA from `distDir`: a file when one matches a path with an extension, otherwise
 * index.html (history fallback) for page paths; a missing asset with an extension is a plain 404.
 * A path with a segment starting with a dot is a 404: the build keeps the server's own files there.
 * A page the build's route map knows also gets a Link header preloading the scripts of its route,
 * so they load alongside the entry's instead of after the router has run. A page the build
 * rendered as HTML (src/prerender.tsx) is sent as that HTML when its address carries no query,
 * the markup having been rendered for the bare address.
 *
 * Hono's serveStatic resolves the file (refusing `..`, `//`, backslashes and encoded separators),
 * picks the precompressed copy and streams it; this layer adds the caching policy, the history
 * fallback and a stricter choice of copy (see offerFreshCopies).
 */
export function spaHandler(distDir: string, options: SpaOptions = {}) {
  const root = normalize(distDir);
  const preloadsFor = routePreloads(root);
  const index = join(root, 'index.html');
  const files = serveStatic({
    root,
    precompressed: true,
    rewriteRequestPath: (path, c) => {
      offerFreshCopies(c, join(root, path));
      return path;
    },
  });
  const indexFile = serveStatic({ root, path: 'index.html', precompressed: true });
  const completed = completedPages(root);

  return async (c: Context<AppEnv>): Promise<Response> => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      return c.text('Bad Request', 400);
    }
    // A name starting with a dot is the server's own (the renderer's bundle), or nobody's.
    if (pathname.split('/').some((segment) => segment.startsWith('.'))) return c.text('Not Found', 404);
    const extension = extname(pathname);
    if (extension !== '') {
      const file = await files(c, nothing);
      if (file) return withCaching(file, extension, pathname.startsWith('/static/') ? 'immutable' : 'revalidate');
      if (extension !== '.html') return c.text('Not Found', 404);
    }
    const prerendered = new URL(c.req.url).search === '' ? prerenderedFile(pathname) : undefined;
    const built = prerendered && statSync(join(root, prerendered), { throwIfNoEntry: false })?.isFile() ? prerendered : undefined;
    const fill = built ? options.fills?.[pathname] : undefined;
    const completedPage = built && fill ? await completed(c, built, fill) : null;
    if (completedPage) return withCaching(completedPage, '.html', 'revalidate', true);
    // A page its fill declined is sent as every other: index.html, with its route's preloads.
    const html = fill ? undefined : built;
    const answers = !html && options.answer && c.req.method === 'GET' ? await firstAnswers(pathname, c, options.answer) : null;
    const answered = answers ? await completed(c, 'index.html', async (text) => withFirstAnswers(text, answers)) : null;
    let page: Response | void | null = answered;
    if (!page) {
      offerFreshCopies(c, html ? join(root, html) : index);
      page = await (html ? serveStatic({ root, path: html, precompressed: true }) : indexFile)(c, nothing);
    }
    if (!page) return c.text('The web app is not built yet: run `npm run build` (npm start does it for you).', 503);
    // A rendered page names its parts itself, to be fetched once it is painted.
    const scripts = html ? [] : await preloadsFor(pathname);
    if (scripts.length) page.headers.set('Link', preloadLinkHeader(scripts));
    // A page carrying answers holds the link's own answer, read now: kept by no cache, as that answer is not.
    return withCaching(page, '.html', answered ? 'none' : 'revalidate', fill !== undefined);
  };
}

/**
 * A page completed as it is sent: the built file (read again when it changes) through its fill,
 * compressed as the request allows. The last answer's compressed copies are kept, so an unchanged
 * page is compressed once.
 */
function completedPages(root: string) {
  const files = new Map<string, { mtimeMs: number; text: string }>();
  let last: { text: string; copies: Map<string, Buffer> } | null = null;
  return async (c: Context, file: string, fill: PageFill): Promise<Response | null> => {
    const path = join(root, file);
    const { mtimeMs } = await stat(path);
    let built = files.get(file);
    if (built?.mtimeMs !== mtimeMs) {
      built = { mtimeMs, text: await readFile(path, 'utf8') };
      files.set(file, built);
    }
    const text = await fill(built.text, c);
    if (text === null) return null;
    if (last?.text !== text) last = { text, copies: new Map() };
    const accepted = acceptedEncodings(c.req.header('accept-encoding'));
    const encoding = ENCODINGS.find(({ name }) => accepted.has(name))?.name;
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=UTF-8' };
    if (!encoding) return new Response(text, { headers });
    let copy = last.copies.get(encoding);
    if (!copy) {
      copy = encoding === 'br' ? brotliCompressSync(text) : gzipSync(text);
      last.copies.set(encoding, copy);
    }
    return new Response(new Uint8Array(copy), { headers: { ...headers, 'Content-Encoding': encoding } });
  };
}

/**
 * How long a cache may keep an answer: a build asset under /static/ forever (its name carries its
 * content's hash), anything else until it is asked again, and a page carrying a read's answer not
 * at all.
 */
const CACHE_CONTROL = { immutable: 'public, max-age=31536000, immutable', revalidate: 'no-cache', none: 'no-store' } as const;

function withCaching(response: Response, extension: string, cache: keyof typeof CACHE_CONTROL, byCookie = false): Response {
  response.headers.set('Cache-Control', CACHE_CONTROL[cache]);
  // serveStatic sets Vary only on compressed answers; the plain one must vary too, or a shared
  // cache could hand it to every browser.
  if (TEXT_TYPES.has(extension.toLowerCase())) response.headers.set('Vary', byCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
  return response;
}

/**
 * serveStatic matches Accept-Encoding tokens literally (`br;q=0` would not refuse Brotli, `*` would
 * not allow it) and takes any copy that exists. So it is handed the encodings the header allows
 * whose copy is at least as new as `file`: a file changed after the build is sent as it is rather
 * than as its stale copy.
 */
function offerFreshCopies(c: Context, file: string) {
  const original = statSync(file, { throwIfNoEntry: false });
  if (!original?.isFile()) return;
  const accepted = acceptedEncodings(c.req.header('accept-encoding'));
  const fresh = ENCODINGS.filter(({ name, suffix }) => {
    if (!accepted.has(name)) return false;
    const copy = statSync(file + suffix, { throwIfNoEntry: false });
    return copy !== undefined && copy.mtimeMs >= original.mtimeMs;
  });
  c.req.raw.headers.set('accept-encoding', fresh.map(({ name }) => name).join(', '));
}

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
