import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { Profile } from '@/contract/profile';
import { personalDataMachine } from '@/machines/profile/personalData.machine';
import { completeProfile, newProfile } from '../../paths/profile/personalData.fixtures';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The personal-data machine's generated paths replayed on /profile/personal-data. The signed-in
 * student's profile is answered as the path's input describes it (complete: every field stored;
 * new: only names), and the save is held at the network and answered with the path's own
 * outcome, so nothing is stored and the replay leaves the server as it found it.
 */

interface PageState {
  held: Route[];
  profile: Profile;
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

async function open(tools: ScreenTools, profile: Profile) {
  const { page, context } = tools;
  pages.set(page, { held: [], profile });
  await page.route('**/records/api/account/edit', (route) => void stateOf(page).held.push(route));
  await page.route('**/records/api/user/profile', (route) => route.fulfill({ json: stateOf(page).profile }));
  await acceptCookiePolicy(context);
  await openSignedIn(page, 'aluna.vip@example.com', '/profile/personal-data');
  await expect(form(tools)).toBeVisible();
}

const form = ({ page }: ScreenTools) => page.getByTestId('personal-data-form');
const STATES: Record<string, string> = { '18': 'Rio de Janeiro', '24': 'São Paulo' };

const gestures = {
  'personalData.change': async (tools, event) => {
    const { change } = event as unknown as { change: { stateId?: string; cityName?: string } };
    if (change.stateId) await form(tools).getByLabel(/^Estado\*?$/).selectOption({ label: STATES[change.stateId]! });
    if (change.cityName) {
      const city = form(tools).getByRole('combobox', { name: 'Cidade' });
      await city.fill(change.cityName.slice(0, 3));
      await tools.page.getByRole('option', { name: change.cityName }).click();
    }
  },
  'personalData.submit': async (tools) => form(tools).getByRole('button', { name: 'Salvar alterações' }).click(),
  'personalData.confirm': async ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Salvar', exact: true }).click(),
  'personalData.cancel': async ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click(),
} satisfies GestureTable<typeof personalDataMachine>;

async function nextHeld(page: Page): Promise<Route> {
  await expect.poll(() => stateOf(page).held.length).toBeGreaterThan(0);
  return stateOf(page).held.shift()!;
}

/** Runs `answer` and waits for a toast (with `text`, when given) that was not on the page before: an earlier save's may still show. */
async function withNewToast(page: Page, answer: () => Promise<void>, text?: string) {
  const toasts = text ? page.getByTestId('toast').filter({ hasText: text }) : page.getByTestId('toast');
  const ids = () => toasts.evaluateAll((elements) => elements.map((element) => element.id));
  const before = new Set(await ids());
  await answer();
  await expect.poll(async () => (await ids()).some((id) => !before.has(id))).toBe(true);
}

async function saved({ page }: ScreenTools, event: AnyEventObject) {
  const output = (event as unknown as { output: Profile }).output;
  stateOf(page).profile = output;
  const route = await nextHeld(page);
  await withNewToast(page, () => route.fulfill({ json: output }), 'Tudo certo! Ação realizada com sucesso.');
}

/** An answer with field errors becomes the error body (docs/product/shell.md, Errors) the server would send; a status 0 a network failure. */
async function saveFails({ page }: ScreenTools, event: AnyEventObject) {
  const route = await nextHeld(page);
  const { status, fieldErrors } = (event as unknown as { error: { problem: { status: number; fieldErrors: { field: string; messageKey: string }[] } } }).error.problem;
  await withNewToast(page, () =>
    status === 0 ? route.abort('failed') : route.fulfill({ status, json: fieldErrors.map(({ field, messageKey }) => ({ field, code: messageKey.split('.').pop(), messageKey })) }),
  );
}

test.setTimeout(60_000);

await replayOnScreen({
  machine: personalDataMachine,
  replay: replays.personalData,
  start: {
    complete: (tools) => open(tools, completeProfile),
    new: (tools) => open(tools, newProfile),
  },
  gestures,
  outcomes: { savePersonalData: { done: saved, error: saveFails } },
  screens: {
    editing: async (tools) => {
      await expect(form(tools).getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
      await expect(tools.page.getByRole('alertdialog')).toHaveCount(0);
    },
    confirming: async ({ page }) => {
      await expect(page.getByRole('alertdialog', { name: 'Salvar perfil' })).toBeVisible();
    },
    saving: async (tools) => {
      await expect(tools.page.getByRole('alertdialog')).toHaveCount(0);
      await expect(form(tools).getByRole('button', { name: 'Salvando…' })).toBeDisabled();
    },
    saved: async (tools) => {
      await expect(form(tools).getByRole('button', { name: 'Salvar alterações' })).toBeEnabled();
      // Saved: the birth date is on record now, so locked.
      await expect(form(tools).getByLabel(/^Data de nascimento\*?$/)).toHaveAttribute('readonly', '');
    },
  },
});
