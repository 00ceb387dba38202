import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { OrganiserEvent, PlayPhase } from '@/contract/play';
import { eventRunMachine } from '@/machines/organiser/eventRun.machine';
import { organiserEvent } from '../../paths/organiser/organiser.fixtures';
import { acceptCookiePolicy, addSession } from '../support/session';
import { visit } from '../support/welcome';
import { organiserRefusal } from './organiser-replay';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The organiser's run of an event replayed on /organiser/event?id=7 as the demo admin. The event is
 * answered from the page's own copy, in the phase the path says; each action is held at the network
 * and answered with the path's outcome, and a phase changed on the server is read by the console's
 * own polling (every 4 s while in check-in or running).
 */

interface PageState {
  held: Route[];
  event: OrganiserEvent;
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

async function open({ page, context }: ScreenTools, phase: PlayPhase) {
  pages.set(page, { held: [], event: organiserEvent(phase) });
  await page.route('**/educational/api/admin/tournaments/7', (route) => route.fulfill({ json: stateOf(page).event }));
  await page.route('**/educational/api/admin/tournaments/7/*', (route) => void stateOf(page).held.push(route));
  await acceptCookiePolicy(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await addSession(context, 'admin@example.com');
  await visit(page, '/organiser/event?id=7');
  await expect(panel(page)).toBeVisible();
}

const panel = (page: Page) => page.getByTestId('phase-panel');
const badge = (page: Page) => panel(page).getByTestId('phase-badge');
const action = (page: Page) => panel(page).getByTestId('phase-action');
const confirmation = (page: Page) => page.getByRole('alertdialog');

async function nextHeld(page: Page): Promise<Route> {
  await expect.poll(() => stateOf(page).held.length).toBeGreaterThan(0);
  return stateOf(page).held.shift()!;
}

const clickAction = async ({ page }: ScreenTools) => action(page).click();

const gestures = {
  'eventRun.sync': async ({ page }, event) => {
    const { phase } = event as unknown as { phase: PlayPhase };
    stateOf(page).event = { ...stateOf(page).event, phase };
    await expect(panel(page)).toHaveAttribute('data-phase', phase, { timeout: 10_000 });
  },
  'eventRun.publish': clickAction,
  'eventRun.openCheckIn': clickAction,
  'eventRun.start': clickAction,
  'eventRun.conclude': clickAction,
  'eventRun.confirm': async ({ page }) => confirmation(page).getByRole('button', { name: /agora$/ }).click(),
  'eventRun.cancel': async ({ page }) => confirmation(page).getByRole('button', { name: 'Agora não' }).click(),
  'eventRun.retry': async ({ page }) => panel(page).getByRole('button', { name: 'Tentar de novo' }).click(),
  'eventRun.dismiss': async ({ page }) => panel(page).getByRole('button', { name: 'Fechar' }).click(),
} satisfies GestureTable<typeof eventRunMachine>;

async function answered({ page }: ScreenTools, event: AnyEventObject) {
  const output = (event as unknown as { output: OrganiserEvent }).output;
  stateOf(page).event = { ...stateOf(page).event, phase: output.phase };
  await (await nextHeld(page)).fulfill({ json: stateOf(page).event });
}

const refused = async ({ page }: ScreenTools, event: AnyEventObject) => organiserRefusal(await nextHeld(page), event);
const outcome = { done: answered, error: refused };

/** A resting phase: its badge, and its next action (or none) ready. */
const resting = (label: string, next: string | null) => async ({ page }: ScreenTools) => {
  await expect(badge(page)).toHaveText(label);
  await expect(confirmation(page)).toHaveCount(0);
  if (next) await expect(action(page)).toHaveText(next);
  else await expect(action(page)).toHaveCount(0);
};
const busy = async ({ page }: ScreenTools) => {
  await expect(action(page)).toHaveText('Aguarde…');
  await expect(action(page)).toBeDisabled();
};
const failed = async ({ page }: ScreenTools) => {
  await expect(panel(page).getByTestId('phase-failure')).toBeVisible();
  await expect(action(page)).toHaveCount(0);
};
const asking = (title: string) => async ({ page }: ScreenTools) => {
  await expect(page.getByRole('alertdialog', { name: title })).toBeVisible();
};

test.setTimeout(90_000);

await replayOnScreen({
  machine: eventRunMachine,
  replay: replays.eventRun,
  start: {
    draft: (tools) => open(tools, 'DRAFT'),
    open: (tools) => open(tools, 'OPEN'),
    checkIn: (tools) => open(tools, 'CHECK_IN'),
    running: (tools) => open(tools, 'RUNNING'),
  },
  gestures,
  outcomes: { publish: outcome, openCheckIn: outcome, start: outcome, conclude: outcome },
  screens: {
    draft: resting('Rascunho', 'Publicar evento'),
    publishing: busy,
    publishFailed: failed,
    open: async (tools) => {
      await expect(badge(tools.page)).toHaveText(/Inscrições abertas|Aguardando check-in/);
      await expect(action(tools.page)).toHaveText('Abrir check-in agora');
    },
    openingCheckIn: busy,
    openCheckInFailed: failed,
    checkIn: resting('Check-in aberto', 'Iniciar evento'),
    confirmingStart: asking('Iniciar o evento?'),
    starting: busy,
    startFailed: failed,
    running: resting('Em andamento', 'Encerrar evento'),
    confirmingConclude: asking('Encerrar o evento?'),
    concluding: busy,
    concludeFailed: failed,
    concluded: resting('Encerrado', null),
  },
});
