import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { AppRoot } from './app-root';
import { replayEarlyInput, snapshotFields, whenTakenOver } from './early-input';
import { createAppRouter } from './router';
import { queryClient } from './api/query-client';
import { startSession } from './session';
import { config } from './api/config';
import { beaconSink, configureReporting, reportError, trackPageView } from './api/reporting';

configureReporting({
  errors: config.errorReportingUrl ? beaconSink(config.errorReportingUrl) : undefined,
  analytics: config.analyticsUrl ? beaconSink(config.analyticsUrl) : undefined,
});
const session = startSession();
const router = createAppRouter(queryClient, session.gate, session.http);
// Every navigation goes to analytics (path and campaign tags only); route failures are reported.
router.subscribe('onResolved', ({ toLocation }) => trackPageView(toLocation.href));
window.addEventListener('unhandledrejection', (event) => reportError(event.reason, {}, config.authority));

const container = document.getElementById('root');
if (container) {
  const prerendered = container.dataset.prerendered;
  if (prerendered) {
    // The server sent this page's HTML (src/prerender.tsx), painted before any script ran. React
    // takes that markup over once the router stands on the same page with its route loaded, so
    // the first render matches it; a visitor sent elsewhere (signed in: /home) gets a fresh render.
    void router.load().then(async () => {
      // The router's first load and the page's takeover as separate tasks.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const { pathname, searchStr } = router.state.location;
      if (pathname === prerendered && searchStr === '') {
        // What the visitor typed, pressed or sent meanwhile goes to the app once it has the page.
        const fields = snapshotFields(container);
        whenTakenOver(() => replayEarlyInput(window.arenaEarlyInput, fields));
        // The router then renders as it did for the build (its rendering without a Suspense boundary
        // above the page's, which a server render has none of). A mismatch is React's recoverable
        // error: it renders the page afresh and reports it (window.reportError).
        router.ssr = { manifest: undefined };
        hydrateRoot(container, <AppRoot router={router} queryClient={queryClient} />);
      } else {
        window.arenaEarlyInput?.stop();
        container.replaceChildren();
        createRoot(container).render(<AppRoot router={router} queryClient={queryClient} />);
      }
    });
  } else {
    createRoot(container).render(<AppRoot router={router} queryClient={queryClient} />);
  }
}
