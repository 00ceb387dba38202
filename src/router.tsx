import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { SessionGate } from './domain/session';
import { routeTree } from '@route-tree';

export interface RouterContext {
  queryClient: QueryClient;
  session: SessionGate;
}

export function createAppRouter(queryClient: QueryClient, session: SessionGate) {
  return createRouter({
    routeTree,
    context: { queryClient, session },
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
