// The build's last step for the public pages: renders each with the Node bundle of
// src/prerender.tsx and writes it, inside the build's index.html, where server/http/spa.ts finds it.
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isPrerenderBundleEntry, PRERENDER_BUNDLE_DIR, prerenderedFile, type PrerenderBundle, type RenderedPage } from '../server/http/prerendered';
import { routePreloads } from '../server/http/route-preload';

/** The build environment compiling src/prerender.tsx for Node. */
export const PRERENDER_ENVIRONMENT = 'prerender';
/** Its output, inside the browser's build, kept for the server (server/http/prerendered.ts). */
export { PRERENDER_BUNDLE_DIR };

const EMPTY_ROOT = '<div id="root"></div>';
const DEFERRED_SCRIPT = /<script defer src="([^"]+)"><\/script>/g;

/**
 * The page's HTML: the template's title and root filled in, and its scripts handed to
 * public/start-after-paint.js, which asks for them (and the page's own parts, `preloads`) once the
 * page is painted.
 */
function pageHtml(template: string, path: string, page: RenderedPage, preloads: readonly string[], kind: 'page' | 'shell'): string {
  const scripts = [...template.matchAll(DEFERRED_SCRIPT)].map((match) => match[1]!);
  if (scripts.length === 0) throw new Error('prerender: index.html loads no script');
  const starter = `<script defer src="/start-after-paint.js" data-scripts="${scripts.join(' ')}" data-preload="${preloads.join(' ')}"></script>`;
  return (
    template
      .replace(DEFERRED_SCRIPT, (tag) => (tag.includes(scripts[0]!) ? starter : ''))
      .replace(/<title>[^<]*<\/title>/, `<title>${page.title}</title>`)
      // data-prerendered tells main.tsx which page the markup is, so it takes it over only there;
      // data-shell that the markup is a page's first frame, which the app draws over.
      .replace(EMPTY_ROOT, () => `<div id="root" data-${kind === 'page' ? 'prerendered' : 'shell'}="${path}">${page.body}</div>`)
  );
}

export async function writePrerenderedPages(webDist: string, bundleDir: string): Promise<void> {
  const entry = readdirSync(bundleDir).find(isPrerenderBundleEntry);
  if (!entry) throw new Error(`prerender: no bundle in ${bundleDir}`);
  const { PRERENDERED_PATHS, prerender, PRERENDERED_SHELLS, prerenderShell } = (await import(pathToFileURL(join(bundleDir, entry)).href)) as PrerenderBundle;
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  if (!template.includes(EMPTY_ROOT)) throw new Error('prerender: index.html has no empty root element');
  // The page's own parts, as the server would announce them for its address.
  const partsFor = routePreloads(webDist);
  const pages = [
    ...PRERENDERED_PATHS.map((path) => ({ path, kind: 'page' as const, render: prerender })),
    ...PRERENDERED_SHELLS.map((path) => ({ path, kind: 'shell' as const, render: prerenderShell })),
  ];
  for (const { path, kind, render } of pages) {
    const html = pageHtml(template, path, await render(path), await partsFor(path), kind);
    const name = prerenderedFile(path);
    if (!name) throw new Error(`prerender: ${path} is not a page address the server sends prerendered`);
    const file = join(webDist, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
}
