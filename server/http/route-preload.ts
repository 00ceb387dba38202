import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Written by the production build beside index.html (scripts/route-chunks.mjs). */
export const ROUTE_PRELOAD_FILE = 'route-preload.json';

type PreloadMap = ReadonlyMap<string, readonly string[]>;

const SAFE_SCRIPT = /^\/static\/js\/[\w./-]+\.js$/;

/** Only same-origin build scripts are announced, whatever the file holds. */
function parse(text: string): PreloadMap {
  const map = new Map<string, readonly string[]>();
  const json: unknown = JSON.parse(text);
  if (typeof json !== 'object' || json === null) return map;
  for (const [pattern, files] of Object.entries(json)) {
    if (!pattern.startsWith('/') || !Array.isArray(files)) continue;
    const scripts = files.filter((file): file is string => typeof file === 'string' && SAFE_SCRIPT.test(file) && !file.includes('..'));
    if (scripts.length) map.set(pattern, scripts);
  }
  return map;
}

/** Whether `path` (no trailing slash) is a page of `pattern`, where `$name` is any one segment. */
function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return want.length === got.length && want.every((segment, index) => (segment.startsWith('$') ? got[index] !== '' : segment === got[index]));
}

const dynamicSegments = (pattern: string) => pattern.split('/').filter((segment) => segment.startsWith('$')).length;

/**
 * The scripts a page needs beyond the entry, from the build's route map in `distDir`: an exact
 * page first, else the pattern with the fewest `$` segments. A build without the map (the dev
 * server, older builds) or a path no page matches gets none. The map is read again when it changes.
 */
export function routePreloads(distDir: string) {
  const file = join(distDir, ROUTE_PRELOAD_FILE);
  let cached: { mtimeMs: number; map: PreloadMap } | null = null;

  async function load(): Promise<PreloadMap> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(file)).mtimeMs;
    } catch {
      cached = null;
      return new Map();
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let map: PreloadMap;
      try {
        map = parse(await readFile(file, 'utf8'));
      } catch {
        map = new Map();
      }
      cached = { mtimeMs, map };
    }
    return cached.map;
  }

  return async (pathname: string): Promise<readonly string[]> => {
    const map = await load();
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const exact = map.get(path);
    if (exact) return exact;
    const candidates = [...map.keys()].filter((pattern) => matches(pattern, path));
    candidates.sort((a, b) => dynamicSegments(a) - dynamicSegments(b));
    return candidates.length ? (map.get(candidates[0] as string) ?? []) : [];
  };
}

/**
 * A Link header asking the browser to fetch `scripts` at once. The build's chunks are classic
 * scripts (rspack loads them with script tags), so `preload` as `script`: a `modulepreload` would
 * fetch them as modules, which the script tags could not reuse.
 */
export function preloadLinkHeader(scripts: readonly string[]): string {
  return scripts.map((src) => `<${src}>; rel=preload; as=script`).join(', ');
}
