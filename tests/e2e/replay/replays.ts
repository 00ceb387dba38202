/**
 * Which machines the screens replay in the browser, and over which of their steps: one entry per
 * replay spec, `<key>.spec.ts` passing `replays.<key>` to replayOnScreen. The browser does not run
 * the path suite's paths one by one (each would pay a sign-in and a page load, most of them for a
 * step or two): it runs walks, fewer and longer paths of the same model that together take every
 * transition those paths take (generateWalks). The path coverage report (`npm run test:paths`)
 * reads the same entries; tests/paths/replays.test.ts fails when a spec and its entry disagree, when
 * a walk is not a path of the machine, or when the walks miss a transition the paths take.
 *
 * Nothing here loads Playwright: the path tests import this file under vitest.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { TeamStepsOutcome } from '@/machines/tournaments/tournamentModal.machine';
import { collectPathSuites, type CollectedSuite } from '../../paths/harness/collect';
import { generatePaths, generateWalks, pathTitles, type ModelPath } from '../../paths/harness/model';

export interface Replay {
  /** The machine, as named under src/machines: `theme`, `school/schoolLink`. */
  machine: string;
  /** Imports the machine's path suite (the paths replayed are the ones it generates). */
  suite: () => Promise<unknown>;
  /**
   * Which steps a walk may take: every step of the model unless given. For a part of the flow no
   * gesture can bring about, or whose screen is not built yet; `leftOut` says which and why.
   */
  only?: { steps: (from: AnyMachineSnapshot, event: AnyEventObject) => boolean; leftOut: string };
  /**
   * Why the screen replays the suite's paths one by one instead of walks: where what the screen
   * offers depends on more of the history than the machine keeps, a long walk reaches states the
   * model allows and the screen does not (each path, short, does not).
   */
  pathByPath?: string;
}

/** How the team steps embedded in the tournament modal end, by what the modal reloads. */
export type TeamEnding = 'deleted' | 'notMine' | 'left';

export const teamEndingOf = ({ reload, dropTeamId }: TeamStepsOutcome): TeamEnding | null =>
  dropTeamId ? (reload ? 'deleted' : 'notMine') : reload ? 'left' : null;

