import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { Profile } from '@/contract/profile';
import { avatarMachine } from '@/machines/avatar/avatar.machine';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { rewriteAnswer } from '../support/routes';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The avatar machine's generated paths replayed on /profile/avatar with the stand-in editor. The
 * editor page, the render request and the save are held at the network and released as each
 * path says (the editor's frame-ready, the render's image or failure, the save's answer), so the
 * replay stores nothing: gabi (jogador5) is shown without an avatar (firstAvatar) or with one
 * (newAvatar), whatever is on record.
 */

interface PageState {
  editor: Route[];
  renders: Route[];
  saves: Route[];
  /** The avatar the profile shows. */
  avatar: Profile['avatar'];
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

const STAND_IN = '/stand-ins/avatar';

async function open(tools: ScreenTools, avatar: Profile['avatar']) {
  const { page, context } = tools;
  pages.set(page, { editor: [], renders: [], saves: [], avatar });
  await page.route(`**${STAND_IN}/pt-BR/avatar*`, (route) => void stateOf(page).editor.push(route));
  await page.route(`**${STAND_IN}/render`, (route) => void stateOf(page).renders.push(route));
  await page.route('**/records/api/account/avatar', (route) => void stateOf(page).saves.push(route));
  await page.route('**/records/api/user/profile', (route) => rewriteAnswer(page, route, (profile) => ({ ...profile, avatar: stateOf(page).avatar })));
  await acceptCookiePolicy(context);
  await openSignedIn(page, 'jogador5@example.com', '/profile/avatar');
}

/** The newest held request of a kind: an older one belongs to a render the flow gave up on. */
async function latest(page: Page, kind: 'editor' | 'renders' | 'saves'): Promise<Route> {
  await expect.poll(() => stateOf(page)[kind].length).toBeGreaterThan(0);
  const routes = stateOf(page)[kind];
  const route = routes.pop()!;
  routes.length = 0;
  return route;
}

const editorFrame = ({ page }: ScreenTools) => page.frameLocator('[data-testid="avatar-editor"]');
const hint = ({ page }: ScreenTools) => page.getByText('Monte seu avatar no editor abaixo');

const gestures = {
  'avatar.start': async ({ page }) => page.getByTestId('avatar-start').click(),
  'avatar.retry': async ({ page }) => page.getByTestId('avatar-retry').click(),
  'avatar.again': async ({ page }) => page.getByRole('button', { name: 'Montar outro avatar' }).click(),
  'avatar.close': async ({ page }) => page.getByRole('button', { name: 'Fechar e voltar ao perfil' }).click(),
  // The editor page loads: released from the network, it announces itself (v1.frame.ready).
  'editor.frameReady': async (tools) => {
    const { page } = tools;
    const loadedEditor = () => page.frames().find((candidate) => candidate.url().includes(`${STAND_IN}/pt-BR/avatar`));
    // Either the frame asks for the editor page (held at the network), or it shows one already;
    // right after avatar.start it may be neither yet, so wait for one of the two.
    await expect.poll(() => stateOf(page).editor.length > 0 || loadedEditor() !== undefined).toBe(true);
    if (stateOf(page).editor.length === 0) {
      // Already loaded: the editor reloads inside the frame and announces itself again.
      await loadedEditor()!.evaluate(() => window.location.reload());
    }
    await (await latest(page, 'editor')).continue();
    await expect(editorFrame(tools).getByRole('button', { name: 'Concluir avatar' })).toBeVisible();
  },
  'editor.avatarExported': async (tools) => editorFrame(tools).getByRole('button', { name: 'Concluir avatar' }).click(),
} satisfies GestureTable<typeof avatarMachine>;

async function renderDone({ page }: ScreenTools) {
  // The stand-in draws the image of the avatar actually exported.
  await (await latest(page, 'renders')).continue();
}

async function renderFails({ page }: ScreenTools) {
  await (await latest(page, 'renders')).fulfill({ status: 503, json: { message: 'unavailable' } });
}

async function saveDone({ page }: ScreenTools) {
  const route = await latest(page, 'saves');
  const sent = route.request().postDataJSON() as { srcFullUrl: string; imageUrl: string };
  stateOf(page).avatar = sent;
  const profile = await (await route.fetch({ url: route.request().url().replace('account/avatar', 'user/profile'), method: 'GET', postData: undefined })).json();
  await route.fulfill({ json: { ...profile, avatar: sent } });
}

/** An ApiError sample becomes the error body (docs/product/shell.md, Errors) the server would send; anything else a network failure. */
async function saveFails({ page }: ScreenTools, event: AnyEventObject) {
  const route = await latest(page, 'saves');
  const problem = (event as unknown as { error: { problem?: { status: number; fieldErrors: { field: string; messageKey: string }[] } } }).error.problem;
  if (!problem) return route.abort('failed');
  return route.fulfill({ status: problem.status, json: problem.fieldErrors.map(({ field, messageKey }) => ({ field, code: messageKey.split('.').pop(), messageKey })) });
}

test.setTimeout(60_000);

const creating = ({ page }: ScreenTools) => page.getByTestId('avatar-creating');

await replayOnScreen({
  machine: avatarMachine,
  replay: replays.avatar,
  start: {
    firstAvatar: (tools) => open(tools, null),
    newAvatar: (tools) => open(tools, { srcFullUrl: `${test.info().project.use.baseURL}${STAND_IN}/models/0000-000000000000.glb`, imageUrl: `${test.info().project.use.baseURL}${STAND_IN}/renders/0000-000000000000.svg` }),
  },
  gestures,
  outcomes: {
    renderAvatar: { done: renderDone, error: renderFails },
    saveAvatar: { done: saveDone, error: saveFails },
  },
  screens: {
    intro: async ({ page }) => {
      await expect(page.getByTestId('avatar-start')).toBeVisible();
      await expect(page.getByTestId('avatar-editor')).toHaveCount(0);
    },
    'editor.loading': async (tools) => {
      await expect(tools.page.getByTestId('avatar-editor')).toBeVisible();
      await expect(tools.page.getByText('Carregando o editor…')).toBeVisible();
    },
    'editor.ready': async (tools) => {
      await expect(hint(tools)).toBeVisible();
    },
    rendering: async (tools) => {
      await expect(creating(tools)).toContainText('Seu avatar está sendo criado…');
      await expect(tools.page.getByTestId('avatar-editor')).toHaveCount(0);
    },
    saving: async (tools) => {
      await expect(creating(tools)).toContainText('Salvando seu avatar…');
      await expect(tools.page.getByTestId('avatar-editor')).toHaveCount(0);
    },
    failed: async ({ page }) => {
      await expect(page.getByTestId('avatar-failed')).toContainText('O avatar que você montou não foi perdido');
      await expect(page.getByTestId('avatar-retry')).toBeVisible();
    },
    done: async ({ page }) => {
      await expect(page.getByTestId('avatar-done').getByRole('img', { name: 'Seu novo avatar' })).toHaveAttribute('src', /\/stand-ins\/avatar\/renders\/\d{4}-[0-9a-f]{12}\.svg$/);
      await expect(page.getByTestId('top-bar-avatar')).toHaveAttribute('src', /\/stand-ins\/avatar\/renders\/\d{4}-[0-9a-f]{12}\.svg$/);
    },
    'closed (final)': async ({ page }) => {
      await expect(page).toHaveURL(/\/profile$/);
    },
  },
});
