import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionGate } from '@/domain/session';
import type { HttpClient } from '@/api/http';
import { routeTree } from '@route-tree';

export type { RouterContext } from './router-context';

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
