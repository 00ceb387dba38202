/**
 * Which machines the screens replay in the browser, and which of their generated paths: one entry
 * per replay spec, `<key>.spec.ts` passing `replays.<key>` to replayOnScreen. The path coverage
 * report (`npm run test:paths`) reads the same entries, so the paths it marks as replayed are the
 * ones the specs run; tests/paths/replays.test.ts fails when a spec and its entry disagree.
 *
 * Nothing here loads Playwright: the path tests import this file under vitest.
 */
import type { AnyStateMachine } from 'xstate';
import type { TeamStepsOutcome } from '@/machines/tournaments/tournamentModal.machine';
import { collectPathSuites, type CollectedSuite } from '../../paths/harness/collect';
import { generatePaths, pathTitles, type ModelPath } from '../../paths/harness/model';

export interface Replay {
  /** The machine, as named under src/machines: `theme`, `school/schoolLink`. */
  machine: string;
  /** Imports the machine's path suite (the paths replayed are the ones it generates). */
  suite: () => Promise<unknown>;
  /**
   * Which generated paths to replay: all of them unless given. For a part of the flow no gesture
   * can bring about, or whose screen is not built yet; `leftOut` says which and why.
   */
  only?: { paths: (path: ModelPath) => boolean; leftOut: string };
}

/** How the team steps embedded in the tournament modal end, by what the modal reloads. */
export type TeamEnding = 'deleted' | 'notMine' | 'left';

export const teamEndingOf = ({ reload, dropTeamId }: TeamStepsOutcome): TeamEnding | null =>
  dropTeamId ? (reload ? 'deleted' : 'notMine') : reload ? 'left' : null;

export const replays = {
  accreditation: { machine: 'school/accreditation', suite: () => import('../../paths/school/accreditation.paths.test') },
  avatar: { machine: 'avatar/avatar', suite: () => import('../../paths/avatar/avatar.paths.test') },
  chapterGate: { machine: 'journeys/chapterGate', suite: () => import('../../paths/journeys/chapterGate.paths.test') },
  checkIn: { machine: 'play/checkIn', suite: () => import('../../paths/play/checkIn.paths.test') },
  cookieConsent: { machine: 'cookieConsent', suite: () => import('../../paths/cookieConsent.paths.test') },
  courseSubscription: { machine: 'journeys/courseSubscription', suite: () => import('../../paths/journeys/courseSubscription.paths.test') },
  deletionRequest: {
    machine: 'data-rights/deletionRequest',
    suite: () => import('../../paths/data-rights/deletionRequest.paths.test'),
    only: {
      paths: (path) => path.steps.every(({ event }) => event.type !== 'deletion.loaded'),
      leftOut: 'the stored request changing on another device or by a guardian while the page is open: no gesture on this page brings it about',
    },
  },
  discordLink: { machine: 'game-accounts/discordLink', suite: () => import('../../paths/game-accounts/discordLink.paths.test') },
  eventForm: { machine: 'organiser/eventForm', suite: () => import('../../paths/organiser/eventForm.paths.test') },
  eventRun: {
    machine: 'organiser/eventRun',
    suite: () => import('../../paths/organiser/eventRun.paths.test'),
    only: {
      paths: (path) => {
        const snapshots = [path.initial, ...path.steps.map((step) => step.state)];
        return path.steps.every((step, index) => step.event.type !== 'eventRun.sync' || ['CHECK_IN', 'RUNNING'].includes((snapshots[index]!.context as { phase: string }).phase));
      },
      leftOut:
        'the phase changing on the server while the console shows a draft, an open or a concluded event: the console reads again by itself only while the event is in check-in or running',
    },
  },
  epicLink: { machine: 'game-accounts/epicLink', suite: () => import('../../paths/game-accounts/epicLink.paths.test') },
  joinButton: { machine: 'tournaments/joinButton', suite: () => import('../../paths/tournaments/joinButton.paths.test') },
  matchReport: { machine: 'play/matchReport', suite: () => import('../../paths/play/matchReport.paths.test') },
  notificationPanel: { machine: 'notifications/notificationPanel', suite: () => import('../../paths/notifications/notificationPanel.paths.test') },
  personalData: { machine: 'profile/personalData', suite: () => import('../../paths/profile/personalData.paths.test') },
  premiumDialog: { machine: 'premium/premiumDialog', suite: () => import('../../paths/premium/premiumDialog.paths.test') },
  resolveMatch: { machine: 'organiser/resolveMatch', suite: () => import('../../paths/organiser/resolveMatch.paths.test') },
  rewardDialog: { machine: 'rewards/rewardDialog', suite: () => import('../../paths/rewards/rewardDialog.paths.test') },
  schoolLink: {
    machine: 'school/schoolLink',
    suite: () => import('../../paths/school/schoolLink.paths.test'),
    only: {
      paths: (path) => path.steps.every((step) => step.event.type !== 'xstate.error.actor.refreshSession'),
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
      paths: (path) =>
        path.steps.every(({ event }) => {
          if (event.type === 'xstate.error.actor.schoolLink' || event.type === 'xstate.error.actor.teamFormation') return false;
          if (event.type === 'xstate.done.actor.teamFormation') return teamEndingOf((event as unknown as { output: TeamStepsOutcome }).output) !== null;
          return true;
        }),
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
  /** Every path the suite generates, and the ones the screen replays, each with its title. */
  generated: Array<{ path: ModelPath; title: string }>;
  replayed: Array<{ path: ModelPath; title: string }>;
}

/** The paths a replay spec runs: its suite's generated paths, narrowed by `only`. */
export async function replayedPaths(replay: Replay): Promise<ReplayedPaths> {
  const suites = await collectPathSuites(replay.suite);
  if (suites.length !== 1) throw new Error(`the suite of ${replay.machine} describes ${suites.length} machines, not one`);
  const { machine, options } = suites[0]!;
  const { paths } = generatePaths(machine, options);
  const titles = pathTitles(paths);
  const generated = paths.map((path, index) => ({ path, title: titles[index]! }));
  const keep = replay.only?.paths;
  const replayed = keep ? generated.filter(({ path }) => keep(path)) : generated;
  if (!replayed.length) throw new Error(`no path of ${replay.machine} is left to replay`);
  return { machine, options, generated, replayed };
}
