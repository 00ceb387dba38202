import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { epicLinkMachine } from '@/machines/game-accounts/epicLink.machine';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The Epic form's generated paths replayed on /profile/accounts-link as aluna.vip. The load and
 * the save are held at the network and answered with each path's own outcome; nothing is stored.
 */

const held = new WeakMap<Page, { load: Route[]; save: Route[] }>();
const queue = (page: Page) => held.get(page)!;

async function next(page: Page, kind: 'load' | 'save'): Promise<Route> {
  await expect.poll(() => queue(page)[kind].length).toBeGreaterThan(0);
  return queue(page)[kind].shift()!;
}

const card = ({ page }: ScreenTools) => page.getByTestId('epic-card');
const form = (tools: ScreenTools) => card(tools).getByTestId('epic-form');

/** An ApiError sample becomes the error body (docs/product/shell.md, Errors); an abort or anything else a failed request. */
async function fail(route: Route, event: AnyEventObject) {
  const error = (event as unknown as { error: { name?: string; problem?: { status: number; fieldErrors: { field: string; messageKey: string }[]; requestErrors: string[] } } }).error;
  if (!error.problem) return route.abort(error.name === 'AbortError' ? 'aborted' : 'failed');
  return route.fulfill({
    status: error.problem.status,
    json: [
      ...error.problem.fieldErrors.map(({ field, messageKey }) => ({ field, code: messageKey.split('.').pop(), messageKey })),
      ...error.problem.requestErrors.map((messageKey) => ({ code: messageKey.split('.').pop(), messageKey })),
    ],
  });
}

const gestures = {
  'epic.change': async (tools, event) => {
    const change = (event as unknown as { change: Record<string, string> }).change;
    if (change.epicAccountId !== undefined) await form(tools).getByLabel(/^ID da conta Epic Games/).fill(change.epicAccountId);
    if (change.epicAccountIdConfirmation !== undefined) await form(tools).getByLabel(/^Confirme o ID da conta Epic Games/).fill(change.epicAccountIdConfirmation);
  },
  'epic.submit': async (tools) => form(tools).getByRole('button', { name: 'Vincular conta Epic' }).click(),
} satisfies GestureTable<typeof epicLinkMachine>;

test.setTimeout(60_000);

await replayOnScreen({
  machine: epicLinkMachine,
  replay: replays.epicLink,
  start: {
    student: async ({ page, context }) => {
      held.set(page, { load: [], save: [] });
      await page.route('**/records/api/account/games', (route) => void queue(page)[route.request().method() === 'GET' ? 'load' : 'save'].push(route));
      await acceptCookiePolicy(context);
      await openSignedIn(page, 'aluna.vip@example.com', '/profile/accounts-link');
    },
  },
  gestures,
  outcomes: {
    loadGameAccounts: {
      done: async ({ page }, event) => (await next(page, 'load')).fulfill({ json: (event as unknown as { output: unknown }).output }),
      error: async ({ page }, event) => fail(await next(page, 'load'), event),
    },
    saveEpicAccount: {
      done: async ({ page }, event) => (await next(page, 'save')).fulfill({ json: (event as unknown as { output: unknown }).output }),
      error: async ({ page }, event) => fail(await next(page, 'save'), event),
    },
  },
  screens: {
    loading: async (tools) => expect(card(tools)).toHaveAttribute('data-status', 'loading'),
    editing: async (tools) => {
      await expect(card(tools)).toHaveAttribute('data-status', 'editing');
      await expect(form(tools).getByRole('button', { name: 'Vincular conta Epic' })).toBeEnabled();
    },
    saving: async (tools) => expect(form(tools).getByRole('button', { name: 'Vincular conta Epic' })).toBeDisabled(),
    linked: async (tools) => {
      await expect(card(tools).getByTestId('epic-linked-id')).toBeVisible();
      await expect(card(tools).getByTestId('epic-form')).toHaveCount(0);
    },
  },
});
