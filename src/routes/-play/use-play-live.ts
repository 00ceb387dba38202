import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@/api/http';
import { openPlayStream } from '@/api/play/live';
import { eventPlayKey, matchesKey, PLAY_POLL_MS } from '@/api/play/keys';

/**
 * Live play of one event (docs/product/play.md, Rules, "Live"): while mounted, the event's stream is
 * open and each `change` refetches its check-in, bracket and standings and every match query, as does
 * each (re)connection, which catches what changed before the stream started. The
 * answer is the refetch interval the screen's play queries use: none while the stream is connected,
 * every 4 s while it is not (before it first answers, and after it drops until it reconnects). An
 * expired token renews the session through `http`'s single refresh, like any request.
 */
export function usePlayLive(http: HttpClient, eventId: number | null): number | false {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (eventId === null) return undefined;
    const refetch = () => {
      void queryClient.invalidateQueries({ queryKey: eventPlayKey(eventId) });
      void queryClient.invalidateQueries({ queryKey: matchesKey });
    };
    return openPlayStream({
      eventId,
      renew: http.renewAfter401,
      onConnected: (connected) => {
        setConnected(connected);
        // A change made between the screen's last answer and the stream's start is never streamed:
        // each (re)connection fetches once more, so nothing stays behind while polling is off.
        if (connected) refetch();
      },
      onChange: refetch,
    });
  }, [eventId, queryClient, http]);
  return connected ? false : PLAY_POLL_MS;
}
