import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@/api/http';
import type { SessionGate } from '@/domain/session';

/** What every route gets from the router (the root route declares it; src/router.tsx provides it). */
export interface RouterContext {
  queryClient: QueryClient;
  session: SessionGate;
  /** The one HTTP client (bearer token, single refresh); api/ functions take it. */
  http: HttpClient;
}
