import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { acceptCookiePolicy, addSession } from '../support/session';

/**
 * /invite-friends and /invited-friends (docs/product/friends.md, Screens), and the support chat (docs/product/shell.md, Screens). A friend registers through the
 * link a student copied, and the admin sees them at the top of the referral table.
 */

const SUPPORT_NUMBER = '5511900000000';
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Signed in as `email`, cookies accepted; the next page opened starts signed in. */
async function signInAs(page: Page, email: string) {
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), email);
}

const field = (page: Page, name: string) => page.locator(`form [name="${name}"]:is(input, select)`);

test('a friend registers through the copied referral link and shows up in the admin’s table', async ({ page, browser, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluna.vip@example.com');
  await page.goto('/invite-friends?utm_source=instagram&utm_campaign=volta-as-aulas');
  await expect(page.getByRole('heading', { level: 1, name: 'Convidar amigos' })).toBeVisible();
  await expect(page.getByTestId('invite-programme')).toContainText('Convide 5 amigos');
  await expect(page.getByTestId('invite-programme')).toContainText('50 EXP');

  const shown = (await page.getByTestId('invite-link').textContent())!.trim();
  const link = new URL(shown);
  expect(link.pathname).toBe('/register');
  expect(link.searchParams.get('referrer_id')).toMatch(/^\d+$/);
  expect(link.searchParams.get('utm_source')).toBe('instagram');
  expect(link.searchParams.get('utm_campaign')).toBe('volta-as-aulas');

  await page.getByRole('button', { name: 'Copiar link' }).click();
  const copied = toast(page, 'Link de convite copiado!');
  await expect(copied).toBeVisible();
  // The copy toast lasts one second (docs/product/friends.md, Limits).
  await expect(copied).toBeHidden({ timeout: 2500 });
  const clipboard = await page.evaluate(() => navigator.clipboard.readText());
  expect(clipboard).toBe(shown);

  // WhatsApp share: the pt-BR invitation with the link, nobody chosen in advance.
  const share = new URL((await page.getByTestId('invite-whatsapp').getAttribute('href'))!);
  expect(`${share.origin}${share.pathname}`).toBe('https://wa.me/');
  expect(share.searchParams.get('text')).toBe(`Bora jogar comigo na Arena Escolar? Tem torneios de e-sports entre escolas, jornadas e recompensas. Cadastre-se pelo meu link: ${shown}`);

  // The friend opens the link signed out and registers.
  const friendContext = await browser.newContext({ viewport: { width: 640, height: 900 }, locale: 'pt-BR' });
  const friend = await friendContext.newPage();
  await friend.goto(clipboard);
  await expect(friend.getByRole('heading', { level: 1, name: 'Crie sua conta' })).toBeVisible();
  const cookies = friend.getByRole('button', { name: 'Aceitar e fechar' });
  if (await cookies.isVisible()) await cookies.click();
  const userName = unique('amiga');
  await field(friend, 'userName').fill(userName);
  await field(friend, 'email').fill(`${userName}@escola.example`);
  await field(friend, 'password').fill('Segredo1');
  await field(friend, 'passwordConfirmation').fill('Segredo1');
  await field(friend, 'firstName').fill('Clara');
  await field(friend, 'lastName').fill('Mendes');
  await field(friend, 'birthDate').fill('15/03/2009');
  await field(friend, 'stateId').selectOption({ label: 'São Paulo' });
  await expect(field(friend, 'cityId')).toBeEnabled();
  await field(friend, 'cityId').selectOption({ label: 'Campinas' });
  await friend.getByText('Estudante', { exact: true }).click();
  await friend.getByText('Li e aceito os termos de uso e a política de privacidade').click();
  await friend.getByTestId('register-submit').click();
  await expect(friend.getByRole('heading', { level: 1, name: 'Conta criada!' })).toBeVisible();
  await friendContext.close();

  // The admin sees the new friend first, not yet eligible.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'admin@example.com');
  await admin.goto('/invited-friends');
  const first = admin.getByTestId('invited-friend-row').first();
  await expect(first.getByRole('rowheader')).toHaveText(new RegExp(`^${userName}#\\d{4}$`));
  const today = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'America/Sao_Paulo' }).format(new Date());
  await expect(first.getByRole('cell').first()).toHaveText(today);
  await expect(first.getByRole('cell').nth(1)).toHaveText('Não');
  await adminContext.close();
});

