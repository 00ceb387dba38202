import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { DuelResolveValues } from '@/domain/organiser/resolve';
import { resolveMatchMachine } from '@/machines/organiser/resolveMatch.machine';
import { disputedEvent, disputedMatch } from '../../paths/organiser/organiser.fixtures';
import { acceptCookiePolicy, addSession } from '../support/session';
import { visit } from '../support/welcome';
import { organiserAnswer, organiserRefusal } from './organiser-replay';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The resolve dialog's generated paths replayed in the console of a running event (answered from
 * fixtures) whose final Bia disputed: "Resolver" opens it, and the result is held at the network
 * and answered with each path's own outcome, so nothing is stored.
 */

const helds = new WeakMap<Page, Route[]>();

async function open({ page, context }: ScreenTools) {
  helds.set(page, []);
  await page.route('**/educational/api/admin/tournaments/7', (route) => route.fulfill({ json: disputedEvent() }));
  await page.route('**/educational/api/matches/11', (route) => route.fulfill({ json: disputedMatch }));
  await page.route('**/educational/api/admin/matches/11/resolve', (route) => void helds.get(page)!.push(route));
  await acceptCookiePolicy(context);
  await page.setViewportSize({ width: 1280, height: 900 });
  await addSession(context, 'admin@example.com');
  await visit(page, '/organiser/event?id=7');
  await page.getByTestId('waiting-match').getByRole('button', { name: 'Resolver' }).click();
  await expect(dialog(page).getByTestId('resolve-form')).toBeVisible();
}

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Resolver partida' });

async function nextHeld(page: Page): Promise<Route> {
  await expect.poll(() => helds.get(page)!.length).toBeGreaterThan(0);
  return helds.get(page)!.shift()!;
}

const gestures = {
  'resolveMatch.submit': async ({ page }, event) => {
    const { values } = event as unknown as { values: DuelResolveValues };
    for (const [index, [a, b]] of values.games.entries()) {
      await dialog(page).getByLabel(`Ana#1000, jogo ${index + 1}`).fill(a);
      await dialog(page).getByLabel(`Bia#1001, jogo ${index + 1}`).fill(b);
    }
    await dialog(page).getByLabel(/^Observação/).fill(values.note);
    await dialog(page).getByRole('button', { name: 'Salvar resultado' }).click();
  },
  'resolveMatch.retry': async ({ page }) => dialog(page).getByRole('button', { name: 'Tentar de novo' }).click(),
  'resolveMatch.edit': async ({ page }) => dialog(page).getByRole('button', { name: 'Voltar e editar' }).click(),
  'resolveMatch.cancel': async ({ page }) => page.keyboard.press('Escape'),
} satisfies GestureTable<typeof resolveMatchMachine>;

test.setTimeout(60_000);

await replayOnScreen({
  machine: resolveMatchMachine,
  replay: replays.resolveMatch,
  start: { disputed: open },
  gestures,
  outcomes: {
    resolve: {
      done: async ({ page }, event: AnyEventObject) => organiserAnswer(await nextHeld(page), event),
      error: async ({ page }, event: AnyEventObject) => organiserRefusal(await nextHeld(page), event),
    },
  },
  screens: {
    editing: async ({ page }) => {
      await expect(dialog(page).getByRole('button', { name: 'Salvar resultado' })).toBeEnabled();
      await expect(dialog(page).getByText('O resultado não foi salvo.')).toHaveCount(0);
    },
    submitting: async ({ page }) => {
      await expect(dialog(page).getByRole('button', { name: 'Salvando…' })).toBeDisabled();
    },
    failed: async ({ page }) => {
      await expect(dialog(page).getByTestId('resolve-failure')).toContainText('O resultado não foi salvo.');
      await expect(dialog(page).getByRole('button', { name: 'Tentar de novo' })).toBeVisible();
    },
    'done (final)': async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByTestId('toast').filter({ hasText: 'Resultado salvo.' })).toBeVisible();
    },
    'cancelled (final)': async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
  },
});
