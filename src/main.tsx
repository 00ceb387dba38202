import './index.css';
import { startTransition } from 'react';
import { AppRoot } from './app-root';
import { queryClient } from './api/query-client';
import { config } from './api/config';
import { beaconSink, configureReporting, reportError, trackPageView } from './api/reporting';
import { replayEarlyInput, snapshotFields, whenTakenOver } from './early-input';
import { startSession } from './session';

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
 * Starts the app in stages, each in a task of its own: the whole entry evaluated at once was one
 * task of 250–360 ms on a 4× slower CPU, and a page the server sent as HTML then ignored the
 * visitor that long. The first stage is this module's imports (the app's root with the router's
 * and data client's libraries, the session machine). React DOM and the route tree are imported
 * "eager": in the entry's own script (no request) but evaluated only when their stage asks. Each
 * such import costs its module's merging into this one (about 0.1 KB gzip), so there are two.
 */
async function start(container: HTMLElement) {
  configureReporting({
    errors: config.errorReportingUrl ? beaconSink(config.errorReportingUrl) : undefined,
    analytics: config.analyticsUrl ? beaconSink(config.analyticsUrl) : undefined,
  });
  window.addEventListener('unhandledrejection', (event) => reportError(event.reason, {}, config.authority));
  await nextTask();
  // React DOM alone is the largest stage.
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { createAppRouter } = await import(/* webpackMode: "eager" */ './router');
  await nextTask();
  const session = startSession();
  await nextTask();
  const prerendered = container.dataset.prerendered;
  const router = createAppRouter(queryClient, session.gate, session.http, { takesOver: prerendered });
  // Every navigation goes to analytics (path and campaign tags only); route failures are reported.
  router.subscribe('onResolved', ({ toLocation }) => trackPageView(toLocation.href));
  await nextTask();

  const app = <AppRoot router={router} queryClient={queryClient} />;
  // A page the server sent as HTML (src/prerender.tsx) is taken over once the router stands on it
  // with its route loaded, so the first render matches the markup. Any other page waits for its
  // route and data too (no longer than the router would wait before showing its pending screen),
  // so it is drawn once, whole, instead of as a pending frame, then as the page, then again for
  // each answer.
  await (prerendered ? router.load() : Promise.race([router.load(), new Promise((resolve) => setTimeout(resolve, router.options.defaultPendingMs ?? 1000))]));
  // The router's first load and the first render as separate tasks.
  await nextTask();
  if (!prerendered) {
    // A page's first frame sent as HTML (data-shell: /home's, HomeShell) stays on screen until this
    // render's commit puts the page in its place; a press on it meanwhile is not kept, the frame
    // having nothing to do.
    window.arenaEarlyInput?.stop();
    // A transition, so React renders the page in slices and the visitor's input is not held behind it.
    const root = createRoot(container);
    startTransition(() => root.render(app));
    return;
  }
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
