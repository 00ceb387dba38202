/**
 * Error reporting and analytics adapters (docs/product/shell.md, API). Both are off unless a sink is configured;
 * the reporter leaves out every 401 and any 400 from the token server, and page views carry the
 * path only — never tokens, codes or personal data from the query string.
 */
export interface ErrorSink {
  report(error: unknown, context: { url?: string; status?: number; requestId?: string }): void;
}
export interface AnalyticsSink {
  pageView(path: string): void;
}

let errorSink: ErrorSink | undefined;
let analyticsSink: AnalyticsSink | undefined;

export function configureReporting(sinks: { errors?: ErrorSink; analytics?: AnalyticsSink }) {
  errorSink = sinks.errors;
  analyticsSink = sinks.analytics;
}

export function shouldReport(context: { url?: string; status?: number }, tokenServerPrefix: string): boolean {
  if (context.status === 401) return false;
  if (context.status === 400 && context.url && context.url.includes(tokenServerPrefix)) return false;
  return true;
}

export function reportError(error: unknown, context: { url?: string; status?: number; requestId?: string }, tokenServerPrefix: string) {
  if (errorSink && shouldReport(context, tokenServerPrefix)) errorSink.report(error, context);
}

/** Campaign tags are kept; every other query parameter is dropped from what analytics receives. */
export function pageViewPath(location: string): string {
  const url = new URL(location, 'https://app.invalid');
  const kept = [...url.searchParams].filter(([key]) => key.startsWith('utm_'));
  const query = new URLSearchParams(kept).toString();
  return url.pathname + (query ? `?${query}` : '');
}

export function trackPageView(location: string) {
  analyticsSink?.pageView(pageViewPath(location));
}

/** A sink that posts JSON to a collector URL, surviving page unloads where the browser allows. */
export function beaconSink(url: string): ErrorSink & AnalyticsSink {
  const send = (payload: Record<string, unknown>) => {
    const body = JSON.stringify({ ...payload, at: new Date().toISOString() });
    if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
    void fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
  };
  return {
    report: (error, context) =>
      send({ kind: 'error', name: error instanceof Error ? error.name : 'Error', message: error instanceof Error ? error.message : String(error), ...context }),
    pageView: (path) => send({ kind: 'pageView', path }),
  };
}
