import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { Team } from '@/contract/teams';
import { teamFormationMachine } from '@/machines/teams/teamFormation.machine';
import { INVITEE, LEADER, MEMBER, OUTSIDER } from '../../paths/teams/teamFormation.fixtures';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';
import { answerTeamRequest, failTeamRequest, holdTeamRequests, nextTeamRequest, reserveSession, SQUAD_EVENT, SQUAD_TEAM, swapViewer, teamModal } from './team-replay';

/**
 * The team formation machine's generated paths replayed on the real tournament modal of event 3
 * (/tournaments/detail?id=3&teamId=40&opened=true). One reserve student (reserva32, in no team)
 * plays every part: each path's viewer id (leader, member, invitee, outsider of the fixtures) is
 * swapped for the student's real id in the teams the server is made to answer. Every team request
 * is held at the network and answered with the path's own outcome, so nothing is stored.
 * The student signs in once; each path starts from the cookies the previous one left.
 */

const EVENT = SQUAD_EVENT;
const TEAM = SQUAD_TEAM;
const VIEWERS: Record<string, number> = { create: LEADER, leader: LEADER, member: MEMBER, invitee: INVITEE, outsider: OUTSIDER };

interface PageState {
  held: Route[];
  /** The fixture's viewer id, swapped with the student's real id in every team answered. */
  swap: (id: number) => number;
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

const student = reserveSession();

async function open(tools: ScreenTools, input: string) {
  const { page } = tools;
  const realId = await student.enter(tools);
  pages.set(page, { held: [], swap: swapViewer(VIEWERS[input]!, realId) });
  // Every change and look at one team is held; the lists (not on this page) go through.
  await holdTeamRequests(page, stateOf(page).held);
  await page.goto(`/tournaments/detail?id=${EVENT}${input === 'create' ? '' : `&teamId=${TEAM}`}&opened=true`);
  await expect(modal(page)).toBeVisible();
}

/** The invoked request succeeds with the path's output (201 for creations). */
async function answers({ page }: ScreenTools, event: AnyEventObject) {
  const output = (event as unknown as { output: Team | { messageKey: string; team?: Team } }).output;
  await answerTeamRequest(await nextTeamRequest(stateOf(page).held), output, stateOf(page).swap);
}

/** An ApiError sample becomes the error body (docs/product/shell.md, Errors) the server would send; status 0 a network failure. */
async function fails({ page }: ScreenTools, event: AnyEventObject) {
  await failTeamRequest(await nextTeamRequest(stateOf(page).held), (event as unknown as { error: unknown }).error);
}

const modal = teamModal;
const form = ({ page }: ScreenTools) => modal(page).getByTestId('create-team-form');
const team = ({ page }: ScreenTools) => modal(page).getByTestId('manage-team');
const inviteForm = (tools: ScreenTools) => team(tools).getByTestId('invite-form');
const confirmation = ({ page }: ScreenTools) => page.getByRole('alertdialog');

const gestures = {
  'team.change': async (tools, event) => {
    const change = (event as unknown as { change: { name?: string; termsAccepted?: boolean; epicAccountId?: string } }).change;
    if (change.name !== undefined) await form(tools).getByLabel(/^Nome do time/).fill(change.name);
    if (change.epicAccountId !== undefined) await form(tools).getByLabel(/^ID da conta Epic/).fill(change.epicAccountId);
    if (change.termsAccepted !== undefined) await form(tools).getByRole('checkbox').setChecked(change.termsAccepted);
  },
  'team.submit': async (tools) => {
    const save = form(tools).getByRole('button', { name: 'Criar time' });
    // Without a name and the terms the button waits; the form stays as the machine's editing state (docs/product/teams.md, Rules).
    if (await save.isEnabled()) await save.click();
  },
  'team.retry': async ({ page }) => modal(page).getByRole('button', { name: 'Tentar novamente' }).click(),
  'team.refresh': async (tools) => team(tools).getByRole('button', { name: 'Atualizar time' }).click(),
  'team.openInvite': async (tools) => team(tools).getByRole('button', { name: 'Enviar convite' }).first().click(),
  'team.closeInvite': async (tools) => inviteForm(tools).getByRole('button', { name: 'Fechar convite' }).click(),
  'team.inviteChange': async (tools, event) => inviteForm(tools).getByLabel(/^Play ID ou e-mail/).fill((event as unknown as { value: string }).value),
  'team.sendInvite': async (tools) => inviteForm(tools).getByRole('button', { name: 'Enviar convite' }).click(),
  'team.kick': async (tools, event) => team(tools).getByRole('button', { name: `Remover ${(event as unknown as { name: string }).name} do time` }).click(),
  'team.cancelInvite': async (tools, event) => team(tools).getByRole('button', { name: `Cancelar convite de ${(event as unknown as { name: string }).name}` }).click(),
  'team.accept': async (tools) => team(tools).getByRole('button', { name: 'Aceitar convite' }).click(),
  'team.decline': async (tools) => team(tools).getByRole('button', { name: 'Recusar convite' }).click(),
  'team.delete': async (tools) => team(tools).getByRole('button', { name: 'Excluir time' }).click(),
  'team.leave': async (tools) => team(tools).getByRole('button', { name: 'Sair do time' }).click(),
  'team.confirmTeam': async (tools) => team(tools).getByRole('button', { name: 'Confirmar inscrição do time' }).click(),
  'team.dialogConfirm': async (tools) => confirmation(tools).getByRole('button').filter({ hasNotText: 'Voltar' }).click(),
  'team.dialogDismiss': async (tools) => confirmation(tools).getByRole('button', { name: 'Voltar' }).click(),
} satisfies GestureTable<typeof teamFormationMachine>;

/** The team shows, nothing in flight, no confirmation open. */
async function settledTeam(tools: ScreenTools) {
  await expect(team(tools)).toHaveAttribute('aria-busy', 'false');
  await expect(confirmation(tools)).toHaveCount(0);
}

const busyTeam = async (tools: ScreenTools) => {
  await expect(team(tools)).toHaveAttribute('aria-busy', 'true');
  await expect(confirmation(tools)).toHaveCount(0);
};

const URL_WITHOUT_TEAM = new RegExp(`/tournaments/detail\\?id=${EVENT}$`);

test.setTimeout(60_000);

await replayOnScreen({
  machine: teamFormationMachine,
  replay: replays.teamFormation,
  start: {
    create: (tools) => open(tools, 'create'),
    leader: (tools) => open(tools, 'leader'),
    member: (tools) => open(tools, 'member'),
    invitee: (tools) => open(tools, 'invitee'),
    outsider: (tools) => open(tools, 'outsider'),
  },
  gestures,
  outcomes: Object.fromEntries(
    ['loadTeam', 'reloadTeam', 'createTeam', 'invite', 'kick', 'cancelInvite', 'accept', 'decline', 'leave', 'deleteTeam', 'confirm'].map((id) => [id, { done: answers, error: fails }]),
  ),
  screens: {
    loadingTeam: async ({ page }) => {
      await expect(modal(page).locator('[aria-busy="true"]')).toBeVisible();
      await expect(modal(page).getByTestId('manage-team')).toHaveCount(0);
    },
    loadFailed: async ({ page }) => {
      await expect(modal(page).getByText('Não foi possível carregar o time.')).toBeVisible();
      await expect(modal(page).getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    },
    'create.editing': async (tools) => {
      await expect(form(tools).getByRole('button', { name: 'Criar time' })).toBeVisible();
      await expect(form(tools)).toHaveAttribute('aria-busy', 'false');
    },
    'create.creating': async (tools) => {
      await expect(form(tools).getByRole('button', { name: 'Criando time…' })).toBeDisabled();
    },
    'manage.leading': async (tools) => {
      await settledTeam(tools);
      await expect(team(tools).getByRole('button', { name: 'Excluir time' })).toBeVisible();
      await expect(inviteForm(tools)).toHaveCount(0);
    },
    'manage.inviting': async (tools) => {
      await expect(inviteForm(tools).getByRole('button', { name: 'Enviar convite' })).toBeEnabled();
      await expect(confirmation(tools)).toHaveCount(0);
    },
    'manage.sendingInvite': async (tools) => {
      await expect(inviteForm(tools).getByRole('button', { name: 'Enviar convite' })).toBeDisabled();
    },
    'manage.invited': async (tools) => {
      await settledTeam(tools);
      await expect(team(tools).getByRole('button', { name: 'Aceitar convite' })).toBeVisible();
      await expect(team(tools).getByRole('button', { name: 'Recusar convite' })).toBeVisible();
    },
    'manage.waitingConfirm': async (tools) => {
      await settledTeam(tools);
      await expect(team(tools).getByText('Aguardando o líder confirmar o time.')).toBeVisible();
      await expect(team(tools).getByRole('button', { name: 'Sair do time' })).toBeVisible();
    },
    'manage.locked': async (tools) => {
      await settledTeam(tools);
      await expect(team(tools).getByText('Time inscrito no torneio! A formação não pode mais ser alterada.')).toBeVisible();
      await expect(team(tools).getByRole('button', { name: /Remover|Excluir time|Enviar convite|Sair do time/ })).toHaveCount(0);
    },
    'manage.confirming': async (tools) => {
      await expect(confirmation(tools)).toBeVisible();
      await expect(confirmation(tools).getByRole('button', { name: 'Voltar' })).toBeVisible();
    },
    'manage.kicking': busyTeam,
    'manage.cancellingInvite': busyTeam,
    'manage.accepting': busyTeam,
    'manage.declining': busyTeam,
    'manage.leaving': busyTeam,
    'manage.deleting': busyTeam,
    'manage.confirmingTeam': busyTeam,
    'manage.refreshing': busyTeam,
    closing: async ({ page }) => {
      await expect(modal(page).getByText('Só um instante…')).toBeAttached();
    },
    'done (final)': async ({ page }) => {
      await expect(modal(page)).toBeHidden();
      await expect(page).not.toHaveURL(/opened=true/);
    },
    'notInTeam (final)': async ({ page }) => {
      await expect(modal(page)).toBeHidden();
      await expect(page).toHaveURL(URL_WITHOUT_TEAM);
    },
  },
});
