import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { SubscriptionStatus } from '@/api/tournaments/contract';
import type { SoloSignupValues } from '@/domain/tournaments/solo-signup';
import { tournamentModalMachine, type TournamentModalInput } from '@/machines/tournaments/tournamentModal.machine';
import { modalInputs } from '../../paths/tournaments/tournamentModal.fixtures';
import { signIn } from '../support/session';
import { replayOnScreen, statesOf, type GestureTable, type ScreenTools } from './screen-replay';

/**
 * The tournament modal's generated paths replayed on /tournaments/detail?opened=true, as a
 * student with a complete school link (aluna.vip). The detail and the game accounts are answered
 * as the path's input describes them (status, prerequisites, Discord, Epic account); linking the
 * Epic account and subscribing are held at the network and answered with the path's own outcome,
 * so nothing is stored and the replay leaves the server as it found it.
 *
 * Left out, and why:
 * - paths through `teamSteps`: the team steps of the modal are being built apart; their screen
 *   is the plain "not available yet" notice until then;
 * - the school-link flow failing: the wizard handles every failure of its own requests inside
 *   its steps, so no gesture on the screen can make it fail as a whole.
 */

interface PageState {
  input: TournamentModalInput;
  subscriptionStatus: SubscriptionStatus;
  prerequisites: string[];
  epicAccountId: string | null;
  held: Record<'link' | 'subscribe' | 'linkStatus', Route[]>;
  holdLinkStatus: boolean;
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

async function open(tools: ScreenTools, input: TournamentModalInput) {
  const { page, context } = tools;
  pages.set(page, {
    input,
    subscriptionStatus: input.subscriptionStatus,
    prerequisites: [...input.prerequisites],
    epicAccountId: input.epicAccountId,
    held: { link: [], subscribe: [], linkStatus: [] },
    holdLinkStatus: false,
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
  await context.addCookies([{ name: 'CookiePolicyAccepted', value: 'true', url: test.info().project.use.baseURL! }]);
  await signIn(page, 'aluna.vip@example.com');
  await page.goto(`/tournaments/detail?id=${input.eventId}&opened=true`);
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

const problemBody = (error: unknown) => {
  const { status, fieldErrors, requestErrors } = (error as { problem: { status: number; fieldErrors: { field: string; messageKey: string }[]; requestErrors: string[] } }).problem;
  const code = (key: string) => key.split('.').pop();
  return {
    status,
    json: [
      ...fieldErrors.map(({ field, messageKey }) => ({ field, code: code(messageKey), messageKey })),
      ...requestErrors.map((messageKey) => ({ code: code(messageKey), messageKey })),
    ],
  };
};

const outcomes = {
  linkEpicAccount: {
    done: async ({ page }: ScreenTools, event: AnyEventObject) => {
      const output = (event as unknown as { output: { epicAccountId: string } }).output;
      stateOf(page).epicAccountId = output.epicAccountId;
      await (await nextHeld(page, 'link')).fulfill({ status: 201, json: output });
    },
    error: async ({ page }: ScreenTools, event: AnyEventObject) => {
      await (await nextHeld(page, 'link')).fulfill(problemBody((event as unknown as { error: unknown }).error));
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
      await (await nextHeld(page, 'subscribe')).fulfill(problemBody((event as unknown as { error: unknown }).error));
      await expect(page.getByTestId('toast').filter({ hasText: 'As inscrições para este torneio já foram encerradas.' })).toBeVisible();
    },
  },
  schoolLink: {
    // aluna.vip's link is complete: once the wizard reads it, it finishes at once.
    done: async ({ page }: ScreenTools) => {
      stateOf(page).prerequisites = [];
      stateOf(page).holdLinkStatus = false;
      await (await nextHeld(page, 'linkStatus')).fallback();
    },
  },
};

test.setTimeout(60_000);

await replayOnScreen({
  machine: tournamentModalMachine,
  suite: () => import('../../paths/tournaments/tournamentModal.paths.test'),
  only: (path) => !statesOf(path).some((state) => state.startsWith('teamSteps')) && !path.steps.some((step) => step.event.type === 'xstate.error.actor.schoolLink'),
  start: {
    solo: (tools) => open(tools, modalInputs.solo),
    schoolLink: (tools) => open(tools, modalInputs.schoolLink),
    discordJoin: (tools) => open(tools, modalInputs.discordJoin),
    verification: (tools) => open(tools, modalInputs.verification),
    completed: (tools) => open(tools, modalInputs.completed),
    fortniteNoDiscord: (tools) => open(tools, modalInputs.fortniteNoDiscord),
    creative: (tools) => open(tools, modalInputs.creative),
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
    'done (final)': async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).not.toHaveURL(/opened=/);
    },
  },
});
