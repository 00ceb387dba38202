import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { discordLinkMachine } from '@/machines/game-accounts/discordLink.machine';
import { acceptCookiePolicy, addSession } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The Discord round trip's generated paths replayed on screen as aluna.vip: the scene on
 * /profile/accounts-link (its requests held and answered with each path's outcome; the state
 * storage blocked, which is the way the redirect can fail), and the return on /oauth/discord
 * with a stored state (withCode, cancelled) or none (refused). Nothing is stored on the server.
 */

type Kind = 'load' | 'link' | 'unlink' | 'token';
const held = new WeakMap<Page, Record<Kind, Route[]> & { holdToken: boolean }>();
const queue = (page: Page) => held.get(page)!;

async function next(page: Page, kind: Kind): Promise<Route> {
  await expect.poll(() => queue(page)[kind].length).toBeGreaterThan(0);
  return queue(page)[kind].shift()!;
}

const STATE_KEY = 'discord-oauth-state';
const stateFor = (returnTo: string) => `CCCCCCCCCCCCCCCCCCCCCC.${Buffer.from(returnTo).toString('base64url')}`;

async function prepare({ page, context }: ScreenTools) {
  held.set(page, { load: [], link: [], unlink: [], token: [], holdToken: false });
  await page.route('**/records/api/discord/profile*', (route) => {
    const method = route.request().method();
    queue(page)[method === 'GET' ? 'load' : method === 'POST' ? 'link' : 'unlink'].push(route);
  });
  await acceptCookiePolicy(context);
  await addSession(context, 'aluna.vip@example.com');
  // After the link, the session reload is held too, so its outcome is the path's.
  await page.route('**/protocol/openid-connect/token', (route) => (queue(page).holdToken ? void queue(page).token.push(route) : route.continue()));
}

async function returnFromDiscord(tools: ScreenTools, query: string, stored: string | null) {
  await prepare(tools);
  if (stored) {
    // The state is stored by a page of the app in this tab, as before leaving for Discord.
    await tools.page.goto('/home');
    await tools.page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [STATE_KEY, stored] as const);
  }
  await tools.page.goto(`/oauth/discord?${query}`);
}

async function fail(route: Route, event: AnyEventObject) {
  const problem = (event as unknown as { error: { problem?: { status: number; requestErrors: string[] } } }).error.problem;
  if (!problem) return route.fulfill({ status: 500, json: [{ code: 'internal', messageKey: 'status:default.error' }] });
  return route.fulfill({ status: problem.status, json: problem.requestErrors.map((messageKey) => ({ code: messageKey.split('.').pop(), messageKey })) });
}

const card = ({ page }: ScreenTools) => page.getByTestId('discord-card');

const gestures = {
  'discord.retry': async (tools) => card(tools).getByRole('button', { name: 'Tentar de novo' }).click(),
  'discord.connect': async (tools) => card(tools).getByRole('button', { name: 'Conectar Discord' }).click(),
  'discord.disconnect': async (tools) => card(tools).getByRole('button', { name: 'Desconectar Discord' }).click(),
  'discord.confirm': async ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Desconectar', exact: true }).click(),
  'discord.cancel': async ({ page }) => page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click(),
} satisfies GestureTable<typeof discordLinkMachine>;

test.setTimeout(60_000);

await replayOnScreen({
  machine: discordLinkMachine,
  replay: replays.discordLink,
  start: {
    scene: async (tools) => {
      // Storage that refuses the state: the one way leaving for Discord fails.
      await tools.page.addInitScript((key) => {
        const setItem = Storage.prototype.setItem;
        Storage.prototype.setItem = function (name: string, value: string) {
          if (name === key) throw new DOMException('blocked', 'SecurityError');
          return setItem.call(this, name, value);
        };
      }, STATE_KEY);
      await prepare(tools);
      await tools.page.goto('/profile/accounts-link');
    },
    withCode: (tools) => returnFromDiscord(tools, `code=abc123&state=${stateFor('/profile/accounts-link')}`, stateFor('/profile/accounts-link')),
    cancelled: (tools) => {
      const state = stateFor('/tournaments/detail?id=4&opened=true');
      return returnFromDiscord(tools, `error=access_denied&state=${state}`, state);
    },
    refused: (tools) => returnFromDiscord(tools, `code=abc123&state=${stateFor('/profile/accounts-link')}`, null),
  },
  gestures,
  outcomes: {
    loadDiscordProfile: {
      done: async ({ page }, event) => (await next(page, 'load')).fulfill({ json: (event as unknown as { output: unknown }).output }),
      error: async ({ page }, event) => fail(await next(page, 'load'), event),
    },
    // Storage refused the state: the error already happened on the connect gesture.
    beginAuthorization: { error: async ({ page }) => expect(page).toHaveURL(/\/profile\/accounts-link$/) },
    unlinkDiscord: {
      done: async ({ page }, event) => (await next(page, 'unlink')).fulfill({ json: (event as unknown as { output: unknown }).output }),
      error: async ({ page }, event) => fail(await next(page, 'unlink'), event),
    },
    linkDiscord: {
      done: async ({ page }, event) => {
        queue(page).holdToken = true;
        await (await next(page, 'link')).fulfill({ json: (event as unknown as { output: unknown }).output });
      },
      error: async ({ page }, event) => fail(await next(page, 'link'), event),
    },
    reloadAccount: {
      done: async ({ page }) => (await next(page, 'token')).continue(),
      // A refused refresh ends the session: the student still leaves /oauth/discord.
      error: async ({ page }) => (await next(page, 'token')).fulfill({ status: 400, json: { error: 'invalid_grant' } }),
    },
  },
  screens: {
    loading: async (tools) => expect(card(tools)).toHaveAttribute('data-status', 'loading'),
    loadFailed: async (tools) => expect(card(tools).getByRole('button', { name: 'Tentar de novo' })).toBeVisible(),
    unlinked: async (tools) => {
      await expect(card(tools)).toHaveAttribute('data-status', 'unlinked');
      await expect(card(tools).getByRole('button', { name: 'Conectar Discord' })).toBeEnabled();
    },
    // Held only while the state is stored; with storage refused it falls back at once.
    redirecting: async ({ page }) => {
      await expect(page).toHaveURL(/\/profile\/accounts-link$/);
      await expect(page.getByTestId('discord-card')).toHaveAttribute('data-status', /redirecting|unlinked/);
    },
    linked: async (tools) => {
      await expect(card(tools).getByTestId('discord-linked')).toBeVisible();
      await expect(tools.page.getByRole('alertdialog')).toHaveCount(0);
    },
    confirmingDisconnect: async ({ page }) => expect(page.getByRole('alertdialog', { name: 'Desconectar o Discord?' })).toBeVisible(),
    disconnecting: async (tools) => expect(card(tools)).toHaveAttribute('data-status', 'disconnecting'),
    linking: async ({ page }) => {
      await expect(page).toHaveURL(/\/oauth\/discord\?/);
      await expect(page.getByRole('status').filter({ hasText: 'Conectando sua conta do Discord…' })).toBeVisible();
    },
    reloading: async ({ page }) => {
      await expect(page).toHaveURL(/\/oauth\/discord\?/);
      await expect(page.getByRole('status').filter({ hasText: 'Conectando sua conta do Discord…' })).toBeVisible();
    },
    'leaving (final)': async ({ page }) => {
      await expect(page).not.toHaveURL(/\/oauth\/discord/);
      expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);
    },
  },
});
