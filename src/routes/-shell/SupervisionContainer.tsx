import { useMachine } from '@xstate/react';
import { useRouteContext } from '@tanstack/react-router';
import { fromCallback, fromPromise } from 'xstate';
import { fetchSupervision, sendHeartbeat } from '@/api/guardians/supervision';
import type { HttpClient } from '@/api/http';
import { HEARTBEAT_MAX_SECONDS } from '@/domain/guardians/supervision';
import type { ScreenTimeEvent } from '@/machines/guardians/screenTime.machine';
import { screenTimeMachine } from '@/machines/guardians/screenTime.machine';
import { screenTimeView } from '@/machines/guardians/screenTime.view';
import { inspect } from '@/machines/inspector';
import { m } from '@/paraglide/messages';
import { AlertDialog } from '@/ui/feedback/AlertDialog';
import { showToast } from '@/ui/feedback/show-toast';
import { onDemand } from '@/ui/components/OnDemand';

// The badge's popover (Ark's Popover and its positioning, about 30 KB gzip) is fetched only for a
// student a guardian supervises; nothing shows for the others, who are most students.
const SupervisionBadge = onDemand(() => import('@/ui/guardians/SupervisionBadge').then((module) => module.SupervisionBadge), { placeholder: null, quiet: true });

/** A student counts as active while the page is visible and they touched it in the last two minutes (docs/product/guardians.md, Supervision). */
const IDLE_AFTER_MS = 2 * 60_000;
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/** One tick a second while the student is really using the page. */
const activeClock = fromCallback<ScreenTimeEvent>(({ sendBack }) => {
  let lastInput = Date.now();
  const touched = () => {
    lastInput = Date.now();
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, touched, { passive: true, capture: true });
  const timer = window.setInterval(() => {
    if (document.visibilityState === 'visible' && Date.now() - lastInput < IDLE_AFTER_MS) sendBack({ type: 'tick' });
  }, 1000);
  return () => {
    window.clearInterval(timer);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, touched, { capture: true });
  };
});

function provideScreenTime(http: HttpClient, signOut: () => void) {
  return screenTimeMachine.provide({
    actors: {
      load: fromPromise(() => fetchSupervision(http)),
      // Nothing gathered: read the state instead of sending an empty heartbeat. Seconds gathered offline beyond the most a heartbeat carries are not counted.
      heartbeat: fromPromise(({ input }) => (input < 1 ? fetchSupervision(http) : sendHeartbeat(http, Math.min(HEARTBEAT_MAX_SECONDS, input)))),
      clock: activeClock,
    },
    actions: {
      warnLastMinutes: () => showToast('warning', m.guardian_lastMinutesToast(), { duration: 8000 }),
      signOut,
    },
  });
}

/**
 * A student's supervision in the private layout (docs/product/guardians.md, Supervision): the top
 * bar's notice while a guardian supervises, the countdown in the last minutes of the daily limit,
 * and the friendly notice that signs the student out at the limit. Nothing shows, and nothing is
 * counted, for a student nobody supervises.
 */
export default function SupervisionContainer({ onSignOut }: { onSignOut: () => void }) {
  const { http } = useRouteContext({ from: '/_private' });
  const [state, send] = useMachine(provideScreenTime(http, onSignOut), { input: {}, inspect });
  const view = screenTimeView(state);
  if (!view.supervised) return null;
  return (
    <>
      <SupervisionBadge
        guardians={view.guardians}
        dailyLimitMinutes={view.dailyLimitMinutes}
        purchasesBlocked={view.purchasesBlocked}
        usedTodaySeconds={view.usedTodaySeconds}
        countdown={view.countdown}
      />
      <AlertDialog
        open={view.reached !== null}
        locked
        title={m.guardian_limitReachedTitle()}
        message={
          <>
            {m.guardian_limitReachedText()} {view.reached && !view.reached.leaving ? m.guardian_limitReachedCountdown({ seconds: String(view.reached.grace) }) : null}
          </>
        }
        confirmLabel={view.reached?.leaving ? m.guardian_limitLeaving() : m.guardian_limitReachedLeave()}
        onConfirm={() => send({ type: 'signOut.now' })}
      />
    </>
  );
}
