import { expect, test, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { SubscriptionWindowInput } from '@/machines/tournaments/subscriptionWindow.machine';
import { subscriptionWindowMachine } from '@/machines/tournaments/subscriptionWindow.machine';
import { OPENS_AT, windowInputs } from '../../paths/tournaments/subscriptionWindow.fixtures';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { rewriteAnswer } from '../support/routes';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The subscription window's generated paths replayed on /tournaments/detail?id=1 with the page's
 * clock paused: each tick is one second of the page's clock. The detail answer is rewritten so the
 * event's window sits where the path's input puts it, an hour ahead of now (the fixture instants
 * shifted), and a reload after the page comes back into view can report the event closed early.
 */

interface PageState {
  /** Page time minus fixture time. */
  shift: number;
  status: 'OPEN' | 'RUNNING';
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;
const DETAIL = /\/educational\/api\/tournaments\/1(\?.*)?$/;

async function open(tools: ScreenTools, input: SubscriptionWindowInput) {
  const { page, context } = tools;
  const shift = Math.ceil(Date.now() / 1000) * 1000 + 3_600_000 - OPENS_AT;
  pages.set(page, { shift, status: 'OPEN' });
  await page.route(DETAIL, (route) =>
    rewriteAnswer(page, route, (body) => {
      const { shift: offset, status } = stateOf(page);
      const at = (instant: string) => new Date(Date.parse(instant) + offset).toISOString();
      return {
        ...body,
        status,
        subscriptionsStart: at(input.event.subscriptionsStart),
        subscriptionsEnd: at(input.event.subscriptionsEnd),
        restrictions: { subscriptionStartDate: null, subscriptionEndDate: null },
      };
    }),
  );
  await acceptCookiePolicy(context);
  // A first visit with the clock running fetches the detail's parts loaded on demand: React shows a
  // part that arrives late only after 300 ms of the page's clock, which a paused clock never gives.
  await openSignedIn(page, 'aluna.vip@example.com', '/tournaments/detail?id=1');
  await expect(page.getByRole('region', { name: 'Inscrições' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Eventos' }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  // From here on the page's time moves only when the path says a second goes by; back on the
  // detail (same document, parts already here) the window starts at the path's instant.
  await page.clock.pauseAt(input.now + shift);
  await page.goBack();
  await settle(page, () => page.getByRole('region', { name: 'Inscrições' }).isVisible());
}

/**
 * With the clock paused, what the page schedules for "now" (the query cache's updates) waits for
 * the clock: run those, and only those, until the screen shows what is awaited.
 */
async function settle(page: Page, shown: () => Promise<boolean>) {
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      return shown();
    })
    .toBe(true);
}

/** The page comes back into view: the window checks the clock and the detail reloads. */
async function comeBackIntoView(page: Page) {
  const reloaded = page.waitForResponse(DETAIL);
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await reloaded;
}

/**
 * The reloaded detail reaches the screen through the query cache's zero-delay timers, which the
 * paused clock holds: run those, and only those, until the panel passes `check` (each try short).
 */
async function showing(page: Page, check: (options: { timeout: number }) => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(0);
    await check({ timeout: 250 });
  }).toPass();
}

const gestures = {
  'window.eventChanged': async ({ page }, event) => {
    stateOf(page).status = (event as unknown as { event: { status: 'OPEN' | 'RUNNING' } }).event.status;
    await comeBackIntoView(page);
  },
  'window.clockChecked': async ({ page }, event: AnyEventObject) => {
    await page.clock.setSystemTime((event as unknown as { now: number }).now + stateOf(page).shift);
    await comeBackIntoView(page);
  },
} satisfies GestureTable<typeof subscriptionWindowMachine>;

const panel = ({ page }: Pick<ScreenTools, 'page'>) => page.getByRole('region', { name: 'Inscrições' });

test.setTimeout(60_000);

await replayOnScreen({
  machine: subscriptionWindowMachine,
  replay: replays.subscriptionWindow,
  start: {
    beforeStart: (tools) => open(tools, windowInputs.beforeStart),
    lastSeconds: (tools) => open(tools, windowInputs.lastSeconds),
    afterEnd: (tools) => open(tools, windowInputs.afterEnd),
  },
  gestures,
  screens: {
    notYetOpen: ({ page }) =>
      showing(page, async (quick) => {
        await expect(panel({ page })).toContainText(/As inscrições abrem em \d{2}\/\d{2}\/\d{4}\./, quick);
        await expect(panel({ page }).getByRole('timer')).toHaveCount(0, quick);
      }),
    'open.days': ({ page }) => showing(page, (quick) => expect(panel({ page }).getByRole('timer')).toHaveText(/^Falta(m)? \d+ dias?$/, quick)),
    'open.countdown': ({ page }) => showing(page, (quick) => expect(panel({ page }).getByRole('timer')).toHaveText(/^Faltam \d{2}:\d{2}:\d{2}$/, quick)),
    closed: ({ page }) =>
      showing(page, async (quick) => {
        await expect(panel({ page })).toContainText('As inscrições estão encerradas.', quick);
        await expect(panel({ page }).getByRole('timer')).toHaveCount(0, quick);
      }),
  },
});
