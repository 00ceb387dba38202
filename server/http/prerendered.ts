import type { MinorGuardianState } from '../../src/contract/guardians';
import { join } from 'node:path';

/** The folder of a build that holds the pages rendered at build time (src/prerender.tsx). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The folder of a build that holds the Node bundle of src/prerender.tsx: the build renders the
 * pages with it, and the server renders /home's frame again with it for a caller whose page opens
 * differently (server/http/home-shell.ts). Like every name starting with a dot, never sent.
 */
export const PRERENDER_BUNDLE_DIR = '.prerender';

/** Whether a file of PRERENDER_BUNDLE_DIR is the bundle's entry. */
export const isPrerenderBundleEntry = (name: string) => /^prerender\.[cm]?js$/.test(name);

/** A page or frame the bundle renders: the root's children, and the title it sets. */
export interface RenderedPage {
  body: string;
  title: string;
}

/** What the bundle's entry exports, for the build (scripts/prerender.ts) and the server (server/http/home-shell.ts). */
export interface PrerenderBundle {
  PRERENDERED_PATHS: readonly string[];
  prerender(path: string): Promise<RenderedPage>;
  PRERENDERED_SHELLS: readonly string[];
  prerenderShell(path: string, options?: { notice?: MinorGuardianState | null }): Promise<RenderedPage>;
}

/**
 * The file, relative to the build's folder, that would hold the page rendered for `pathname`
 * (`/login` → prerendered/login.html); none for a path no page is rendered at (a trailing slash,
 * dots, the root), since the browser's router would not stand on the page the markup shows.
 */
export function prerenderedFile(pathname: string): string | undefined {
  if (!/^(\/[a-z0-9-]+)+$/.test(pathname)) return undefined;
  return join(PRERENDERED_DIR, `${pathname.slice(1).replaceAll('/', '_')}.html`);
}
