import { useEffect } from 'react';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { config } from '@/api/config';
import { reportError } from '@/api/reporting';
import { m } from '@/paraglide/messages.js';
import { ErrorState } from '@/ui/components';

/**
 * The one look of a page whose data is still loading or failed to load, for routes whose loader
 * fetches what the whole page needs. Screens that show a part while another loads keep their own.
 */
const pending = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const block = css({ h: { base: '340px', md: '300px' }, borderRadius: '2xl', bg: 'bg.subtle' });

export function RoutePending() {
  return (
    <div aria-busy="true" className={pending}>
      <div className={block} />
      <span className={css({ srOnly: true })}>{m.common_loading()}</span>
    </div>
  );
}

/** A loader failed: the pt-BR error with a retry that loads the page again. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queries = useQueryErrorResetBoundary();
  useEffect(() => reportError(error, { url: window.location.pathname }, config.authority), [error]);
  return (
    <ErrorState
      onRetry={() => {
        queries.reset();
        reset();
        void router.invalidate();
      }}
    />
  );
}

/** What a route with a data loader shows while it waits and when it fails. */
export const dataRouteStates = { pendingComponent: RoutePending, errorComponent: RouteError } as const;
