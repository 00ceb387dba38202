/**
 * The public pages a visitor meets first, rendered at build time into the HTML the server sends
 * (scripts/prerender.ts writes them beside index.html; server/http/spa.ts serves them). The
 * browser paints that HTML before any script has run, then main.tsx takes it over with the same
 * tree (AppRoot) instead of drawing the page again. Rendered as a visitor nobody signed in as:
 * a signed-in user's browser finds out on its own and moves on to /home.
 */
import { renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { AppRoot } from './app-root';
import { createAppRouter } from './router';
import { createHttpClient } from './api/http';
import type { SessionGate } from './domain/session';
import type { MinorGuardianState } from './contract/guardians';
import { HOME_SHELL_PATH } from './domain/home-frame';
import { HomeShell } from './routes/_private/-home/HomeShell';

/** The pages sent as HTML: public, the same for every visitor, the first a new student opens. */
export const PRERENDERED_PATHS = ['/login', '/register'] as const;

const offline = () => {
  throw new Error('A page rendered at build time asks for nothing: its data loads in the browser.');
};

/** Nobody is signed in, and nothing may be asked of the token server while rendering. */
const visitor: SessionGate = {
  user: () => null,
  known: async () => {},
  ready: async () => {},
  signIn: offline,
  signOut: offline,
  refresh: offline,
  completeSignIn: offline,
};

export interface PrerenderedPage {
  /** The page's markup, the root element's children. */
  body: string;
  /** The document title the page sets. */
  title: string;
}

/**
 * The signed-in pages whose first frame is sent as HTML (HomeShell): not the page itself, which
 * the app draws in its place once it knows who is signed in and has the data.
 */
export const PRERENDERED_SHELLS = [HOME_SHELL_PATH] as const;

/** Takes React's <title> (placed ahead of the markup) out to the document's head. */
function withTitle(markup: string): PrerenderedPage {
  const title = /^<title>(.*?)<\/title>/.exec(markup);
  return { body: title ? markup.slice(title[0].length) : markup, title: title?.[1] ?? '' };
}

/** What a frame may be drawn with: the minor's guardian notice, when the page opens with it. */
export interface ShellOptions {
  notice?: MinorGuardianState | null;
}

/**
 * A page's first frame. The build renders it for everyone; the server renders it again, with this
 * module, for a caller whose page opens differently (server/http/home-shell.ts).
 */
export async function prerenderShell(path: (typeof PRERENDERED_SHELLS)[number], { notice = null }: ShellOptions = {}): Promise<PrerenderedPage> {
  // The frame's links need a router; this one has the frame as its only route.
  const router = createRouter({ routeTree: createRootRoute({ component: () => <HomeShell notice={notice} /> }), history: createMemoryHistory({ initialEntries: [path] }) });
  await router.load();
  return withTitle(renderToString(<RouterProvider router={router} />));
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  const queryClient = new QueryClient();
  const http = createHttpClient({ tokens: { accessToken: () => undefined, refresh: offline, end: () => {} }, tokenServerPrefix: '/oidc', fetch: offline });
  const router = createAppRouter(queryClient, visitor, http, { prerender: { history: createMemoryHistory({ initialEntries: [path] }) } });
  await router.load();
  const failed = router.state.matches.filter((match) => match.status !== 'success');
  if (router.state.location.pathname !== path || failed.length > 0) {
    throw new Error(`${path} did not render as itself (at ${router.state.location.pathname}; ${failed.map((match) => `${match.routeId} ${match.status}`).join(', ')})`);
  }
  return withTitle(renderToString(<AppRoot router={router} queryClient={queryClient} />));
}
