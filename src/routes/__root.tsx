import { useEffect } from 'react';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { config } from '@/api/config';
import { reportError } from '@/api/reporting';
import { Outlet, createRootRouteWithContext, retainSearchParams, useRouter } from '@tanstack/react-router';
import type { RouterContext } from '@/router-context';
import { UTM_KEYS, readUtmSearch } from '@/domain/utm';
import { NotFoundPage } from '@/ui/pages/NotFoundPage';
import { ServerErrorPage } from '@/ui/pages/ServerErrorPage';
import { ShellProvider } from './-shell/shell-context';
import { CookieBannerGate } from './-shell/CookieBannerGate';
import { ToastRegion } from '@/ui/feedback/ToastRegion';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Campaign tags ride along on every in-app link (docs/product/shell.md, Screens).
  validateSearch: readUtmSearch,
  search: { middlewares: [retainSearchParams([...UTM_KEYS])] },
  component: Root,
  notFoundComponent: NotFound,
  errorComponent: ServerError,
});

function Root() {
  return (
    <ShellProvider>
      <Outlet />
      <CookieBannerGate />
      <ToastRegion />
    </ShellProvider>
  );
}

function NotFound() {
  const router = useRouter();
  return <NotFoundPage onBack={() => router.navigate({ to: '/', replace: true })} />;
}

function ServerError({ error }: ErrorComponentProps) {
  useEffect(() => reportError(error, { url: window.location.pathname }, config.authority), [error]);
  return <ServerErrorPage onReload={() => window.location.reload()} />;
}
