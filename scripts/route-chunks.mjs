// Which chunks a first visit to each route needs, read from the production build's stats (the
// chunk graph rspack writes with chunks, their modules and their siblings). Shared by the bundle
// bench, which sizes each route's first load, and by the build, which writes the route → chunk
// files map the server turns into preload hints (server/http/route-preload.ts).
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Route files under `dir` (folders starting with `-` hold screens, not routes), absolute paths. */
export function routeFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name.startsWith('-') ? [] : routeFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

/**
 * A route file and the layout files above it (`_private.tsx` above `_private/home.tsx`, …), all
 * relative to the routes folder; `all` lists every route file the same way.
 */
export function withLayouts(file, all) {
  const parts = file.split('/');
  const chain = [file];
  for (let depth = parts.length - 1; depth > 0; depth -= 1) {
    for (const ext of ['.tsx', '.ts']) {
      const layout = [...parts.slice(0, depth - 1), parts[depth - 1] + ext].join('/');
      if (all.includes(layout)) chain.push(layout);
    }
  }
  return chain;
}

/** Every module name in a chunk, those concatenated into others too. */
export const moduleNames = (chunk) => (chunk.modules ?? []).flatMap((m) => [m.name ?? '', ...(m.modules ?? []).map((n) => n.name ?? '')]);

export const jsFiles = (chunk) => (chunk.files ?? []).filter((f) => f.endsWith('.js'));

/** The ids of the entry's chunks, which index.html loads on every page. */
export const entryChunkIds = (stats) => new Set(stats.chunks.filter((c) => c.initial).map((c) => c.id));

/**
 * The chunks a first visit to a route needs: the entry's, the route's own split parts (chunks
 * holding a module of one of `sources`, paths as the stats name them, e.g.
 * `./src/routes/_public/register.tsx`) and the chunks loaded beside those.
 */
export function routeChunks(stats, sources) {
  const own = stats.chunks.filter(
    (chunk) => !chunk.initial && moduleNames(chunk).some((name) => sources.some((rel) => name.startsWith(rel + '?') || name.startsWith(rel + ' ') || name === rel)),
  );
  const needed = new Set(entryChunkIds(stats));
  for (const chunk of own) {
    needed.add(chunk.id);
    for (const sibling of chunk.siblings ?? []) needed.add(sibling);
  }
  const chunkById = new Map(stats.chunks.map((chunk) => [chunk.id, chunk]));
  return [...needed].map((id) => chunkById.get(id)).filter(Boolean);
}

/**
 * The URL pattern of a route file relative to the routes folder, in the router's file naming:
 * `_name` folders are pathless layouts, `index` is its folder's own page, `$name` one segment.
 */
export function urlPattern(file) {
  const segments = file
    .replace(/\.tsx?$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_') && segment !== 'index');
  return '/' + segments.join('/');
}

/**
 * Modules every signed-in page fetches on demand before it can ask for its data: the session's
 * account check and the HTTP client. Announced with the signed-in pages' own chunks, they arrive
 * with the entry instead of one round trip after it. (The table of server messages is not among
 * them: a page's reads do not wait for it.)
 */
export const SIGNED_IN_START = ['./src/api/session-account.ts', 'node_modules/ofetch/'];

/** A route file (relative to the routes folder) drawn inside the signed-in layout, or that layout. */
export const isSignedIn = (file) => file === '_private.tsx' || file.startsWith('_private/');

/**
 * Whether a chunk is one the router loads for the split parts of a page anyone may open signed out
 * (a route file outside the private layout, the root's own parts aside), known by the requests
 * that load it: its chunk groups' origins, as rspack hands a chunk to a split-chunks filter.
 */
export function isPublicPageChunk(chunk) {
  for (const group of chunk.groupsIterable) {
    for (const { request } of group.origins) {
      const route = request ? /[\\/]src[\\/]routes[\\/](.+?)\?tsr-split=/.exec(request)?.[1]?.replaceAll('\\', '/') : undefined;
      if (route && route !== '__root.tsx' && !isSignedIn(route)) return true;
    }
  }
  return false;
}

/** The chunks holding a module named in `signedInStart`, which a signed-in page's first visit fetches beside its own. */
export const signedInStartChunks = (stats, signedInStart = SIGNED_IN_START) =>
  stats.chunks.filter((chunk) => !chunk.initial && moduleNames(chunk).some((name) => signedInStart.some((part) => name.includes(part))));

/**
 * URL pattern → the script files (as URLs under `publicPath`) a first visit to that page fetches
 * after the entry: the chunks of its split parts and of its layouts', and for signed-in pages the
 * chunks holding a module named in `signedInStart`. `files` are the production
 * route files relative to the routes folder; `routesPrefix` is how the stats name that folder.
 * Layouts (a file with a folder of the same name) and the root are left out: only pages are
 * visited. Pages needing nothing beyond the entry get no row.
 */
export function routePreloadMap(stats, files, { routesPrefix = './src/routes/', publicPath = '/', signedInStart = SIGNED_IN_START } = {}) {
  const entry = entryChunkIds(stats);
  const pages = files.filter((file) => {
    const stem = file.replace(/\.tsx?$/, '');
    return !stem.endsWith('__root') && !files.some((other) => other.startsWith(stem + '/'));
  });
  const map = {};
  for (const page of pages.sort()) {
    const sources = withLayouts(page, files).map((file) => routesPrefix + file);
    const startChunks = isSignedIn(page) ? signedInStartChunks(stats, signedInStart) : [];
    const scripts = [...new Set([...routeChunks(stats, sources), ...startChunks])]
      .filter((chunk) => !entry.has(chunk.id))
      .flatMap(jsFiles)
      .map((file) => publicPath + file)
      .sort();
    if (scripts.length) map[urlPattern(page)] = scripts;
  }
  return map;
}

/** The route files of the production route tree, relative to `routesDir` (the gallery is dev only). */
export function productionRouteFiles(routesDir, prodTree) {
  return routeFiles(routesDir)
    .map((path) => relative(routesDir, path))
    .filter((file) => prodTree.includes(`'./routes/${file.replace(/\.tsx?$/, '')}'`));
}
