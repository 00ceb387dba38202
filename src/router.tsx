import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionGate } from './domain/session';
import type { HttpClient } from './api/http';
import { routeTree } from '@route-tree';

export interface RouterContext {
  queryClient: QueryClient;
  session: SessionGate;
  /** The one HTTP client (bearer token, single refresh); api/ functions take it. */
  http: HttpClient;
}

export function createAppRouter(queryClient: QueryClient, session: SessionGate, http: HttpClient) {
  return createRouter({
    routeTree,
    context: { queryClient, session, http },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
