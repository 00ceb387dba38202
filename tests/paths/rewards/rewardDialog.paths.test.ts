import { rewardDialogMachine } from '@/machines/rewards/rewardDialog.machine';
import { describePaths } from '../harness';
import { oneStep, twoSteps } from './rewardDialog.fixtures';

describePaths(rewardDialogMachine, {
  inputs: {
    sameOrigin: { finishedMission: 'm-1', redirectTo: '/tournaments' },
    offSite: { finishedMission: 'm-1', redirectTo: 'javascript:alert(1)' },
  },
  invoked: {
    loadActivities: { done: [twoSteps, oneStep, []], error: [new Error('unreadable answer')] },
  },
});
