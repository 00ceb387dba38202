import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useRouteContext } from '@tanstack/react-router';
import { bellCountQuery } from '@/api/notifications/queries';
import { fetchLastActivities } from '@/api/rewards/last-activities';
import { rewardStep } from '@/domain/rewards/reward-steps';
import { inspect } from '@/machines/inspector';
import { rewardDialogMachine } from '@/machines/rewards/rewardDialog.machine';
import { StarRating } from '@/ui/journeys/StarRating';
import { RewardDialog } from '@/ui/rewards/RewardDialog';

export interface RewardDialogContainerProps {
  finishedMission: string;
  redirectTo: string | undefined;
}

/** The reward dialog of a page opened with finished_mission and mission_redirect_to (loaded only then). */
export default function RewardDialogContainer({ finishedMission, redirectTo }: RewardDialogContainerProps) {
  const { http } = useRouteContext({ from: '/_private' });
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const refreshBell = () => void queryClient.invalidateQueries({ queryKey: bellCountQuery(http).queryKey });
  const [state, send] = useMachine(
    rewardDialogMachine.provide({
      actors: {
        loadActivities: fromPromise(async () => (await fetchLastActivities(http)).map(rewardStep)),
      },
      actions: {
        redirect: (_, { to }) => {
          refreshBell();
          void navigate({ href: to, replace: true });
        },
        // Both mission parameters leave the URL; the page stays.
        stayAndRefresh: () => {
          refreshBell();
          const params = new URLSearchParams(location.searchStr);
          params.delete('finished_mission');
          params.delete('mission_redirect_to');
          const query = params.toString();
          void navigate({ href: `${location.pathname}${query ? `?${query}` : ''}`, replace: true });
        },
      },
    }),
    { input: { finishedMission, redirectTo }, inspect },
  );
  if (state.matches('failed')) return <RewardDialog step={null} index={0} total={0} onContinue={() => undefined} onFinish={() => undefined} onClose={() => send({ type: 'reward.close' })} />;
  if (!state.matches('showing')) return null;
  const { steps, index } = state.context;
  const step = steps[index]!;
  return (
    <RewardDialog
      key={index}
      step={step}
      index={index}
      total={steps.length}
      stars={step.stars !== null ? <StarRating rating={step.stars} size={28} /> : null}
      onContinue={() => send({ type: 'reward.continue' })}
      onFinish={() => send({ type: 'reward.finish' })}
      onClose={() => send({ type: 'reward.close' })}
    />
  );
}
