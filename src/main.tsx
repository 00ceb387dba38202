import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import './index.css';
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
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
