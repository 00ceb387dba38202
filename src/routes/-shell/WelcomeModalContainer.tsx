import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useRouteContext } from '@tanstack/react-router';
import { WELCOME_STEPS, welcomeMachine } from '@/machines/welcome.machine';
import { inspect } from '@/machines/inspector';
import { recordFirstAccess } from '@/api/first-access';
import type { SessionUser } from '@/domain/session';
import { m } from '@/paraglide/messages';
import { showToast } from '@/ui/feedback/show-toast';
import { WelcomeModal } from '@/ui/shell/WelcomeModal';

/** The welcome onboarding flow for a user whose first access is not recorded yet. */
export default function WelcomeModalContainer({ user, onDone }: { user: SessionUser; onDone?: () => void }) {
  const { http, session } = useRouteContext({ from: '/_private' });
  const [state, send] = useMachine(
    welcomeMachine.provide({
      actors: {
        recordFirstAccess: fromPromise(() => recordFirstAccess(http)),
        refreshToken: fromPromise(() => session.refresh()),
      },
      actions: {
        showSaveError: () => showToast('error', m.status_default_saveError()),
      },
    }),
    { input: { firstAccess: user.firstAccess ?? true }, inspect },
  );
  const done = state.matches('done');
  // The layout holds other dialogs (premium) back until the onboarding is over.
  useEffect(() => {
    if (done) onDone?.();
  }, [done, onDone]);
  if (state.matches('checking') || done) return null;
  return (
    <WelcomeModal
      open
      step={state.matches({ showing: 'step1' }) ? 1 : 2}
      totalSteps={WELCOME_STEPS}
      name={user.firstName || user.userName}
      saving={!state.matches('showing')}
      onNext={() => send({ type: 'welcome.next' })}
      onPrevious={() => send({ type: 'welcome.previous' })}
      onSkip={() => send({ type: 'welcome.skip' })}
      onConclude={() => send({ type: 'welcome.conclude' })}
    />
  );
}
