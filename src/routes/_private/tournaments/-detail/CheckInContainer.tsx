import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { relativeTo } from '@/domain/play/times';
import type { CheckInState } from '@/contract/play';
import { checkInQuery } from '@/api/play/check-in';
import { eventPlayKey, matchesKey } from '@/api/play/keys';
import { inspect } from '@/machines/inspector';
import { checkInView } from '@/machines/play/checkIn.view';
import { CheckInPanel } from '@/ui/play/CheckInPanel';
import { provideCheckIn } from './check-in-actors';

const route = getRouteApi('/_private/tournaments/detail');

function CheckIn({ state, reload }: { state: CheckInState; reload: () => void }) {
  const { http } = route.useRouteContext();
  const [openedAt] = useState(() => Date.now());
  const [snapshot, send] = useMachine(provideCheckIn({ http, reload }), { input: { state, now: openedAt }, inspect });
  // Every refetch (a live change, polling, our own reload) hands the server's state over again.
  useEffect(() => send({ type: 'checkIn.loaded', state }), [state, send]);
  // Timers sleep in hidden tabs: the clock catches up when the page is shown again.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') send({ type: 'clock.checked', now: Date.now() });
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [send]);
  const view = checkInView(snapshot);
  if (view.kind === 'hidden') return null;
  return (
    <CheckInPanel
      kind={view.kind}
      canAct={view.canAct}
      busy={view.busy}
      timeLeft={view.timeLeft}
      opensIn={relativeTo(view.opensAt) ?? ''}
      teamName={view.teamName}
      waitingList={view.waitingList}
      checkedInCount={state.checkedInCount}
      participantsCount={state.participantsCount}
      onCheckIn={() => send({ type: 'checkIn.press' })}
      onUndo={() => send({ type: 'undo.press' })}
    />
  );
}

/** The banner's check-in (docs/product/play.md, Screens): shown to participants from before the window until the start. */
export function CheckInContainer({ eventId, refetchInterval }: { eventId: number; refetchInterval: number | false }) {
  const { http } = route.useRouteContext();
  const queryClient = useQueryClient();
  const query = useQuery({ ...checkInQuery(http, eventId), refetchInterval });
  if (!query.data) return null;
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: eventPlayKey(eventId) });
    void queryClient.invalidateQueries({ queryKey: matchesKey });
  };
  return <CheckIn state={query.data} reload={reload} />;
}
