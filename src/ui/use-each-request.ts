import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `handle` once for each new `request` object, and not again when the component renders
 * with the same one. A press that opens a part downloaded on demand (a dialog, a panel) is stored
 * as a new object; the part, once mounted, turns each of them into its flow's "open" event, so the
 * same subject can be asked for twice in a row.
 */
export function useEachRequest<Request extends object>(request: Request, handle: (request: Request) => void): void {
  const onRequest = useEffectEvent(handle);
  useEffect(() => {
    onRequest(request);
  }, [request]);
}
