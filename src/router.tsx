import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionGate } from '@/domain/session';
import type { HttpClient } from '@/api/http';
import { routeTree } from '@route-tree';
import { restoresScrollAfterTakeover } from './early-input';

export type { RouterContext } from './router-context';

export interface AppRouterOptions {
  /**
   * The build rendering a page ahead of the browser (src/prerender.tsx): a memory history at that
   * page, and no scroll-restoring script in the markup (the page's own browser restores scroll
   * once it takes the page over).
   */
  prerender?: { history: RouterHistory };
  /** The page the server sent as HTML, which this browser takes over where the visitor scrolled it. */
  takesOver?: string;
}

export function createAppRouter(queryClient: QueryClient, session: SessionGate, http: HttpClient, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    history: options.prerender?.history,
    context: { queryClient, session, http },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: options.prerender ? false : restoresScrollAfterTakeover(options.takesOver),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
