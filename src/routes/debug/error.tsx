import { createFileRoute } from '@tanstack/react-router';

// The test route for error reporting (docs/product/shell.md, Screens): it always fails, so the 500 page and the
// reporting adapter can be checked in a real browser.
export const Route = createFileRoute('/debug/error')({
  loader: () => {
    throw new Error('Deliberate failure from the error-reporting test route');
  },
});
