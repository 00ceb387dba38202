import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { acceptCookiePolicy, addSession, sessionRefresh } from '../support/session';

/**
 * /profile/accounts-link (docs/product/game-accounts.md, Screens), Discord linking (through the server's Discord stand-in), §5
 * Epic ID, §8. Each test that links a Discord account disconnects it again and uses a Discord
 * name of its own, so the tests hold in any order and on a reused server.
 */

const unique = (prefix: string) => `${prefix}_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const discord = (page: Page) => page.getByTestId('discord-card');
const epic = (page: Page) => page.getByTestId('epic-card');

/** Signed in as `email`, cookies accepted; the next page opened starts signed in. */
async function signInAs(page: Page, email: string) {
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), email);
}

async function openScene(page: Page) {
  await page.goto('/profile/accounts-link');
  await expect(page.getByRole('heading', { level: 2, name: 'Contas vinculadas' })).toBeVisible();
  await expect(discord(page)).not.toHaveAttribute('data-status', 'loading');
}

/** On the stand-in's authorization page: type a Discord user and approve. */
async function approveOnDiscord(page: Page, name: string) {
  await expect(page).toHaveURL(/\/dev\/stand-ins\/discord\/oauth2\/authorize\?/);
  await page.getByLabel('Ou digite um nome de usuário').fill(name);
  await page.getByRole('button', { name: 'Autorizar' }).click();
}

/** A test run that stopped half-way may have left an account linked: start from none. */
async function startUnlinked(page: Page) {
  await openScene(page);
  await expect(discord(page)).toHaveAttribute('data-status', /linked|unlinked/);
  if ((await discord(page).getAttribute('data-status')) === 'linked') await disconnect(page);
}

async function disconnect(page: Page) {
  await discord(page).getByRole('button', { name: 'Desconectar Discord' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Desconectar o Discord?' });
  await expect(dialog).toBeVisible();
  const refreshed = await sessionRefresh(page);
  await dialog.getByRole('button', { name: 'Desconectar', exact: true }).click();
  await expect(toast(page, 'Sua conta do Discord foi desconectada.')).toBeVisible();
  await expect(discord(page).getByRole('button', { name: 'Conectar Discord' })).toBeVisible();
  // The unlink is followed by a session refresh (new claims): a reload waits for it.
  await refreshed();
}

test('a student links Discord through the authorization page, comes back linked, and disconnects after confirming', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluna.vip@example.com');
  await startUnlinked(page);
  await discord(page).getByRole('button', { name: 'Conectar Discord' }).click();

  // The authorization request is the real OAuth2 one.
  await expect(page).toHaveURL(/\/dev\/stand-ins\/discord\/oauth2\/authorize\?/);
  const request = new URL(page.url());
  expect(request.searchParams.get('response_type')).toBe('code');
  expect(request.searchParams.get('scope')).toBe('identify');
  expect(request.searchParams.get('client_id')).toBe('arena-escolar-dev');
  expect(request.searchParams.get('redirect_uri')).toBe(`${new URL(page.url()).origin}/oauth/discord`);
  expect(request.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{16,64}\.[A-Za-z0-9_-]+$/);
  await expectNoSeriousA11yViolations(page);

  const name = unique('arena');
  const returned = page.waitForRequest(/\/oauth\/discord\?code=/);
  await approveOnDiscord(page, name);
  const returnAddress = (await returned).url();
  await expect(page).toHaveURL(/\/profile\/accounts-link$/);
  await expect(toast(page, 'Sua conta do Discord foi conectada.')).toBeVisible();
  await expect(discord(page).getByTestId('discord-linked')).toHaveText(`Conectado como ${name}`);

  // The same return address again is a replay: refused, nothing linked twice.
  await page.goto(returnAddress);
  await expect(page).toHaveURL(/\/home$/);
  await expect(toast(page, 'Este retorno do Discord não é válido ou já foi usado.')).toBeVisible();

  await openScene(page);
  await expect(discord(page).getByTestId('discord-linked')).toHaveText(`Conectado como ${name}`);
  // Cancelling the confirmation keeps the account.
  await discord(page).getByRole('button', { name: 'Desconectar Discord' }).click();
  await page.getByRole('alertdialog', { name: 'Desconectar o Discord?' }).getByRole('button', { name: 'Cancelar' }).click();
  await expect(discord(page).getByTestId('discord-linked')).toBeVisible();
  await disconnect(page);
  await page.reload();
  await expect(discord(page).getByRole('button', { name: 'Conectar Discord' })).toBeVisible();
});

test('cancelling on Discord says so and goes back to the scene with nothing linked', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await signInAs(page, 'aluna.vip@example.com');
  await startUnlinked(page);
  await discord(page).getByRole('button', { name: 'Conectar Discord' }).click();
  await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/\/profile\/accounts-link$/);
  await expect(toast(page, 'Você cancelou a conexão com o Discord. Nada foi alterado.')).toBeVisible();
  await expect(discord(page).getByRole('button', { name: 'Conectar Discord' })).toBeVisible();
});

test('a Discord account another player linked is refused with its message, and the student goes back', async ({ page, browser }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const name = unique('disputada');
  // Another player links the account first.
  const other = await browser.newPage();
  await signInAs(other, 'adulto@example.com');
  await startUnlinked(other);
  await discord(other).getByRole('button', { name: 'Conectar Discord' }).click();
  await approveOnDiscord(other, name);
  await expect(discord(other).getByTestId('discord-linked')).toBeVisible();

  await signInAs(page, 'aluna.vip@example.com');
  await startUnlinked(page);
  await discord(page).getByRole('button', { name: 'Conectar Discord' }).click();
  await approveOnDiscord(page, name);
  await expect(page).toHaveURL(/\/profile\/accounts-link$/);
  await expect(toast(page, 'Esta conta do Discord já está vinculada a outro jogador.')).toBeVisible();
  await expect(discord(page).getByRole('button', { name: 'Conectar Discord' })).toBeVisible();

  await disconnect(other);
  await other.close();
});

test('forged or off-site returns are refused: nothing is sent and the student lands on /home', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluna.vip@example.com');
  let posted = 0;
  await page.route('**/records/api/discord/profile?*', (route) => {
    if (route.request().method() === 'POST') posted += 1;
    return route.continue();
  });

  // A state this browser never stored.
  await page.goto('/oauth/discord?code=forjado&state=AAAAAAAAAAAAAAAAAAAAAA.L2hvbWU');
  await expect(page).toHaveURL(/\/home$/);
  await expect(toast(page, 'Este retorno do Discord não é válido ou já foi usado.')).toBeVisible();

  // A stored state whose return address points off-site.
  const offSite = `AAAAAAAAAAAAAAAAAAAAAA.${Buffer.from('https://evil.example/').toString('base64url')}`;
  await page.evaluate((state) => sessionStorage.setItem('discord-oauth-state', state), offSite);
  await page.goto(`/oauth/discord?code=abc&state=${offSite}`);
  await expect(page).toHaveURL(/\/home$/);
  expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin);

  // A forged code with the right state: the server refuses it and the student goes back.
  const state = `BBBBBBBBBBBBBBBBBBBBBB.${Buffer.from('/profile/accounts-link').toString('base64url')}`;
  await page.evaluate((value) => sessionStorage.setItem('discord-oauth-state', value), state);
  await page.goto(`/oauth/discord?code=forjado&state=${state}`);
  await expect(page).toHaveURL(/\/profile\/accounts-link$/);
  await expect(toast(page, 'A autorização do Discord não é válida ou já foi usada.')).toBeVisible();
  expect(posted).toBe(1);
});

test('the Discord round trip works by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluna.vip@example.com');
  await startUnlinked(page);
  await discord(page).getByRole('button', { name: 'Conectar Discord' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/oauth2\/authorize\?/);
  await page.getByLabel('Ou digite um nome de usuário').focus();
  const name = unique('teclado');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Autorizar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(discord(page).getByTestId('discord-linked')).toHaveText(`Conectado como ${name}`);

  await discord(page).getByRole('button', { name: 'Desconectar Discord' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Desconectar o Discord?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Desconectar', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(discord(page).getByRole('button', { name: 'Conectar Discord' })).toBeVisible();
});

test('an Epic ID of the wrong length or with spaces gets its message; a valid one is linked and shown read-only', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'diretor@example.com');
  await openScene(page);
  const form = epic(page).getByTestId('epic-form');
  await expect(form).toBeVisible();
  const id = form.getByLabel(/^ID da conta Epic Games/);
  const confirmation = form.getByLabel(/^Confirme o ID da conta Epic Games/);
  const save = form.getByRole('button', { name: 'Vincular conta Epic' });

  await id.fill('a'.repeat(31));
  await confirmation.fill('a'.repeat(31));
  await save.click();
  await expect(form.getByText('O ID da conta Epic Games tem exatamente 32 caracteres.')).toBeVisible();
  await expect(id).toBeFocused();

  const spaced = `${'b'.repeat(16)} ${'c'.repeat(15)}`;
  await id.fill(spaced);
  await confirmation.fill(spaced);
  await save.click();
  await expect(form.getByText('O ID da conta Epic Games tem só letras e números.')).toBeVisible();
  await expect(id).toHaveValue(spaced);

  const valid = `${Date.now().toString(16)}${'d'.repeat(32)}`.slice(0, 32);
  await id.fill(valid);
  await confirmation.fill(`${valid.slice(0, 31)}e`);
  await save.click();
  await expect(form.getByText('Os IDs da Epic Games não são iguais.')).toBeVisible();

  // Typed by keyboard: the confirmation, then Enter submits.
  await confirmation.fill('');
  await confirmation.focus();
  await page.keyboard.type(valid);
  const refreshed = await sessionRefresh(page);
  await page.keyboard.press('Enter');
  await expect(epic(page).getByTestId('epic-linked-id')).toHaveText(valid);
  await expect(epic(page).getByTestId('epic-form')).toHaveCount(0);
  // The link is followed by a session refresh (new claims): the reload waits for it.
  await refreshed();
  await page.reload();
  await expect(epic(page).getByTestId('epic-linked-id')).toHaveText(valid);
});

test('when the Epic account cannot be fetched, the form is offered with the reason', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await signInAs(page, 'aluna.vip@example.com');
  await page.route('**/records/api/account/games', (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
  await openScene(page);
  await expect(epic(page).getByTestId('epic-connection-note')).toHaveText('Não foi possível consultar sua conta Epic Games agora. Você pode informar o ID manualmente.');
  await expect(epic(page).getByTestId('epic-form')).toBeVisible();
});

for (const width of [320, 640, 1280]) {
  test(`the accounts-link scene has no serious accessibility violations at ${width} px in both themes`, async ({ page }) => {
    // Each check runs in both themes.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'aluna.vip@example.com');
    await openScene(page);
    await expect(epic(page)).not.toHaveAttribute('data-status', 'loading');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
}

test('the tournament modal’s Discord requirement is met through the same round trip, back in the modal', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluna.vip@example.com');
  await startUnlinked(page);
  // Event 4 is an open Fortnite solo that needs Discord.
  await page.goto('/tournaments/detail?id=4&opened=true');
  const modal = page.getByRole('dialog');
  await expect(modal.getByText(/Eventos de Fortnite exigem uma conta do Discord conectada/)).toBeVisible();
  await modal.getByRole('button', { name: 'Conectar Discord' }).click();
  const name = unique('fortnite');
  await approveOnDiscord(page, name);
  await expect(page).toHaveURL(/\/tournaments\/detail\?id=4&opened=true$/);
  await expect(toast(page, 'Sua conta do Discord foi conectada.')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('Sua conta do Discord está conectada.', { exact: false })).toBeVisible();

  await openScene(page);
  await disconnect(page);
});
