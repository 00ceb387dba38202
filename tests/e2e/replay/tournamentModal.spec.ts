import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { SubscriptionStatus } from '@/contract/tournaments';
import type { SoloSignupValues } from '@/domain/tournaments/solo-signup';
import { tournamentModalMachine, type TeamStepsOutcome, type TournamentModalInput } from '@/machines/tournaments/tournamentModal.machine';
import { formingTeam, LEADER, MEMBER, refusal } from '../../paths/teams/teamFormation.fixtures';
import { modalInputs } from '../../paths/tournaments/tournamentModal.fixtures';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays, teamEndingOf, type TeamEnding } from './replays';
import {
  answerTeamRequest,
  failTeamRequest,
  holdTeamRequests,
  nextTeamRequest,
  problemResponse,
  reserveSession,
  SQUAD_EVENT,
  SQUAD_TEAM,
  swapViewer,
  teamModal,
} from './team-replay';

/**
 * The tournament modal's generated paths replayed on /tournaments/detail?opened=true, as a
 * student with a complete school link (aluna.vip). The detail and the game accounts are answered
 * as the path's input describes them (status, prerequisites, Discord, Epic account); linking the
 * Epic account and subscribing are held at the network and answered with the path's own outcome,
 * so nothing is stored and the replay leaves the server as it found it.
 *
 * The team steps (input `team`) open the squad event on a link to a team (?teamId=40) as the
 * reserve student of the team formation replay (./team-replay.ts): every team request is held and
 * answered as the path's ending asks (the student leads the team and deletes it, is a member and
 * leaves, or is not in it), so the team formation flow really runs to that end inside the modal.
 *
 * Left out, and why (replays.tournamentModal in ./replays.ts; the model keeps these transitions as
 * safety nets, see the machine):
 * - the school-link flow failing: the wizard handles the failure of each of its requests inside its
 *   own steps and reads only contract-checked answers, so nothing a user or the server does makes
 *   it fail as a whole (tournamentModal.transitions.test.ts pins that every request has its onError);
 * - the team formation flow failing, for the same reasons;
 * - the team formation flow ending with nothing to reload: it always ends reloading (decline, leave,
 *   delete) or off the team (not in it), as the transitions test pins on its generated paths.
 */

