import './index.css';

/**
 * Resolves in a task of its own, so the browser can paint and take input before what follows. A
 * message rather than a timer: a tab opened in the background does not wait for timers' slower
 * clock to start the app.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Starts the app in stages, each in a task of its own. Every module below is in the entry's own
 * script ("eager": no request), but evaluated only when its stage asks for it: the whole entry in
 * one go was one task of 250–360 ms on a 4× slower CPU, each stage is at most about a third of it,
 * and a page the server sent as HTML stays responsive while the app starts under it.
 */
async function start(container: HTMLElement) {
  // React DOM alone is the largest stage.
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { AppRoot } = await import(/* webpackMode: "eager" */ './app-root');
  const { queryClient } = await import(/* webpackMode: "eager" */ './api/query-client');
  const { config } = await import(/* webpackMode: "eager" */ './api/config');
  const reporting = await import(/* webpackMode: "eager" */ './api/reporting');
  await nextTask();
  const { startSession } = await import(/* webpackMode: "eager" */ './session');
  await nextTask();
  const { createAppRouter } = await import(/* webpackMode: "eager" */ './router');
  const { replayEarlyInput, snapshotFields, whenTakenOver } = await import(/* webpackMode: "eager" */ './early-input');
  await nextTask();

  reporting.configureReporting({
    errors: config.errorReportingUrl ? reporting.beaconSink(config.errorReportingUrl) : undefined,
    analytics: config.analyticsUrl ? reporting.beaconSink(config.analyticsUrl) : undefined,
  });
  window.addEventListener('unhandledrejection', (event) => reporting.reportError(event.reason, {}, config.authority));
  const session = startSession();
  await nextTask();
  const router = createAppRouter(queryClient, session.gate, session.http);
  // Every navigation goes to analytics (path and campaign tags only); route failures are reported.
  router.subscribe('onResolved', ({ toLocation }) => reporting.trackPageView(toLocation.href));
  await nextTask();

  const app = <AppRoot router={router} queryClient={queryClient} />;
  const prerendered = container.dataset.prerendered;
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  // The server sent this page's HTML (src/prerender.tsx), painted before any script ran. React
  // takes that markup over once the router stands on the same page with its route loaded, so
  // the first render matches it; a visitor sent elsewhere (signed in: /home) gets a fresh render.
  await router.load();
  // The router's first load and the page's takeover as separate tasks.
  await nextTask();
  const { pathname, searchStr } = router.state.location;
  if (pathname === prerendered && searchStr === '') {
    // What the visitor typed, pressed or sent meanwhile goes to the app once it has the page.
    const fields = snapshotFields(container);
    whenTakenOver(() => replayEarlyInput(window.arenaEarlyInput, fields));
    // The router then renders as it did for the build (its rendering without a Suspense boundary
    // above the page's, which a server render has none of). A mismatch is React's recoverable
    // error: it renders the page afresh and reports it (window.reportError).
    router.ssr = { manifest: undefined };
    hydrateRoot(container, app);
  } else {
    window.arenaEarlyInput?.stop();
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

const container = document.getElementById('root');
if (container) void start(container);
