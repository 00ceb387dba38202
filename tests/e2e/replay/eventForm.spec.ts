import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { EventFormValues } from '@/domain/organiser/event-form';
import { eventFormMachine } from '@/machines/organiser/eventForm.machine';
import { acceptCookiePolicy, addSession } from '../support/session';
import { visit } from '../support/welcome';
import { organiserAnswer, organiserRefusal } from './organiser-replay';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The event form's generated paths replayed on /organiser/new as the demo educator. The form's
 * rules, whose code the page fetches on demand, are held at the network until the path says they
 * arrive (or fail to). The create request is held too and answered with each path's own outcome,
 * and the new event's console is answered from it, so no event is stored.
 */

interface PageState {
  held: Route[];
  /** Requests for the rules' chunk, held until the path's outcome. */
  heldRules: Route[];
  /** The rules' code is in the page: checking the form no longer waits for the network. */
  rulesArrived: boolean;
  /** The event the held create answered with: its console reads it. */
  created: unknown;
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

async function open({ page, context }: ScreenTools) {
  pages.set(page, { held: [], heldRules: [], rulesArrived: false, created: null });
  await page.route('**/static/js/async/event-rules.*', (route) => void stateOf(page).heldRules.push(route));
  await page.route('**/educational/api/admin/tournaments', (route) => {
    if (route.request().method() !== 'POST') return void route.continue();
    stateOf(page).held.push(route);
  });
  await page.route('**/educational/api/admin/tournaments/*', (route) => route.fulfill({ json: stateOf(page).created }));
  await acceptCookiePolicy(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await addSession(context, 'educador@example.com');
  await visit(page, '/organiser/new');
  await expect(form(page)).toBeVisible();
}

const form = (page: Page) => page.getByTestId('event-form');

async function nextHeld(page: Page): Promise<Route> {
  await expect.poll(() => stateOf(page).held.length).toBeGreaterThan(0);
  return stateOf(page).held.shift()!;
}

/** The rules' chunk, asked for by the first change or by the send: once fetched it is never asked for again. */
async function heldRules(page: Page): Promise<Route> {
  await expect.poll(() => stateOf(page).heldRules.length).toBe(1);
  return stateOf(page).heldRules.shift()!;
}

const gestures = {
  'eventForm.submit': async ({ page }, event) => {
    const { values } = event as unknown as { values: EventFormValues };
    await form(page).getByLabel(/^Nome do evento/).fill(values.name);
    await form(page).getByLabel(/^Jogo/).selectOption(values.game);
    await form(page).getByLabel(/^Jogadores por time/).fill(values.teamSize);
    await form(page).getByRole('button', { name: 'Criar evento' }).click();
  },
  'eventForm.cancel': async ({ page }) => form(page).getByRole('button', { name: 'Cancelar' }).click(),
} satisfies GestureTable<typeof eventFormMachine>;

test.setTimeout(60_000);

await replayOnScreen({
  machine: eventFormMachine,
  replay: replays.eventForm,
  start: { '(default)': open },
  gestures,
  outcomes: {
    loadRules: {
      done: async ({ page }) => {
        const state = stateOf(page);
        if (state.rulesArrived) return;
        await (await heldRules(page)).continue();
        state.rulesArrived = true;
      },
      error: async ({ page }) => {
        await (await heldRules(page)).abort('internetdisconnected');
        await expect(page.getByText(/^Não foi possível conferir o formulário agora/)).toBeVisible();
      },
    },
    createEvent: {
      done: async ({ page }, event: AnyEventObject) => {
        stateOf(page).created = (event as unknown as { output: unknown }).output;
        await organiserAnswer(await nextHeld(page), event, 201);
      },
      error: async ({ page }, event: AnyEventObject) => organiserRefusal(await nextHeld(page), event),
    },
  },
  screens: {
    editing: async ({ page }) => {
      await expect(form(page).getByRole('button', { name: 'Criar evento' })).toBeEnabled();
      await expect(form(page)).toHaveAttribute('aria-busy', 'false');
    },
    checking: async ({ page }) => {
      // Once the rules' code is in the page the check takes no time: the screen already shows where it led.
      if (stateOf(page).rulesArrived) return;
      await expect(form(page).getByRole('button', { name: 'Criando…' })).toBeDisabled();
      await expect(form(page)).toHaveAttribute('aria-busy', 'true');
    },
    submitting: async ({ page }) => {
      await expect(form(page).getByRole('button', { name: 'Criando…' })).toBeDisabled();
    },
    'created (final)': async ({ page }) => {
      await expect(page).toHaveURL(/\/organiser\/event\?id=7$/);
      await expect(page.getByTestId('phase-badge').first()).toHaveText('Rascunho');
    },
    'cancelled (final)': async ({ page }) => {
      await expect(page).toHaveURL(/\/organiser$/);
    },
  },
});