test('the admin pages the referral table and picks 10, 25, 50 or 100 rows; a failed load leaves it empty with the error', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@example.com');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/user-referral-monitor')) asked.push(new URL(request.url()).search);
  });
  await page.goto('/invited-friends');
  await expect(page.getByTestId('invited-friend-row').first()).toBeVisible();
  expect(asked[0]).toBe('?page=0&size=10');
  const sizes = page.getByLabel('Linhas por página');
  await expect(sizes.locator('option')).toHaveText(['10', '25', '50', '100']);
  await sizes.selectOption('25');
  await expect(page).toHaveURL(/size=25/);
  await expect.poll(() => asked.at(-1)).toBe('?page=0&size=25');
  await expect(page.getByRole('button', { name: 'Página anterior' })).toBeDisabled();

  await page.route('**/records/api/user-referral-monitor?*', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/invited-friends?page=0&size=50');
  await expect(toast(page, 'Desculpe, não foi possível fazer essa ação no momento.')).toBeVisible();
  await expect(page.getByTestId('invited-friend-row')).toHaveCount(0);
  await expect(page.getByTestId('invited-friends-empty')).toBeVisible();
});

test('a student cannot open the referral table', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluna.vip@example.com');
  await page.goto('/invited-friends');
  await expect(page).toHaveURL(/\/home$/);
  const answer = await page.evaluate(async () => (await fetch('/records/api/user-referral-monitor')).status);
  expect(answer).toBe(401);
});

test('the invite page works by keyboard alone', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluna.vip@example.com');
  await page.goto('/invite-friends');
  await page.getByRole('button', { name: 'Copiar link' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Link de convite copiado!')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Compartilhar no WhatsApp' })).toBeFocused();
});

test.describe('support chat (docs/product/shell.md, Screens): each pre-filled message reaches the configured number', () => {
  const chatOf = async (link: ReturnType<Page['getByRole']>) => {
    const url = new URL((await link.getAttribute('href'))!);
    return { to: `${url.origin}${url.pathname}`, text: url.searchParams.get('text') };
  };

  test('anonymous visitors', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Fale conosco' }).click();
    const chat = await chatOf(page.getByRole('dialog', { name: 'Fale conosco' }).getByRole('link', { name: /WhatsApp/ }));
    expect(chat).toEqual({ to: `https://wa.me/${SUPPORT_NUMBER}`, text: 'Olá! Preciso de ajuda com a Arena Escolar.' });
  });

  test('signed-in users, by name', async ({ page }) => {
    await signInAs(page, 'aluna.vip@example.com');
    await page.goto('/home');
    await page.getByRole('button', { name: 'Fale conosco' }).click();
    const chat = await chatOf(page.getByRole('dialog', { name: 'Fale conosco' }).getByRole('link', { name: /WhatsApp/ }));
    expect(chat.to).toBe(`https://wa.me/${SUPPORT_NUMBER}`);
    expect(chat.text).toMatch(/^Olá! Sou .+ e preciso de ajuda com a Arena Escolar\.$/);
  });

  test('a director accrediting a school', async ({ page }) => {
    await signInAs(page, 'diretor@example.com');
    await page.goto('/school-authorize');
    const chat = await chatOf(page.getByTestId('accreditation-support-chat'));
    expect(chat).toEqual({ to: `https://wa.me/${SUPPORT_NUMBER}`, text: 'Olá! Sou diretor(a) e preciso de ajuda com o credenciamento da minha escola.' });
  });
});

for (const width of [320, 640, 1280]) {
  test(`invite and invited friends have no serious accessibility violations at ${width} px in both themes`, async ({ page }) => {
    // Each check runs in both themes.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'admin@example.com');
    await page.goto('/invite-friends');
    await expect(page.getByTestId('invite-link')).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await page.goto('/invited-friends');
    await expect(page.getByTestId('invited-friend-row').first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
}
