import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { acceptCookiePolicy, addSession } from '../support/session';

/**
 * /profile/avatar, its flow and the avatar rendering (docs/product/avatar.md, Screens, States and API): the editor of the avatar
 * service (the reference backend's stand-in) in an iframe, the render, the save, and the avatar
 * in the profile's side card and the top bar. Each test signs in as its own squad player, so the
 * tests hold in any order; the a11y tests answer the save in the browser and store nothing.
 */

const editor = (page: Page): FrameLocator => page.frameLocator('[data-testid="avatar-editor"]');
const stepTitle = (page: Page) => page.getByTestId('avatar-step-title');

/** Signed in as `email`, cookies accepted; the next page opened starts signed in. */
async function signInAs(page: Page, email: string) {
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), email);
}

async function openEditor(page: Page) {
  await page.goto('/profile/avatar');
  await page.getByTestId('avatar-start').click();
  await expect(page.getByText('Monte seu avatar no editor abaixo')).toBeVisible();
}

/** What the server counts for the signed-in student (the PlayerCard's figures). */
async function experience(page: Page): Promise<number> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'arena_token')?.value;
  const stats = await page.request.get('/records/api/user/profile/stats', { headers: { authorization: `Bearer ${token}` } });
  return ((await stats.json()) as { experience: number }).experience;
}

/** Keeps the server as it is: the save is answered in the browser with the profile plus the avatar. */
async function answerSaveInBrowser(page: Page) {
  await page.route('**/records/api/account/avatar', async (route) => {
    const sent = route.request().postDataJSON() as { srcFullUrl: string; imageUrl: string };
    const profile = await (await route.fetch({ url: route.request().url().replace('account/avatar', 'user/profile'), method: 'GET', postData: undefined })).json();
    await route.fulfill({ json: { ...profile, avatar: sent } });
  });
}

test('a student builds, exports and renders an avatar, and sees it in the side card and the top bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'jogador6@example.com');
  const before = await experience(page);
  await page.goto('/profile');
  await expect(page.getByTestId('top-bar-avatar')).toHaveCount(0);

  await page.goto('/profile/avatar');
  await expect(stepTitle(page)).toHaveText('Crie seu avatar');
  await expect(page.getByText('Criar seu primeiro avatar vale 35 EXP.')).toBeVisible();
  await page.getByTestId('avatar-start').click();
  await expect(page.getByText('Monte seu avatar no editor abaixo')).toBeVisible();
  // The render request, as sent to the render API (docs/product/avatar.md, API).
  const renderRequest = page.waitForRequest('**/stand-ins/avatar/render');
  const frame = editor(page);
  await frame.getByRole('radio', { name: 'Morena', exact: true }).check();
  await frame.getByRole('radio', { name: 'Black power' }).check();
  await frame.getByRole('group', { name: 'Cor da camiseta' }).getByRole('radio', { name: 'Verde' }).check();
  await frame.getByRole('button', { name: 'Concluir avatar' }).click();

  const sent = (await renderRequest).postDataJSON() as { model: string; scene: string; armature: string; blendShapes: unknown };
  expect(sent.model).toMatch(/\/stand-ins\/avatar\/models\/2203-[0-9a-f]{12}\.glb$/);
  expect(sent).toMatchObject({ scene: 'fullbody-portrait-v1-transparent', armature: 'ArmatureTargetMale', blendShapes: { Wolf3D_Head: { mouthSmile: 0.2 } } });

  const done = page.getByTestId('avatar-done');
  await expect(done).toBeVisible();
  const image = done.getByRole('img', { name: 'Seu novo avatar' });
  await expect(image).toHaveAttribute('src', /\/stand-ins\/avatar\/renders\/2203-[0-9a-f]{12}\.svg$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const rendered = await image.getAttribute('src');
  // The first avatar is worth 35 EXP (docs/product/rewards.md, Limits).
  expect(await experience(page)).toBe(before + 35);

  await expect(page.getByTestId('top-bar-avatar')).toHaveAttribute('src', rendered!);
  await done.getByRole('button', { name: 'Voltar ao perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-menu').getByRole('img').first()).toHaveAttribute('src', rendered!);

  // After a reload the avatar comes from the server; a second avatar adds no EXP.
  await page.reload();
  await expect(page.getByTestId('top-bar-avatar')).toHaveAttribute('src', rendered!);
  await openEditor(page);
  await editor(page).getByRole('button', { name: 'Concluir avatar' }).click();
  await expect(page.getByTestId('avatar-done')).toBeVisible();
  expect(await experience(page)).toBe(before + 35);
});

