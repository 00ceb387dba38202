import type { Context } from 'hono';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MinorGuardianState } from '../../src/contract/guardians';
import { HOME_SHELL_PATH, HOME_SHELL_STILL } from '../../src/domain/home-frame';
import { consentNoticeShown } from '../../src/domain/guardians/notice';
import type { Database } from '../db/client';
import { guardianStateOf } from '../services/guardians';
import { bannersInOrder } from '../services/journeys';
import { cookieToken, type TokenOwner } from './auth';
import { isPrerenderBundleEntry, PRERENDER_BUNDLE_DIR, type PrerenderBundle } from './prerendered';

type Still = { desktop: string; mobile: string };

/** A value written inside a double-quoted attribute. */
function attribute(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * /home's first frame (src/routes/_private/-home/HomeShell.tsx) with the first banner's pictures
 * where the build left their place, or without the picture when there is no banner to show.
 */
export function fillHomeShell(html: string, still: Still | null): string {
  if (still) return html.replaceAll(HOME_SHELL_STILL.desktop, attribute(still.desktop)).replaceAll(HOME_SHELL_STILL.mobile, attribute(still.mobile));
  const marker = html.indexOf(HOME_SHELL_STILL.mobile);
  if (marker < 0) return html;
  const start = html.lastIndexOf('<picture', marker);
  const end = html.indexOf('</picture>', marker);
  if (start < 0 || end < 0) return html;
  return html.slice(0, start) + html.slice(end + '</picture>'.length);
}

/**
 * Renders /home's frame's markup (the root's children), with the minor's guardian notice or
 * without: the build's own renderer (src/prerender.tsx, prerenderShell), so the frame it wrote and
 * the one the server renders are one code's.
 */
export type ShellRenderer = (notice: MinorGuardianState | null) => Promise<string>;

/**
 * The renderer of the build in `distDir` (its Node bundle, PRERENDER_BUNDLE_DIR), loaded when
 * first asked for and again after a rebuild; null when the build has none or it cannot load.
 */
export function builtShellRenderer(distDir: string): () => Promise<ShellRenderer | null> {
  const dir = join(distDir, PRERENDER_BUNDLE_DIR);
  let loaded: { mtimeMs: number; renderer: Promise<ShellRenderer | null> } | null = null;
  return async () => {
    const name = (await readdir(dir).catch(() => [] as string[])).find(isPrerenderBundleEntry);
    if (!name) return null;
    const { mtimeMs } = await stat(join(dir, name));
    if (loaded?.mtimeMs !== mtimeMs) {
      // The modification time in the address loads a rebuilt bundle anew.
      const renderer = import(`${pathToFileURL(join(dir, name)).href}?built=${mtimeMs}`)
        .then((bundle: PrerenderBundle): ShellRenderer => {
          const render = async (notice: MinorGuardianState | null) => (await bundle.prerenderShell(HOME_SHELL_PATH, { notice })).body;
          // Without a notice the frame is everyone's: rendered once.
          let everyones: Promise<string> | undefined;
          return (notice) => (notice ? render(notice) : (everyones ??= render(null)));
        })
        .catch(() => null);
      loaded = { mtimeMs, renderer };
    }
    return loaded.renderer;
  };
}

/**
 * The guardian notice the page /home draws for this request's cookie opens with
 * (docs/product/guardians.md, Screens), which the built frame has not: undefined when it opens
 * without one. A token that names nobody is a visitor's (the frame, then /login). A read that
 * fails answers null: the page's opening is not known.
 */
async function noticeFor(c: Context, db: Database, tokenOwner: TokenOwner): Promise<MinorGuardianState | null | undefined> {
  const token = cookieToken(c);
  if (!token) return undefined;
  const claims = await tokenOwner(token);
  if (claims?.role !== 'STUDENT') return undefined;
  try {
    const state = await guardianStateOf(db, Number(claims.sub));
    return state && consentNoticeShown(state) ? state : undefined;
  } catch {
    return null;
  }
}

/** The frame drawn again with the notice: the built frame's markup replaced by the renderer's. */
async function withNotice(html: string, notice: MinorGuardianState, renderer: ShellRenderer | null): Promise<string | null> {
  if (!renderer) return null;
  const [built, framed] = await Promise.all([renderer(null), renderer(notice)]).catch(() => [null, null]);
  // A renderer of another build than the file's draws another frame: not this file's to change.
  if (built === null || framed === null || !html.includes(built)) return null;
  return html.replace(built, () => framed);
}

/**
 * Completes /home's frame as it is sent: the banner the carousel shows first. The banners are the
 * same for every student; the one thing of the caller's the page opens with is the minor's
 * guardian notice, told by the token the browser keeps in a cookie (expired or not), and for that
 * caller the frame is drawn again with the notice above the banners, where the page shows it, so
 * nothing moves when the app takes over. When that cannot be done (no renderer, a failed read),
 * the answer is null and the plain page is sent. A database that cannot tell the banner sends the
 * frame without the picture.
 */
export function homeShellFill(db: Database, tokenOwner: TokenOwner, renderer: () => Promise<ShellRenderer | null>) {
  return async (html: string, c: Context): Promise<string | null> => {
    const [notice, first] = await Promise.all([
      noticeFor(c, db, tokenOwner),
      bannersInOrder(db)
        .limit(1)
        .then(([row]) => row?.images ?? null)
        .catch(() => null),
    ]);
    if (notice === undefined) return fillHomeShell(html, first);
    const framed = notice === null ? null : await withNotice(html, notice, await renderer());
    return framed === null ? null : fillHomeShell(framed, first);
  };
}
