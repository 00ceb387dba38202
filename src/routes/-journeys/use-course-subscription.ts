import { useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { JOURNEYS_KEY } from '@/api/journeys/keys';
import { subscribeJourney } from '@/api/journeys/subscription';
import { learningTarget } from '@/domain/journeys/links';
import { inspect } from '@/machines/inspector';
import { courseSubscriptionMachine } from '@/machines/journeys/courseSubscription.machine';
import { showMessageToast, showMessageToasts } from '@/ui/feedback/show-toast';
import { usePremiumDialog } from '@/routes/-premium/use-premium-dialog';

/** Leaves the app for a course's learning content, in the same window (docs/product/journeys.md, States). */
export function openLearningContent(target: string): boolean {
  const safe = learningTarget(target);
  if (!safe) {
    showMessageToast('error', 'requestError:journey.noContent');
    return false;
  }
  window.location.assign(safe);
  return true;
}

/** The subscribe/continue click of a course, running the course subscription flow. */
export function useCourseSubscription() {
  const { http, user } = useRouteContext({ from: '/_private' });
  const queryClient = useQueryClient();
  const openPremium = usePremiumDialog();
  const [leaving, setLeaving] = useState(false);
  // Coming back with the browser's back button restores this page from the cache: enable again.
  useEffect(() => {
    const reset = () => setLeaving(false);
    window.addEventListener('pageshow', reset);
    return () => window.removeEventListener('pageshow', reset);
  }, []);
  const [state, send] = useMachine(
    courseSubscriptionMachine.provide({
      actors: { subscribe: fromPromise(({ input }) => subscribeJourney(http, input)) },
      actions: {
        openPremium: (_, { journeyId }) => openPremium(journeyId),
        openTarget: (_, { target }) => setLeaving(openLearningContent(target)),
        showSubscribed: () => showMessageToast('success', 'status:journey.subscribed'),
        showRequestErrors: (_, { messageKeys }) => showMessageToasts('error', messageKeys),
        reload: () => void queryClient.invalidateQueries({ queryKey: [JOURNEYS_KEY] }),
      },
    }),
    { inspect },
  );
  return { busy: state.matches('subscribing') || leaving, send, isVip: user.isVip === true };
}