test('the whole flow works by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'jogador4@example.com');
  await answerSaveInBrowser(page);
  await page.goto('/profile/avatar');
  const start = page.getByTestId('avatar-start');
  for (let step = 0; step < 30 && !(await start.evaluate((button) => button === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Monte seu avatar no editor abaixo')).toBeVisible();

  // Into the frame: the first radio group, then arrows choose within it.
  const frame = editor(page);
  const firstSkin = frame.getByRole('radio', { name: 'Clara', exact: true });
  for (let step = 0; step < 10 && !(await firstSkin.evaluate((radio) => radio === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(firstSkin).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(frame.getByRole('radio', { name: 'Morena clara' })).toBeChecked();
  const finish = frame.getByRole('button', { name: 'Concluir avatar' });
  for (let step = 0; step < 10 && !(await finish.evaluate((button) => button === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(finish).toBeFocused();
  await page.keyboard.press('Enter');

  const back = page.getByTestId('avatar-back');
  await expect(back).toBeVisible();
  // The new step's title takes the focus; the buttons follow it.
  await expect(stepTitle(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(back).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/profile$/);
});

test('messages from another origin, another window or with a wrong shape are ignored', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'jogador3@example.com');
  let renders = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/stand-ins/avatar/render')) renders += 1;
  });
  await openEditor(page);
  const exported = JSON.stringify({ source: 'readyplayerme', eventName: 'v1.avatar.exported', data: { url: 'https://evil.example/avatar.glb' } });

  // A message claiming to come from the editor frame but from another origin.
  await page.evaluate((data) => {
    const frame = document.querySelector<HTMLIFrameElement>('[data-testid="avatar-editor"]')!;
    window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example', source: frame.contentWindow }));
  }, exported);
  // The page's own window, same origin, is not the editor either.
  await page.evaluate((data) => window.postMessage(data, '*'), exported);
  // From the real editor frame, but in shapes the editor never sends.
  const editorFrame = page.frames().find((frame) => frame.url().includes('/stand-ins/avatar/pt-BR/avatar'))!;
  for (const data of [
    JSON.stringify({ source: 'readyplayerme', eventName: 'v1.avatar.exported', data: { url: 'javascript:alert(1)' } }),
    JSON.stringify({ source: 'readyplayerme', eventName: 'v1.avatar.exported' }),
    '{not json',
    JSON.stringify({ source: 'other', eventName: 'v1.avatar.exported', data: { url: 'https://evil.example/a.glb' } }),
  ]) {
    await editorFrame.evaluate((message) => window.parent.postMessage(message, '*'), data);
  }
  await page.waitForTimeout(300);
  await expect(page.getByTestId('avatar-editor')).toBeVisible();
  await expect(page.getByTestId('avatar-creating')).toHaveCount(0);
  expect(renders).toBe(0);

  // The editor still works afterwards.
  await editor(page).getByRole('button', { name: 'Concluir avatar' }).click();
  await expect(page.getByTestId('avatar-done')).toBeVisible();
  expect(renders).toBe(1);
});

test('a render that times out says so, and the retry renders the same avatar', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await page.clock.install();
  await signInAs(page, 'jogador2@example.com');
  await answerSaveInBrowser(page);
  const models: string[] = [];
  let hold = true;
  await page.route('**/stand-ins/avatar/render', async (route) => {
    models.push((route.request().postDataJSON() as { model: string }).model);
    if (!hold) await route.continue();
    // Held: the render service never answers.
  });
  await openEditor(page);
  // From here the page's clock stands still, so only runFor counts the render's 60 s: a running
  // clock would add however long the steps below take on a busy machine.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  await editor(page).getByRole('button', { name: 'Concluir avatar' }).click();
  const creating = page.getByTestId('avatar-creating');
  await expect(creating).toContainText('Seu avatar está sendo criado…');
  await expect(page.getByTestId('avatar-editor')).toHaveCount(0);
  // The held request has reached the route before the timeout aborts it: on a busy machine the
  // abort could otherwise cancel it before the route saw it, and the render would seem asked once.
  await expect.poll(() => models.length).toBe(1);

  await page.clock.runFor(59_000);
  await expect(creating).toBeVisible();
  await page.clock.runFor(1_000);
  const failed = page.getByTestId('avatar-failed');
  await expect(failed).toContainText('A criação do seu avatar demorou mais que o esperado.');
  await expect(failed).toContainText('O avatar que você montou não foi perdido');

  hold = false;
  await page.clock.resume();
  await failed.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByTestId('avatar-done')).toBeVisible();
  expect(models).toHaveLength(2);
  expect(models[1]).toBe(models[0]);
});

test('a failed save says so and the retry saves the same avatar without a new render', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await signInAs(page, 'jogador5@example.com');
  let renders = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/stand-ins/avatar/render')) renders += 1;
  });
  const saves: unknown[] = [];
  await page.route('**/records/api/account/avatar', async (route) => {
    saves.push(route.request().postDataJSON());
    if (saves.length === 1) return route.abort('failed');
    const profile = await (await route.fetch({ url: route.request().url().replace('account/avatar', 'user/profile'), method: 'GET', postData: undefined })).json();
    return route.fulfill({ json: { ...profile, avatar: saves.at(-1) } });
  });
  await openEditor(page);
  await editor(page).getByRole('button', { name: 'Concluir avatar' }).click();
  const failed = page.getByTestId('avatar-failed');
  await expect(failed).toContainText('Não foi possível salvar seu avatar.');
  await failed.getByRole('button', { name: 'Tentar de novo' }).click();
  await expect(page.getByTestId('avatar-done')).toBeVisible();
  expect(saves).toHaveLength(2);
  expect(saves[1]).toEqual(saves[0]);
  expect(renders).toBe(1);
});

test('closing returns to the profile', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await signInAs(page, 'jogador1@example.com');
  await openEditor(page);
  await page.getByRole('button', { name: 'Fechar e voltar ao perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

for (const width of [320, 640, 1280] as const) {
  test(`the avatar steps have no serious accessibility violations at ${width} px in both themes`, async ({ page }) => {
    // Each check runs in both themes.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'jogador1@example.com');
    await answerSaveInBrowser(page);
    await page.goto('/profile/avatar');
    await expect(page.getByTestId('avatar-start')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);

    await page.getByTestId('avatar-start').click();
    await expect(page.getByText('Monte seu avatar no editor abaixo')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);

    await editor(page).getByRole('button', { name: 'Concluir avatar' }).click();
    await expect(page.getByTestId('avatar-done')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
}
