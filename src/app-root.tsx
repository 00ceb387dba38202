import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { createAppRouter } from './router';

/**
 * The whole app as React renders it: in the browser (src/main.tsx) and, for the public pages sent
 * as HTML, at build time (src/prerender.tsx). One tree for both, so the browser's first render
 * matches the HTML it takes over.
 */
export function AppRoot({ router, queryClient }: { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient }) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