interface PageState {
  input: TournamentModalInput;
  subscriptionStatus: SubscriptionStatus;
  prerequisites: string[];
  epicAccountId: string | null;
  held: Record<'link' | 'subscribe' | 'linkStatus' | 'team', Route[]>;
  holdLinkStatus: boolean;
  /** The student's real user id (team steps), swapped in for the fixture's viewer. */
  studentId: number;
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

/** Answers the detail and the game accounts as the input says, and holds the requests the path decides. */
async function prepare({ page }: ScreenTools, input: TournamentModalInput, studentId = 0) {
  pages.set(page, {
    input,
    subscriptionStatus: input.subscriptionStatus,
    prerequisites: [...input.prerequisites],
    epicAccountId: input.epicAccountId,
    held: { link: [], subscribe: [], linkStatus: [], team: [] },
    holdLinkStatus: false,
    studentId,
  });
  await page.route(/\/educational\/api\/tournaments\/\d+(\?.*)?$/, async (route) => {
    // The page may drop a request it no longer needs (the detail reloads twice after a link): then there is nothing to answer.
    const response = await route.fetch().catch(() => null);
    const body: unknown = await response?.json().catch(() => null);
    if (!response || !body) return;
    const state = stateOf(page);
    await route.fulfill({
      response,
      json: {
        ...(body as object),
        status: 'OPEN',
        mode: state.input.solo ? 'SOLO' : 'SQUAD',
        modeQuantity: state.input.solo ? 1 : 4,
        subscriptionStatus: state.subscriptionStatus,
        requiresDiscord: state.input.discordRequired,
        teamId: state.input.teamId,
        eligibility: { isEligible: state.prerequisites.length === 0, prerequisites: state.prerequisites, restrictions: [] },
      },
    });
  });
  await page.route('**/records/api/account/games', async (route) => {
    if (route.request().method() === 'POST') return void stateOf(page).held.link.push(route);
    await route.fulfill({ json: { epicAccountId: stateOf(page).epicAccountId } });
  });
  await page.route(/\/educational\/api\/tournaments\/\d+\/subscription$/, (route) =>
    route.request().method() === 'POST' ? void stateOf(page).held.subscribe.push(route) : route.fallback(),
  );
  // Once the school-link step starts, the wizard's first request (the link status) is held, so
  // its step shows before it finishes; the session reads the link status too, and that goes through.
  await page.route('**/educational/api/links/status', (route) =>
    stateOf(page).holdLinkStatus ? void stateOf(page).held.linkStatus.push(route) : route.fallback(),
  );
}

async function open(tools: ScreenTools, input: TournamentModalInput) {
  const { page, context } = tools;
  await prepare(tools, input);
  await acceptCookiePolicy(context);
  await openSignedIn(page, 'aluna.vip@example.com', `/tournaments/detail?id=${input.eventId}&opened=true`);
}

const student = reserveSession();

/** The squad event from a link to a team: the team flow starts loading it, and that answer waits for the path's ending. */
async function openTeamSteps(tools: ScreenTools) {
  const studentId = await student.enter(tools);
  await prepare(tools, modalInputs.team, studentId);
  await holdTeamRequests(tools.page, stateOf(tools.page).held.team);
  await tools.page.goto(`/tournaments/detail?id=${SQUAD_EVENT}&teamId=${SQUAD_TEAM}&opened=true`);
}

async function nextHeld(page: Page, kind: keyof PageState['held']): Promise<Route> {
  await expect.poll(() => stateOf(page).held[kind].length).toBeGreaterThan(0);
  return stateOf(page).held[kind].shift()!;
}

const signupDialog = (page: Page) => page.getByRole('dialog', { name: /^Inscrição em / });

const gestures = {
  'modal.continue': async ({ page }) => {
    const dialog = page.getByRole('dialog');
    const finish = dialog.getByRole('button', { name: /^(Vamos lá!|Entendi)$/ });
    // A cutscene goes line by line; its last line, or the Discord invite, ends the step.
    for (let line = 0; line < 5 && !(await finish.isVisible()); line += 1) {
      await dialog.getByRole('button', { name: 'Próximo' }).click();
    }
    // The end of the school-link cutscene starts the wizard.
    if (stateOf(page).prerequisites.length) stateOf(page).holdLinkStatus = true;
    await finish.click();
  },
  'form.submit': async ({ page }, event) => {
    const { values } = event as unknown as { values: SoloSignupValues };
    if (values.details) throw new Error('the creative details have no gesture: no replayed path submits them');
    const dialog = signupDialog(page);
    const epic = dialog.getByLabel('ID da conta Epic Games', { exact: true });
    if (await epic.isVisible()) {
      await epic.fill(values.epicAccountId);
      await dialog.getByLabel('Confirme o ID da conta Epic Games').fill(values.epicAccountIdConfirmation);
    }
    await dialog.getByRole('checkbox', { name: 'Li e aceito as regras do evento' }).setChecked(values.rulesAccepted);
    await dialog.getByRole('button', { name: 'Confirmar inscrição' }).click();
  },
} satisfies GestureTable<typeof tournamentModalMachine>;

/** The team flow runs inside the modal: the student's part in the loaded team is played to the end the path names. */
const teamEndings = {
  /** The student leads the team and deletes it: after 1 s the detail, without teamId, reloads. */
  deleted: async ({ page }: ScreenTools) => {
    const { held, studentId } = stateOf(page);
    const swap = swapViewer(LEADER, studentId);
    await answerTeamRequest(await nextTeamRequest(held.team), formingTeam, swap);
    await teamModal(page).getByTestId('manage-team').getByRole('button', { name: 'Excluir time' }).click();
    await page.getByRole('alertdialog', { name: 'Excluir time?' }).getByRole('button', { name: 'Excluir', exact: true }).click();
    await answerTeamRequest(await nextTeamRequest(held.team), { messageKey: 'status:team.deleted' }, swap);
    await expect(page.getByTestId('toast').filter({ hasText: 'Time excluído.' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tournaments/detail\\?id=${SQUAD_EVENT}$`));
  },
  /** The student is a member waiting for the confirmation and leaves: after 1 s the detail reloads, ?teamId kept. */
  left: async ({ page }: ScreenTools) => {
    const { held, studentId } = stateOf(page);
    const swap = swapViewer(MEMBER, studentId);
    await answerTeamRequest(await nextTeamRequest(held.team), formingTeam, swap);
    const team = teamModal(page).getByTestId('manage-team');
    await expect(team.getByText('Aguardando o líder confirmar o time.')).toBeVisible();
    await team.getByRole('button', { name: 'Sair do time' }).click();
    await page.getByRole('alertdialog', { name: 'Sair do time?' }).getByRole('button', { name: 'Sair', exact: true }).click();
    await answerTeamRequest(await nextTeamRequest(held.team), { messageKey: 'status:team.left' }, swap);
    await expect(page.getByTestId('toast').filter({ hasText: 'Você saiu do time.' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/tournaments/detail\\?id=${SQUAD_EVENT}&teamId=${SQUAD_TEAM}$`));
  },
  /** The team does not list the student (status:team.notFound): the detail without teamId, at once. */
  notMine: async ({ page }: ScreenTools) => {
    await failTeamRequest(await nextTeamRequest(stateOf(page).held.team), refusal(404, 'status:team.notFound'));
    await expect(page).toHaveURL(new RegExp(`/tournaments/detail\\?id=${SQUAD_EVENT}$`));
  },
} satisfies Record<TeamEnding, (tools: ScreenTools) => Promise<void>>;

const outcomes = {
  linkEpicAccount: {
    done: async ({ page }: ScreenTools, event: AnyEventObject) => {
      const output = (event as unknown as { output: { epicAccountId: string } }).output;
      stateOf(page).epicAccountId = output.epicAccountId;
      await (await nextHeld(page, 'link')).fulfill({ status: 201, json: output });
    },
    error: async ({ page }: ScreenTools, event: AnyEventObject) => {
      await (await nextHeld(page, 'link')).fulfill(problemResponse((event as unknown as { error: unknown }).error)!);
      await expect(signupDialog(page).getByText('Este ID da Epic Games já está vinculado a outra conta.')).toBeVisible();
    },
  },
  subscribe: {
    done: async ({ page }: ScreenTools, event: AnyEventObject) => {
      const output = (event as unknown as { output: { status: SubscriptionStatus } }).output;
      stateOf(page).subscriptionStatus = output.status;
      await (await nextHeld(page, 'subscribe')).fulfill({ status: 201, json: { ...output, eventId: stateOf(page).input.eventId } });
      await expect(page.getByTestId('toast').filter({ hasText: 'Inscrição realizada! Boa sorte no torneio.' })).toBeVisible();
    },
    error: async ({ page }: ScreenTools, event: AnyEventObject) => {
      await (await nextHeld(page, 'subscribe')).fulfill(problemResponse((event as unknown as { error: unknown }).error)!);
      await expect(page.getByTestId('toast').filter({ hasText: 'As inscrições para este torneio já foram encerradas.' })).toBeVisible();
    },
  },
  schoolLink: {
    // aluna.vip's link is complete: once the wizard reads it, it finishes at once.
    done: async ({ page }: ScreenTools) => {
      // The wizard's read is awaited before reads stop being held: it may not have been sent yet.
      const read = await nextHeld(page, 'linkStatus');
      stateOf(page).prerequisites = [];
      stateOf(page).holdLinkStatus = false;
      await read.fallback();
    },
  },
  teamFormation: {
    done: async (tools: ScreenTools, event: AnyEventObject) => {
      const ending = teamEndingOf((event as unknown as { output: TeamStepsOutcome }).output);
      if (!ending) throw new Error('the team flow never ends with nothing to reload: no gesture leads there');
      await teamEndings[ending](tools);
    },
  },
};

test.setTimeout(60_000);

await replayOnScreen({
  machine: tournamentModalMachine,
  replay: replays.tournamentModal,
  start: {
    solo: (tools) => open(tools, modalInputs.solo),
    schoolLink: (tools) => open(tools, modalInputs.schoolLink),
    discordJoin: (tools) => open(tools, modalInputs.discordJoin),
    verification: (tools) => open(tools, modalInputs.verification),
    completed: (tools) => open(tools, modalInputs.completed),
    fortniteNoDiscord: (tools) => open(tools, modalInputs.fortniteNoDiscord),
    creative: (tools) => open(tools, modalInputs.creative),
    team: openTeamSteps,
  },
  gestures,
  outcomes,
  screens: {
    form: async ({ page }) => {
      await expect(signupDialog(page).getByRole('button', { name: 'Confirmar inscrição' })).toBeEnabled();
    },
    linkingEpic: async ({ page }) => {
      await expect(signupDialog(page).getByRole('button', { name: 'Enviando inscrição…' })).toBeDisabled();
    },
    subscribing: async ({ page }) => {
      await expect(signupDialog(page).getByRole('button', { name: 'Enviando inscrição…' })).toBeDisabled();
    },
    successCutscene: async ({ page }) => {
      await expect(page.getByRole('dialog', { name: 'Liz' })).toContainText('Sua inscrição foi feita');
    },
    discordInvite: async ({ page }) => {
      await expect(page.getByRole('dialog', { name: 'Entre no servidor do Discord' })).toBeVisible();
    },
    verifyOnDiscord: async ({ page }) => {
      await expect(page.getByRole('dialog', { name: 'Lucas' })).toContainText('Você já entrou no servidor do Discord do evento');
    },
    'prerequisites.schoolLinkCutscene': async ({ page }) => {
      await expect(page.getByRole('dialog', { name: 'Lucas' })).toContainText('só para quem tem escola vinculada');
    },
    'prerequisites.schoolLinkForm': async ({ page }) => {
      await expect(page.getByRole('dialog', { name: 'Vincule sua escola' })).toBeVisible();
    },
    teamSteps: async ({ page }) => {
      // The team steps, not the solo form, loading the team of ?teamId.
      await expect(teamModal(page).locator('[aria-busy="true"]')).toBeVisible();
      await expect(teamModal(page).getByTestId('manage-team')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Confirmar inscrição' })).toHaveCount(0);
    },
    'done (final)': async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).not.toHaveURL(/opened=/);
    },
  },
});
