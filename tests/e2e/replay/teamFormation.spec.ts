import { expect, test, type Cookie, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { Team } from '@/api/teams/contract';
import { teamFormationMachine } from '@/machines/teams/teamFormation.machine';
import { INVITEE, LEADER, MEMBER, OUTSIDER } from '../../paths/teams/teamFormation.fixtures';
import { signIn } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';

/**
 * The team formation machine's generated paths replayed on the real tournament modal of event 3
 * (/tournaments/detail?id=3&teamId=40&opened=true). One reserve student (reserva32, in no team)
 * plays every part: each path's viewer id (leader, member, invitee, outsider of the fixtures) is
 * swapped for the student's real id in the teams the server is made to answer. Every team request
 * is held at the network and answered with the path's own outcome, so nothing is stored.
 * The student signs in once; each path starts from the cookies the previous one left.
 */

const STUDENT = 'reserva32@example.com';
const EVENT = 3;
const TEAM = 40;
const VIEWERS: Record<string, number> = { create: LEADER, leader: LEADER, member: MEMBER, invitee: INVITEE, outsider: OUTSIDER };

interface PageState {
  held: Route[];
  /** The fixture's viewer id, swapped with the student's real id in every team answered. */
  swap: (id: number) => number;
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

let cookies: Cookie[] = [];
let realId = 0;

test.afterEach(async ({ context }) => {
  // The next path goes on with this sign-in (tokens rotate on refresh).
  cookies = await context.cookies();
});

function userIdOf(list: Cookie[]): number {
  const token = decodeURIComponent(list.find((cookie) => cookie.name === 'arena_token')?.value ?? '');
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { userId: number };
  return payload.userId;
}

/** A team as the path describes it, with the viewer played by the signed-in student. */
function asStudent(team: Team, swap: (id: number) => number): Team {
  return {
    ...team,
    leader: { ...team.leader, id: swap(team.leader.id) },
    teamMembers: team.teamMembers.map((member) => ({ ...member, id: swap(member.id) })),
    invites: team.invites.map((invite) => ({ ...invite, userId: swap(invite.userId) })),
  };
}

async function open({ page, context }: ScreenTools, input: string) {
  const fixtureId = VIEWERS[input]!;
  if (cookies.length === 0) {
    await context.addCookies([{ name: 'CookiePolicyAccepted', value: 'true', url: test.info().project.use.baseURL! }]);
    await signIn(page, STUDENT);
    cookies = await context.cookies();
  } else {
    await context.addCookies(cookies);
  }
  realId = userIdOf(await context.cookies());
  pages.set(page, { held: [], swap: (id) => (id === fixtureId ? realId : id === realId ? fixtureId : id) });
  // Every change and look at one team is held; the lists (not on this page) go through.
  await page.route(/\/educational\/api\/teams(\/.*)?(\?.*)?$/, (route) => {
    const url = new URL(route.request().url());
    const list = route.request().method() === 'GET' && (url.pathname.endsWith('/teams') || url.pathname.endsWith('/pending'));
    if (list) return route.continue();
    stateOf(page).held.push(route);
    return undefined;
  });
  await page.goto(`/tournaments/detail?id=${EVENT}${input === 'create' ? '' : `&teamId=${TEAM}`}&opened=true`);
  await expect(modal(page)).toBeVisible();
}

async function nextHeld(page: Page): Promise<Route> {
  await expect.poll(() => stateOf(page).held.length).toBeGreaterThan(0);
  return stateOf(page).held.shift()!;
}

/** The invoked request succeeds with the path's output (201 for creations). */
async function answers({ page }: ScreenTools, event: AnyEventObject) {
  const route = await nextHeld(page);
  const output = (event as unknown as { output: Team | { messageKey: string; team?: Team } }).output;
  const { swap } = stateOf(page);
  const json = 'teamMembers' in output ? asStudent(output, swap) : output.team ? { ...output, team: asStudent(output.team, swap) } : output;
  const created = route.request().method() === 'POST' && /\/teams(\/\d+\/invite)?$/.test(new URL(route.request().url()).pathname);
  await route.fulfill({ status: created ? 201 : 200, json });
}

/** An ApiError sample becomes the SPEC §8 body the server would send; status 0 a network failure. */
async function fails({ page }: ScreenTools, event: AnyEventObject) {
  const route = await nextHeld(page);
  const problem = (event as unknown as { error: { problem?: { status: number; fieldErrors: { field: string; messageKey: string }[]; requestErrors: string[] } } }).error.problem;
  if (!problem || problem.status === 0) return route.abort('failed');
  const body = [
    ...problem.fieldErrors.map(({ field, messageKey }) => ({ field, code: messageKey.split('.').pop(), messageKey })),
    ...problem.requestErrors.map((messageKey) => ({ code: messageKey.split('.').pop(), messageKey })),
  ];
  return route.fulfill({ status: problem.status, json: body });
}

const modal = (page: Page) => page.getByRole('dialog', { name: /^Equipe · / });
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
    // SPEC §5: without a name and the terms the button waits; the form stays as the machine's editing state.
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
  suite: () => import('../../paths/teams/teamFormation.paths.test'),
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
