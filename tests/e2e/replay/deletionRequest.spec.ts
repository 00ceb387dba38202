import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { DeletionRequestState, DeletionRequestView } from '@/contract/data-rights';
import { deletionRequestMachine } from '@/machines/data-rights/deletionRequest.machine';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { skipWelcome } from '../support/welcome';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';
import { problemResponse } from './team-replay';

/**
 * The deletion-request machine's generated paths replayed on /profile/my-data as aluna.vip (20).
 * The stored request is the spec's own: every read of it is answered from the page's state, and
 * the request and its cancellation are held at the network and answered with the path's outcome,
 * so nothing is stored and the account stays as it was.
 */

interface PageState {
  /** What the server holds, as the page's reads of it answer. */
  stored: DeletionRequestView | null;
  held: { send: Route[]; withdraw: Route[] };
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

const SELF_REQUEST: DeletionRequestView = { requestedAt: '2026-11-20T12:00:00.000Z', dueAt: '2026-11-27T12:00:00.000Z', requestedBy: 'SELF', guardianName: null };

function open(stored: DeletionRequestView | null) {
  return async ({ page, context }: ScreenTools) => {
    pages.set(page, { stored, held: { send: [], withdraw: [] } });
    await page.route('**/records/api/account/first-access', (route) => route.fulfill({ json: { messageKey: 'status:default.success' } }));
    await page.route('**/records/api/user/deletion-request', (route) => {
      const method = route.request().method();
      if (method === 'POST') stateOf(page).held.send.push(route);
      else if (method === 'DELETE') stateOf(page).held.withdraw.push(route);
      else void route.fulfill({ json: { request: stateOf(page).stored } satisfies DeletionRequestState });
    });
    await acceptCookiePolicy(context);
    await openSignedIn(page, 'aluna.vip@example.com', '/profile/my-data');
    await skipWelcome(page);
  };
}

async function nextHeld(page: Page, kind: keyof PageState['held']): Promise<Route> {
  await expect.poll(() => stateOf(page).held[kind].length).toBeGreaterThan(0);
  return stateOf(page).held[kind].shift()!;
}

const section = ({ page }: ScreenTools) => page.getByTestId('deletion-section');
const dialog = ({ page }: ScreenTools) => page.getByRole('alertdialog');

const gestures = {
  'deletion.start': async (tools) => section(tools).getByRole('button', { name: 'Excluir minha conta' }).click(),
  'deletion.password': async (tools, event) => dialog(tools).getByLabel('Sua senha').fill((event as unknown as { value: string }).value),
  'deletion.confirm': async (tools) => dialog(tools).getByRole('button', { name: 'Pedir a exclusão' }).click(),
  'deletion.dismiss': async (tools) => dialog(tools).getByRole('button', { name: 'Manter a conta' }).click(),
  'deletion.withdraw': async (tools) => section(tools).getByRole('button', { name: 'Cancelar a exclusão' }).click(),
  // Left out in replays.ts: the stored request changing on another device has no gesture here.
  'deletion.loaded': async () => {
    throw new Error('not replayed');
  },
} satisfies GestureTable<typeof deletionRequestMachine>;

/** The answer as the server sends it: a state for a success, the error body of an ApiError sample (or a network failure) otherwise. */
async function answer(route: Route, page: Page, event: AnyEventObject) {
  if ('output' in event) {
    const output = event.output as DeletionRequestState;
    stateOf(page).stored = output.request;
    return route.fulfill({ status: route.request().method() === 'POST' ? 201 : 200, json: output });
  }
  const response = problemResponse((event as unknown as { error: unknown }).error);
  return response ? route.fulfill(response) : route.abort('failed');
}

test.setTimeout(60_000);

await replayOnScreen({
  machine: deletionRequestMachine,
  replay: replays.deletionRequest,
  start: { none: open(null), ownRequest: open(SELF_REQUEST) },
  gestures,
  outcomes: {
    sendRequest: { done: async ({ page }, event) => answer(await nextHeld(page, 'send'), page, event), error: async ({ page }, event) => answer(await nextHeld(page, 'send'), page, event) },
    withdrawRequest: { done: async ({ page }, event) => answer(await nextHeld(page, 'withdraw'), page, event), error: async ({ page }, event) => answer(await nextHeld(page, 'withdraw'), page, event) },
  },
  screens: {
    none: async (tools) => {
      await expect(section(tools).getByRole('button', { name: 'Excluir minha conta' })).toBeVisible();
      await expect(dialog(tools)).toHaveCount(0);
      await expect(tools.page.getByTestId('deletion-pending')).toHaveCount(0);
    },
    asking: async (tools) => {
      await expect(dialog(tools)).toHaveAccessibleName('Excluir sua conta?');
      await expect(dialog(tools).getByRole('button', { name: 'Pedir a exclusão' })).toBeEnabled();
    },
    sending: async (tools) => {
      await expect(dialog(tools).getByRole('button', { name: 'Enviando…' })).toBeDisabled();
    },
    scheduled: async (tools) => {
      await expect(dialog(tools)).toHaveCount(0);
      await expect(tools.page.getByTestId('deletion-pending')).toContainText('Sua conta será excluída em 27/11/2026 às 09:00.');
      await expect(section(tools).getByRole('button', { name: 'Cancelar a exclusão' })).toBeEnabled();
    },
    withdrawing: async (tools) => {
      await expect(section(tools).getByRole('button', { name: 'Cancelando…' })).toBeDisabled();
    },
  },
});
