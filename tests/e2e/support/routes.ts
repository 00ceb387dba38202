import type { Page, Route } from '@playwright/test';

/**
 * Answers a request with the server's own answer, rewritten. The page may drop a request it no
 * longer needs (a query refetched or cancelled, a navigation) or close while the answer is on its
 * way: then there is nobody left to answer, which is not a failure of the spec.
 */
export async function rewriteAnswer(page: Page, route: Route, rewrite: (body: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  try {
    const response = await route.fetch();
    await route.fulfill({ response, json: rewrite((await response.json()) as Record<string, unknown>) });
  } catch (error) {
    if (page.isClosed() || /disposed|has been closed/i.test(String(error))) return;
    throw error;
  }
}
