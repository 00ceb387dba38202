import { assign, fromPromise, setup } from 'xstate';
import type { RewardStep } from '@/domain/rewards/reward-steps';
import { missionRedirectTarget } from '@/domain/rewards/mission-redirect';
import { providedBy } from '@/machines/provided-by';

/**
 * finished_mission / mission_redirect_to and the reward dialog (docs/product/rewards.md, Screens and States). A private page opened with
 * both parameters asks for the rewards not yet seen; when there are some, the dialog steps
 * through them (continue, then finish). Closing it — or finding nothing to show — sends the
 * student to mission_redirect_to when it is a same-origin path, otherwise keeps the page, drops
 * both parameters and refreshes the bell's count. An answer that cannot be read says so plainly.
 */

export interface RewardDialogInput {
  finishedMission: string;
  /** mission_redirect_to as it came in the URL; only a same-origin path is ever followed. */
  redirectTo: string | undefined;
}

export interface RewardDialogContext {
  /** The mission the student just finished (finished_mission). */
  finishedMission: string;
  steps: RewardStep[];
  /** Which step shows (0-based). */
  index: number;
  /** The safe redirect target, or null to stay on the page. */
  redirectTo: string | null;
}

export type RewardDialogEvent = { type: 'reward.continue' } | { type: 'reward.finish' } | { type: 'reward.close' };

export const rewardDialogMachine = setup({
  types: {
    input: {} as RewardDialogInput,
    context: {} as RewardDialogContext,
    events: {} as RewardDialogEvent,
  },
  actors: {
    loadActivities: fromPromise<RewardStep[], { finishedMission: string }>(providedBy('the private layout')),
  },
  actions: {
    keepSteps: assign({ steps: ({ event }) => ('output' in event ? (event.output as RewardStep[]) : []), index: 0 }),
    nextStep: assign({ index: ({ context }) => Math.min(context.index + 1, context.steps.length - 1) }),
    redirect: (_, _params: { to: string }) => undefined,
    stayAndRefresh: () => undefined,
  },
  guards: {
    nothingToShow: ({ event }) => 'output' in event && (event.output as RewardStep[]).length === 0,
    hasNextStep: ({ context }) => context.index < context.steps.length - 1,
    onLastStep: ({ context }) => context.index >= context.steps.length - 1,
    canRedirect: ({ context }) => context.redirectTo !== null,
  },
}).createMachine({
  id: 'rewardDialog',
  description: 'The reward dialog after a finished mission: the rewards not yet seen, one step each, then the mission\'s redirect.',
  context: ({ input }) => ({ finishedMission: input.finishedMission, steps: [], index: 0, redirectTo: missionRedirectTarget(input.redirectTo) }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Asks for the rewards not yet seen (GET /records/api/user/rewards/last-activities); nothing shows meanwhile.',
      invoke: {
        id: 'loadActivities',
        src: 'loadActivities',
        input: ({ context }) => ({ finishedMission: context.finishedMission }),
        onDone: [
          { guard: 'nothingToShow', target: 'leaving', description: 'No reward to show: no dialog, straight on.' },
          { target: 'showing', actions: 'keepSteps', description: 'The dialog opens on the first reward.' },
        ],
        onError: { target: 'failed', description: 'The rewards could not be loaded or read: a clear message instead of the dialog\'s steps.' },
      },
    },
    showing: {
      description: 'One reward: score and stars, XP gained and toward the next level, the level-up, MP per skill.',
      on: {
        'reward.continue': { guard: 'hasNextStep', actions: 'nextStep', description: 'Continue: the next reward.' },
        'reward.finish': { guard: 'onLastStep', target: 'leaving', description: 'Finish on the last reward.' },
        'reward.close': { target: 'leaving', description: 'Closed early (the close button or Escape): the rest stays seen.' },
      },
    },
    failed: {
      description: 'The dialog says the rewards cannot be shown now; closing goes on as after the last reward.',
      on: { 'reward.close': { target: 'leaving', description: 'The student closes the message.' } },
    },
    leaving: {
      description: 'Decides where the student goes next.',
      always: [
        {
          guard: 'canRedirect',
          target: 'redirected',
          actions: { type: 'redirect', params: ({ context }) => ({ to: context.redirectTo! }) },
          description: 'mission_redirect_to is a same-origin path: go there (both parameters leave the URL).',
        },
        { target: 'closed', actions: 'stayAndRefresh', description: 'No safe target: stay, drop both parameters, refresh the bell\'s count.' },
      ],
    },
    redirected: { type: 'final', description: 'The student was sent to mission_redirect_to.' },
    closed: { type: 'final', description: 'The dialog is gone and the page stays.' },
  },
});
