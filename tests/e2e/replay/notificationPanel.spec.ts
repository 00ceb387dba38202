import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { PanelItem } from '@/domain/notifications/panel-items';
import { notificationPanelMachine, type FirstPage, type NextPage } from '@/machines/notifications/notificationPanel.machine';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The notification panel's generated paths replayed behind the bell of the bell demo account. The
 * quests, pages and mark-all-read calls are held at the network and answered with each path's
 * own outcome, so the server is left as it was.
 */

interface Held {
  quests: Route[];
  pages: Route[];
  readAll: Route[];
}
const helds = new WeakMap<Page, Held>();
const heldOf = (page: Page) => helds.get(page)!;

async function next(page: Page, kind: keyof Held): Promise<Route> {
  await expect.poll(() => heldOf(page)[kind].length).toBeGreaterThan(0);
  return heldOf(page)[kind].shift()!;
}

const idOf = (item: PanelItem) => Number(item.key.split('-').pop());
const questJson = (item: PanelItem) => ({ id: idOf(item), key: 'createAvatar', type: 'MISSION', title: item.title, description: item.text, target: item.target, insertTime: item.insertTime });
const notificationJson = (item: PanelItem) => ({ id: idOf(item), title: item.title, text: item.text, targetKey: item.target, imageKey: item.imageKey, insertTime: item.insertTime, read: !item.unread });
const pageJson = (items: PanelItem[], last: boolean) => ({ content: items.filter((i) => i.kind === 'notification').map(notificationJson), number: 0, size: 5, last });

async function start({ page, context }: ScreenTools) {
  helds.set(page, { quests: [], pages: [], readAll: [] });
  await page.route('**/records/api/quests/current', (route) => void heldOf(page).quests.push(route));
  await page.route(/\/records\/api\/notifications\?/, (route) => void heldOf(page).pages.push(route));
  await page.route('**/records/api/notifications/read-all', (route) => void heldOf(page).readAll.push(route));
  await acceptCookiePolicy(context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, 'notificacoes@example.com');
  await expect(page.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Notificações: 99+ novas');
}

const panel = (page: Page) => page.getByRole('dialog', { name: 'Suas notificações' });
const list = (page: Page) => panel(page).getByRole('region', { name: 'Missões e notificações' });

const gestures = {
  'panel.open': async ({ page }) => page.getByTestId('notification-bell').click(),
  'panel.close': async ({ page }) => {
    await panel(page).getByRole('button', { name: 'Fechar' }).click();
    // What the closed panel still waited for is no one's any more: the next opening asks again.
    for (const routes of Object.values(heldOf(page))) for (const route of routes.splice(0)) await route.abort().catch(() => {});
  },
  'panel.loadMore': async ({ page }) => {
    // Near the end the list asks for the next page by itself; scrolling there is the gesture.
    if (await list(page).count()) await list(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  },
  'panel.retry': async ({ page }) => panel(page).getByRole('button', { name: 'Tentar novamente' }).click(),
} satisfies GestureTable<typeof notificationPanelMachine>;

const output = <T,>(event: AnyEventObject) => (event as unknown as { output: T }).output;

const listScreens: Record<string, (tools: ScreenTools) => Promise<void>> = {
  loadingFirst: async ({ page }) => {
    await expect(panel(page).getByRole('status').filter({ hasText: 'Carregando…' })).toBeVisible();
  },
  browsing: async ({ page }) => {
    await expect(list(page).locator('li[aria-posinset]').first()).toBeVisible();
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
  },
  loadingMore: async ({ page }) => {
    await expect(list(page)).toBeVisible();
    await expect(list(page).getByRole('list')).toHaveAttribute('aria-busy', 'true');
  },
  complete: async ({ page }) => {
    await expect(list(page).locator('li[aria-posinset]').first()).toBeVisible();
    await expect(list(page).getByRole('list')).toHaveAttribute('aria-busy', 'false');
    await expect(panel(page).getByRole('alert')).toHaveCount(0);
  },
  empty: async ({ page }) => {
    await expect(panel(page).getByRole('heading', { name: 'Nenhuma notificação por aqui' })).toBeVisible();
  },
  failed: async ({ page }) => {
    await expect(panel(page).getByRole('alert')).toContainText('Não conseguimos carregar as notificações.');
  },
};

// The badge shows 0 from the moment the panel opens, whether the mark-all-read call is on its way or done.
const screens: Record<string, (tools: ScreenTools) => Promise<void>> = {
  closed: async ({ page }) => {
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByTestId('notification-bell')).toBeVisible();
  },
};
for (const [listState, check] of Object.entries(listScreens)) {
  for (const reading of ['marking', 'marked']) {
    screens[`open.list.${listState} + open.reading.${reading}`] = async (tools) => {
      await expect(panel(tools.page)).toBeVisible();
      await expect(tools.page.getByTestId('notification-bell')).toHaveAttribute('aria-label', 'Notificações');
      await check(tools);
    };
  }
}

test.setTimeout(60_000);

await replayOnScreen({
  machine: notificationPanelMachine,
  replay: replays.notificationPanel,
  start: { signedIn: start },
  gestures,
  screens,
  outcomes: {
    loadFirstPage: {
      done: async ({ page }, event) => {
        const { items, last } = output<FirstPage>(event);
        await (await next(page, 'quests')).fulfill({ json: items.filter((i) => i.kind === 'quest').map(questJson) });
        await (await next(page, 'pages')).fulfill({ json: pageJson(items, last) });
      },
      error: async ({ page }) => {
        await (await next(page, 'quests')).fulfill({ json: [] });
        await (await next(page, 'pages')).abort('failed');
      },
    },
    loadNextPage: {
      done: async ({ page }, event) => {
        const { items, last } = output<NextPage>(event);
        await (await next(page, 'pages')).fulfill({ json: pageJson(items, last) });
      },
      error: async ({ page }) => (await next(page, 'pages')).abort('failed'),
    },
    markAllRead: {
      done: async ({ page }) => (await next(page, 'readAll')).fulfill({ status: 204 }),
      error: async ({ page }) => (await next(page, 'readAll')).fulfill({ status: 500, body: '' }),
    },
  },
});
