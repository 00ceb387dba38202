import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { joinShown, type JoinTarget } from '@/domain/tournaments/join-button';
import type { SchoolLinkStatus } from '@/domain/session';
import { joinButtonMachine } from '@/machines/tournaments/joinButton.machine';
import { acceptCookiePolicy, addSession, signOutEverywhere } from '../support/session';
import { rewriteAnswer } from '../support/routes';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The join button's generated paths replayed on the /tournaments/detail banner. Each press is
 * about one event as the sample describes it (status, mode, subscription, restrictions): the
 * detail answer is rewritten to match, and the student signing in is a demo account whose school
 * link has the sample's status. The unsubscribe request is held at the network and answered with
 * the path's own outcome, so the replay leaves the server as it found it.
 */

const ACCOUNTS: Record<SchoolLinkStatus, string> = {
  COMPLETE: 'aluna.vip@example.com',
  INCOMPLETE: 'aluna.aprovacao@example.com',
  NONE: 'adulto@example.com',
};

interface PageState {
  account: string | null;
  target: JoinTarget;
  held: Route[];
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

/** What a subscribed student sees on the open solo event 1 before anything is pressed. */
const START: JoinTarget = {
  id: 1,
  status: 'OPEN',
  solo: true,
  subscriptionStatus: 'COMPLETED',
  eligibility: { isEligible: true, prerequisites: [], restrictions: [] },
  requiresDiscord: false,
};

async function prepare({ page, context }: ScreenTools) {
  pages.set(page, { account: null, target: START, held: [] });
  await acceptCookiePolicy(context);
  await page.route('**/records/api/account/first-access', (route) => route.fulfill({ json: { messageKey: 'status:default.success' } }));
  await page.route(/\/educational\/api\/events\/\d+\/unsubscribe$/, (route) => void stateOf(page).held.push(route));
  await page.route(/\/educational\/api\/tournaments\/\d+(\?.*)?$/, (route) =>
    rewriteAnswer(page, route, (body) => {
      const { target } = stateOf(page);
      return {
        ...body,
        id: target.id,
        status: target.status,
        mode: target.solo ? 'SOLO' : 'SQUAD',
        modeQuantity: target.solo ? 1 : 4,
        subscriptionStatus: target.subscriptionStatus,
        eligibility: target.eligibility,
        requiresDiscord: target.requiresDiscord,
        teamId: null,
      };
    }),
  );
}

/** Shows the detail of `target` to a student whose school link is `link`, signing in again when that takes another account. */
async function showDetail(tools: ScreenTools, target: JoinTarget, link: SchoolLinkStatus) {
  const { page, context } = tools;
  const state = stateOf(page);
  state.target = target;
  if (state.account !== ACCOUNTS[link]) {
    if (state.account) {
      await signOutEverywhere(page);
      await acceptCookiePolicy(context);
    }
    await addSession(context, ACCOUNTS[link]);
    state.account = ACCOUNTS[link];
  }
  await page.goto(`/tournaments/detail?id=${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectJoinButtonFor(page, target);
}

/** The signup button shows until subscriptions close, and then not at all (docs/product/tournaments.md, States). */
async function expectJoinButtonFor(page: Page, target: JoinTarget) {
  if (joinShown(target)) await expect(joinButton(page)).toBeVisible();
  else await expect(joinButton(page)).toHaveCount(0);
}

const banner = (page: Page) => page.getByRole('region').filter({ has: page.getByRole('heading', { level: 1 }) }).first();
const joinButton = (page: Page) => banner(page).getByRole('button', { name: /^(Inscrever-se|Inscrição pendente|Inscrição concluída|Carregando…)$/ });

const gestures = {
  'join.press': async (tools, event) => {
    const { target, schoolLinkStatus } = event as unknown as { target: JoinTarget; schoolLinkStatus: SchoolLinkStatus };
    const { page } = tools;
    await showDetail(tools, target, schoolLinkStatus);
    // Subscriptions closed: no button, so nothing to press (docs/product/tournaments.md, States).
    if (!joinShown(target)) return;
    if (target.status !== 'OPEN') {
      // Disabled unless OPEN, with the not-subscribed label; a press does nothing.
      await expect(joinButton(page)).toBeDisabled();
      await expect(joinButton(page)).toHaveText('Inscrever-se');
      return;
    }
    await joinButton(page).click();
    if (schoolLinkStatus === 'INCOMPLETE') {
      await expect(page).toHaveURL(/\/profile\/my-clan$/);
      await page.goBack();
    } else if (target.eligibility.restrictions.length) {
      await expect(page.getByTestId('toast').filter({ hasText: 'Você ainda não tem a idade mínima para este torneio.' })).toBeVisible();
    } else if (target.solo && target.subscriptionStatus === 'COMPLETED') {
      await expect(page).not.toHaveURL(/opened=/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    } else {
      await expect(page).toHaveURL(/[?&]opened=true/);
      await expect(page.getByRole('dialog').first()).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page).not.toHaveURL(/opened=/);
    }
  },
  'cancel.press': async (tools, event) => {
    const { target } = event as unknown as { target: JoinTarget };
    await showDetail(tools, target, 'COMPLETE');
    const cancel = banner(tools.page).getByRole('button', { name: 'Cancelar inscrição' });
    // The cancel link shows only for a solo, subscribed, open event (docs/product/tournaments.md, States).
    if (target.status !== 'OPEN') return expect(cancel).toHaveCount(0);
    await cancel.click();
  },
  'cancel.confirm': async ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Sim, cancelar' }).click(),
  'cancel.dismiss': async ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Manter inscrição' }).click(),
} satisfies GestureTable<typeof joinButtonMachine>;

async function nextHeld(page: Page): Promise<Route> {
  await expect.poll(() => stateOf(page).held.length).toBeGreaterThan(0);
  return stateOf(page).held.shift()!;
}

async function unsubscribed({ page }: ScreenTools, event: AnyEventObject) {
  stateOf(page).target = { ...stateOf(page).target, subscriptionStatus: 'NOT_SUBSCRIBED' };
  await (await nextHeld(page)).fulfill({ json: (event as unknown as { output: unknown }).output });
  await expect(page.getByTestId('toast').filter({ hasText: 'Sua inscrição foi cancelada.' })).toBeVisible();
}

async function refused({ page }: ScreenTools, event: AnyEventObject) {
  const { requestErrors } = (event as unknown as { error: { problem: { requestErrors: string[] } } }).error.problem;
  const body = requestErrors.map((messageKey) => ({ code: messageKey.split('.').pop(), messageKey }));
  await (await nextHeld(page)).fulfill({ status: 400, json: body });
  await expect(page.getByTestId('toast').filter({ hasText: 'As inscrições para este torneio já foram encerradas.' })).toBeVisible();
}

test.setTimeout(60_000);

await replayOnScreen({
  machine: joinButtonMachine,
  replay: replays.joinButton,
  start: {
    '(default)': async (tools) => {
      await prepare(tools);
      await showDetail(tools, START, 'COMPLETE');
    },
  },
  gestures,
  outcomes: { unsubscribe: { done: unsubscribed, error: refused } },
  screens: {
    ready: async ({ page }) => {
      await expectJoinButtonFor(page, stateOf(page).target);
      await expect(banner(page).getByRole('button', { name: 'Carregando…' })).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    },
    confirmingCancel: async ({ page }) => {
      await expect(page.getByRole('alertdialog', { name: 'Cancelar inscrição?' })).toBeVisible();
    },
    cancelling: async ({ page }) => {
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(joinButton(page)).toHaveText('Carregando…');
      await expect(joinButton(page)).toBeDisabled();
    },
  },
});
