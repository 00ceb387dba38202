import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { useRouteContext } from '@tanstack/react-router';
import { welcomeView } from '@/machines/welcome.view';
import { inspect } from '@/machines/inspector';
import type { SessionUser } from '@/domain/session';
import { WelcomeModal } from '@/ui/shell/WelcomeModal';
import { provideWelcome } from './welcome-actors';

/** The welcome onboarding flow for a user whose first access is not recorded yet. */
export default function WelcomeModalContainer({ user, onDone }: { user: SessionUser; onDone?: () => void }) {
  const { http, session } = useRouteContext({ from: '/_private' });
  const [state, send] = useMachine(provideWelcome({ http, session }), { input: { firstAccess: user.firstAccess ?? true }, inspect });
  const view = welcomeView(state);
  const { done } = view;
  // The layout holds other dialogs (premium) back until the onboarding is over.
  useEffect(() => {
    if (done) onDone?.();
  }, [done, onDone]);
  if (!view.shown) return null;
  return (
    <WelcomeModal
      open
      step={view.step}
      totalSteps={view.totalSteps}
      name={user.firstName || user.userName}
      audience={user.role === 'SPONSOR' ? 'guardian' : 'player'}
      saving={view.saving}
      onNext={() => send({ type: 'welcome.next' })}
      onPrevious={() => send({ type: 'welcome.previous' })}
      onSkip={() => send({ type: 'welcome.skip' })}
      onConclude={() => send({ type: 'welcome.conclude' })}
    />
  );
}
