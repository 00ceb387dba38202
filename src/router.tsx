import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionGate } from '@/domain/session';
import type { HttpClient } from '@/api/http';
import { routeTree } from '@route-tree';

export type { RouterContext } from './router-context';

/**
 * `prerender` is the build rendering a page ahead of the browser (src/prerender.tsx): a memory
 * history at that page, and no scroll-restoring script in the markup (the page's own browser
 * restores scroll once it takes the page over).
 */
export function createAppRouter(queryClient: QueryClient, session: SessionGate, http: HttpClient, prerender?: { history: RouterHistory }) {
  return createRouter({
    routeTree,
    history: prerender?.history,
    context: { queryClient, session, http },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: !prerender,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