export const replays = {
  accreditation: { machine: 'school/accreditation', suite: () => import('../../paths/school/accreditation.paths.test') },
  avatar: { machine: 'avatar/avatar', suite: () => import('../../paths/avatar/avatar.paths.test') },
  chapterGate: { machine: 'journeys/chapterGate', suite: () => import('../../paths/journeys/chapterGate.paths.test') },
  checkIn: {
    machine: 'play/checkIn',
    suite: () => import('../../paths/play/checkIn.paths.test'),
    pathByPath:
      "a change on the event's stream ends the stream's answer, and the page opens the next one a second later on its clock, which the replay holds still: the next tick of a walk also reopens the stream and reloads the check-in, which the machine does not model",
  },
  cookieConsent: { machine: 'cookieConsent', suite: () => import('../../paths/cookieConsent.paths.test') },
  courseSubscription: { machine: 'journeys/courseSubscription', suite: () => import('../../paths/journeys/courseSubscription.paths.test') },
  deletionRequest: {
    machine: 'data-rights/deletionRequest',
    suite: () => import('../../paths/data-rights/deletionRequest.paths.test'),
    only: {
      steps: (_, event) => event.type !== 'deletion.loaded',
      leftOut: 'the stored request changing on another device or by a guardian while the page is open: no gesture on this page brings it about',
    },
  },
  discordLink: { machine: 'game-accounts/discordLink', suite: () => import('../../paths/game-accounts/discordLink.paths.test') },
  eventForm: { machine: 'organiser/eventForm', suite: () => import('../../paths/organiser/eventForm.paths.test') },
  eventRun: {
    machine: 'organiser/eventRun',
    suite: () => import('../../paths/organiser/eventRun.paths.test'),
    only: {
      steps: (from, event) => event.type !== 'eventRun.sync' || ['CHECK_IN', 'RUNNING'].includes((from.context as { phase: string }).phase),
      leftOut:
        'the phase changing on the server while the console shows a draft, an open or a concluded event: the console reads again by itself only while the event is in check-in or running',
    },
  },
  epicLink: { machine: 'game-accounts/epicLink', suite: () => import('../../paths/game-accounts/epicLink.paths.test') },
  joinButton: { machine: 'tournaments/joinButton', suite: () => import('../../paths/tournaments/joinButton.paths.test') },
  matchReport: { machine: 'play/matchReport', suite: () => import('../../paths/play/matchReport.paths.test') },
  notificationPanel: { machine: 'notifications/notificationPanel', suite: () => import('../../paths/notifications/notificationPanel.paths.test') },
  personalData: { machine: 'profile/personalData', suite: () => import('../../paths/profile/personalData.paths.test') },
  premiumDialog: {
    machine: 'premium/premiumDialog',
    suite: () => import('../../paths/premium/premiumDialog.paths.test'),
    only: {
      steps: (_, event) => event.type !== 'xstate.error.actor.schoolLink',
      leftOut:
        'the embedded school-link wizard failing as a whole: each of its requests handles its own failure, so no user or server answer makes it fail (pinned in tournamentModal.transitions.test.ts for the same child flow)',
    },
  },
  resolveMatch: { machine: 'organiser/resolveMatch', suite: () => import('../../paths/organiser/resolveMatch.paths.test') },
  rewardDialog: { machine: 'rewards/rewardDialog', suite: () => import('../../paths/rewards/rewardDialog.paths.test') },
  schoolLink: {
    machine: 'school/schoolLink',
    suite: () => import('../../paths/school/schoolLink.paths.test'),
    pathByPath:
      "the wizard's screen depends on more than its machine keeps: after a college level the school fields (search, INEP code) stay hidden while the machine still takes their events, a search repeated with the same filters is answered from the page's cache at once, and a registered draft takes the search away",
    only: {
      steps: (_, event) => event.type !== 'xstate.error.actor.refreshSession',
      leftOut:
        'the token refresh of the finishing step failing: the refresh the route provides never rejects, so the screen cannot make that actor fail',
    },
  },
  sponsor: { machine: 'profile/sponsor', suite: () => import('../../paths/profile/sponsor.paths.test') },
  subscriptionWindow: { machine: 'tournaments/subscriptionWindow', suite: () => import('../../paths/tournaments/subscriptionWindow.paths.test') },
  teamFormation: { machine: 'teams/teamFormation', suite: () => import('../../paths/teams/teamFormation.paths.test') },
  theme: { machine: 'theme', suite: () => import('../../paths/theme.paths.test') },
  tournamentModal: {
    machine: 'tournaments/tournamentModal',
    suite: () => import('../../paths/tournaments/tournamentModal.paths.test'),
    only: {
      steps: (_, event) => {
        if (event.type === 'xstate.error.actor.schoolLink' || event.type === 'xstate.error.actor.teamFormation') return false;
        if (event.type === 'xstate.done.actor.teamFormation') return teamEndingOf((event as unknown as { output: TeamStepsOutcome }).output) !== null;
        return true;
      },
      leftOut:
        'the embedded school-link and team formation flows failing as a whole, and the team flow ending with nothing to reload: no gesture brings them about',
    },
  },
} satisfies Record<string, Replay>;

export type ReplayName = keyof typeof replays;

export interface ReplayedPaths {
  /** The machine the suite describes, and the suite's options. */
  machine: AnyStateMachine;
  options: CollectedSuite['options'];
  /** Every path the suite generates, each with its title. */
  generated: Array<{ path: ModelPath; title: string }>;
  /** The generated paths whose every step `only` lets through: what the walks must cover. */
  kept: Array<{ path: ModelPath; title: string }>;
  /** The walks the screen replays, each with its title. */
  walks: Array<{ path: ModelPath; title: string }>;
}

/** The walks a replay spec runs, over the steps its entry's `only` lets through. */
export async function replayedPaths(replay: Replay): Promise<ReplayedPaths> {
  const suites = await collectPathSuites(replay.suite);
  if (suites.length !== 1) throw new Error(`the suite of ${replay.machine} describes ${suites.length} machines, not one`);
  const { machine, options } = suites[0]!;
  const titled = (paths: ModelPath[]) => {
    const titles = pathTitles(paths);
    return paths.map((path, index) => ({ path, title: titles[index]! }));
  };
  const generated = titled(generatePaths(machine, options).paths);
  const allow = replay.only?.steps;
  const allowed = (path: ModelPath) => !allow || path.steps.every((step, index) => allow(index ? path.steps[index - 1]!.state : path.initial, step.event));
  const kept = generated.filter(({ path }) => allowed(path));
  const walks = replay.pathByPath ? kept : titled(generateWalks(machine, options, { allow }));
  if (!walks.length) throw new Error(`no step of ${replay.machine} is left to replay`);
  return { machine, options, generated, kept, walks };
}
