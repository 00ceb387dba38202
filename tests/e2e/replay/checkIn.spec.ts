import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { CheckInState } from '@/contract/play';
import type { NormalisedError } from '@/api/errors';
import { checkInMachine, type CheckInInput } from '@/machines/play/checkIn.machine';
import { checkInInputs, OPENS_AT } from '../../paths/play/play.fixtures';
import { rewriteAnswer } from '../support/routes';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The check-in's generated paths replayed on the banner of /tournaments/detail?id=1 with the page's
 * clock paused: each tick is one second of the page's clock. The detail answer says the event is in
 * check-in; the caller's check-in is the path's own, its instants shifted to an hour ahead of now; a
 * new load (`checkIn.loaded`) arrives as a `change` on the event's stream, and the requests are held
 * at the network and answered with the path's outcome.
 */

interface PageState {
  /** Page time minus fixture time. */
  shift: number;
  served: CheckInState;
  streams: Route[];
  actions: Route[];
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;
const DETAIL = /\/educational\/api\/tournaments\/1(\?.*)?$/;

/** The check-in as the server would answer it at the page's (shifted) time. */
function shifted(page: Page, state: CheckInState): CheckInState {
  const at = (instant: string) => new Date(Date.parse(instant) + stateOf(page).shift).toISOString();
  return { ...state, opensAt: at(state.opensAt), closesAt: at(state.closesAt), checkedInAt: state.checkedInAt ? at(state.checkedInAt) : null };
}

const region = (page: Page) => page.getByRole('region', { name: 'Check-in' });

async function open(tools: ScreenTools, input: CheckInInput) {
  const { page, context } = tools;
  const shift = Math.ceil(Date.now() / 1000) * 1000 + 3_600_000 - OPENS_AT;
  pages.set(page, { shift, served: input.state, streams: [], actions: [] });
  // A reload the time travel starts may still be on its way when the path's test ends, or be dropped by the page.
  await page.route(DETAIL, (route) => rewriteAnswer(page, route, (detail) => ({ ...detail, status: 'CHECK_IN' })));
  await page.route(/\/educational\/api\/tournaments\/\d+\/check-in$/, (route) =>
    route.request().method() === 'GET' ? route.fulfill({ json: shifted(page, stateOf(page).served) }) : void stateOf(page).actions.push(route),
  );
  await page.route(/\/educational\/api\/tournaments\/\d+\/events$/, (route) => void stateOf(page).streams.push(route));
  await acceptCookiePolicy(context);
  // A first visit with the clock running fetches the parts loaded on demand; back on the detail with
  // the clock paused, the check-in starts at the path's instant.
  await openSignedIn(page, 'aluna.vip@example.com', '/tournaments/detail?id=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Eventos' }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  // The first visit's stream went with it: only the one opened back on the detail will carry changes.
  stateOf(page).streams = [];
  await page.clock.pauseAt(input.now + shift);
  await page.goBack();
  await showing(page, (quick) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(quick));
}

/** What the paused clock holds for "now" (the query cache's updates) runs until the screen passes `check`. */
async function showing(page: Page, check: (options: { timeout: number }) => Promise<void>) {
  await expect(async () => {
    await page.clock.runFor(0);
    await check({ timeout: 250 });
  }).toPass();
}

async function next(page: Page, list: 'streams' | 'actions'): Promise<Route> {
  await expect
    .poll(async () => {
      await page.clock.runFor(0);
      // A request the page gave up on is no longer waiting for an answer: the first visit's
      // stream, closed when it left the detail, can reach its route after the list was emptied
      // (on a busy machine), and answered it would carry the change to no one.
      const state = stateOf(page);
      state[list] = state[list].filter((route) => route.request().failure() === null);
      return state[list].length;
    })
    .toBeGreaterThan(0);
  return stateOf(page)[list].shift()!;
}

async function answered({ page }: ScreenTools, event: AnyEventObject) {
  const { output } = event as unknown as { output: CheckInState };
  stateOf(page).served = output;
  await (await next(page, 'actions')).fulfill({ json: shifted(page, output) });
}

async function refused({ page }: ScreenTools, event: AnyEventObject) {
  const { problem } = (event as unknown as { error: { problem: NormalisedError } }).error;
  await (await next(page, 'actions')).fulfill({ status: problem.status, json: problem.requestErrors.map((messageKey) => ({ messageKey })) });
}

/**
 * Presses a button of the check-in once it shows. Only the wait is retried: a click retried after
 * it landed but ran out of time would press again, on a button by then busy or gone.
 */
async function press(page: Page, name: string) {
  const button = region(page).getByRole('button', { name });
  await showing(page, (quick) => expect(button).toBeEnabled(quick));
  await button.click();
}

const gestures = {
  'checkIn.loaded': async ({ page }, event) => {
    const { state } = event as unknown as { state: CheckInState };
    stateOf(page).served = state;
    const change = JSON.stringify({ eventId: 1, version: 2, matchId: null, kind: 'CHECK_IN' });
    await (await next(page, 'streams')).fulfill({ status: 200, contentType: 'text/event-stream', body: `event: change\ndata: ${change}\n\n` });
  },
  'clock.checked': async ({ page }, event) => {
    await page.clock.setSystemTime((event as unknown as { now: number }).now + stateOf(page).shift);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  },
  'checkIn.press': async ({ page }) => press(page, 'Fazer check-in'),
  'undo.press': async ({ page }) => press(page, 'Desfazer'),
} satisfies GestureTable<typeof checkInMachine>;

const showsText = (text: string) => ({ page }: ScreenTools) => showing(page, (quick) => expect(region(page)).toContainText(text, quick));
const busy = ({ page }: ScreenTools) => showing(page, (quick) => expect(region(page).getByRole('button', { name: 'Carregando…' })).toBeDisabled(quick));

test.setTimeout(60_000);

await replayOnScreen({
  machine: checkInMachine,
  replay: replays.checkIn,
  start: {
    beforeWindow: (tools) => open(tools, checkInInputs.beforeWindow),
    lastSeconds: (tools) => open(tools, checkInInputs.lastSeconds),
    checkedInLastSeconds: (tools) => open(tools, checkInInputs.checkedInLastSeconds),
    member: (tools) => open(tools, checkInInputs.member),
    missed: (tools) => open(tools, checkInInputs.missed),
    outsider: (tools) => open(tools, checkInInputs.outsider),
  },
  gestures,
  outcomes: { checkIn: { done: answered, error: refused }, undoCheckIn: { done: answered, error: refused } },
  screens: {
    notOpen: showsText('O check-in abre'),
    open: ({ page }) =>
      showing(page, async (quick) => {
        await expect(region(page).getByRole('timer')).toHaveText(/^Fecha em \d{2}:\d{2}$/, quick);
      }),
    checkingIn: busy,
    checkedIn: ({ page }) =>
      showing(page, async (quick) => {
        await expect(region(page).getByRole('status')).toHaveText('Check-in feito', quick);
        await expect(region(page).getByRole('button', { name: 'Desfazer' })).toBeEnabled(quick);
      }),
    undoing: busy,
    missed: showsText('O check-in terminou'),
    closed: showsText('Presença confirmada!'),
    notParticipant: ({ page }) => showing(page, (quick) => expect(region(page)).toHaveCount(0, quick)),
  },
});
