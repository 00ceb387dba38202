import { expect, test, type Request } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { acceptCookies, openSignedIn, signIn } from './support/session';

test.describe('signing in and out', () => {
  test('a first-time student signs in, goes through the welcome onboarding, stays signed in on reload and logs out', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // The bell counts unread notifications plus current quests; other specs may complete one of
    // the demo student's quests (a complete profile does), so the expected badge is read from the
    // answers the page receives.
    const counts = new Map<string, number>();
    page.on('response', async (response) => {
      const path = new URL(response.url()).pathname;
      if (path === '/records/api/notifications/unread' || path === '/records/api/quests/current/count') {
        counts.set(path, ((await response.json()) as { count: number }).count);
      }
    });
    await signIn(page, 'aluno@example.com');

    const welcome = page.getByRole('dialog', { name: 'Boas-vindas à Arena, Pedro!' });
    await expect(welcome).toBeVisible();
    await expect(welcome.getByText('Passo 1 de 2')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await welcome.getByRole('button', { name: 'Próximo' }).click();
    const stepTwo = page.getByRole('dialog', { name: 'Por onde começar' });
    await expect(stepTwo.getByText('Passo 2 de 2')).toBeVisible();
    await stepTwo.getByRole('button', { name: 'Anterior' }).click();
    await expect(page.getByRole('dialog', { name: 'Boas-vindas à Arena, Pedro!' })).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Próximo' }).click();

    const firstAccess = page.waitForResponse((r) => r.url().endsWith('/records/api/account/first-access') && r.request().method() === 'POST');
    const refresh = page.waitForRequest((r) => r.url().endsWith('/openid-connect/token') && (r.postData() ?? '').includes('grant_type=refresh_token'));
    await page.getByRole('dialog').getByRole('button', { name: 'Concluir' }).click();
    expect((await firstAccess).status()).toBeLessThan(300);
    await refresh; // a token refresh follows first access (docs/product/session.md, API)
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await expect(page.getByTestId('greeting')).toHaveText('Olá, Pedro!');
    // The account button is named by what it shows, then what it opens (WCAG 2.5.3, label in name).
    await expect(page.getByTestId('user-menu')).toHaveAccessibleName('Olá, Pedro! Menu da conta');
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    // The demo student starts with 2 unread notifications and 3 current quests.
    await expect.poll(() => counts.size).toBe(2);
    const badge = [...counts.values()].reduce((sum, count) => sum + count, 0);
    expect(badge).toBeGreaterThanOrEqual(4);
    await expect(page.getByTestId('notification-bell')).toHaveAccessibleName(`Notificações: ${badge} novas`);

    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByTestId('greeting')).toHaveText('Olá, Pedro!');
    await expect(page.getByRole('dialog')).toHaveCount(0); // welcomed once, never again

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
  });

  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Já tenho conta' }).click();
    await page.getByLabel(/e-mail/i).fill('aluno@example.com');
    await page.getByLabel(/senha/i).first().fill('Errada123');
    await page.getByRole('button', { name: /^entrar$/i }).click();
    await expect(page.getByText('E-mail ou senha incorretos.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('after sign-in the visitor lands on the private page they asked for', async ({ page }) => {
    await page.goto('/courses');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcourses$/);
    await page.getByRole('button', { name: 'Já tenho conta' }).click();
    await page.getByLabel(/e-mail/i).fill('aluna.vip@example.com');
    await page.getByLabel(/senha/i).first().fill('Demo1234');
    await page.getByRole('button', { name: /^entrar$/i }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
  });

  test('a signed-in user on a public page goes to /home keeping campaign tags', async ({ page }) => {
    await signIn(page, 'aluna.vip@example.com');
    await page.goto('/register?utm_source=instagram');
    await expect(page).toHaveURL(/\/home\?utm_source=instagram$/);
  });
});

test.describe('authenticated layout', () => {
  for (const width of [320, 640, 1280] as const) {
    test(`works at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await openSignedIn(page, 'aluna.vip@example.com');
      await acceptCookies(page);
      const header = page.locator('header').first();
      expect((await header.boundingBox())?.height).toBe(90);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);

      if (width < 640) {
        await expect(page.getByTestId('sidebar')).toBeHidden();
        await page.getByTestId('hamburger-mobile').click();
        const menu = page.getByTestId('mobile-menu');
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
        // Mobile-only entries are here; admin-only ones are not.
        await expect(menu.getByRole('link', { name: 'Meu Perfil' })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Trocar Senha' })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Amigos convidados' })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
        await page.getByTestId('hamburger-mobile').click();
        await menu.getByRole('link', { name: 'Cursos' }).click();
        await expect(page).toHaveURL(/\/courses$/);
        await expect(menu).toBeHidden();
      } else {
        const sidebar = page.getByTestId('sidebar');
        await expect(sidebar).toBeVisible();
        expect((await sidebar.boundingBox())?.width).toBe(172);
        expect((await sidebar.boundingBox())?.y).toBe(90);
        await expect(sidebar.getByRole('link', { name: 'Meu Perfil' })).toHaveCount(0);
        await page.getByTestId('hamburger-desktop').click();
        await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
        await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(68);
        // Collapsed entries keep their names for keyboards and screen readers, and show a tooltip.
        const courses = sidebar.getByRole('link', { name: 'Cursos' });
        await courses.focus();
        await expect(sidebar.getByRole('tooltip', { name: 'Cursos' })).toBeVisible();
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(/\/courses$/);
      }
    });
  }

  test('the account menu works by keyboard and reaches profile and change password', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openSignedIn(page, 'aluna.vip@example.com');
    // The menu's code is fetched only when wanted: after the page has settled it is still absent…
    await page.waitForLoadState('networkidle');
    const arkTrigger = page.locator('[data-testid=user-menu][data-scope=menu]');
    await expect(arkTrigger).toHaveCount(0);
    // …and focusing the trigger brings it, keeping the keyboard user's focus on the trigger.
    await page.getByTestId('user-menu').focus();
    await expect(arkTrigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Meu perfil' })).toHaveAttribute('data-highlighted', '');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Trocar senha' })).toHaveAttribute('data-highlighted', '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/change-password$/);
  });

  test('only admins see and reach invited friends', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'aluna.vip@example.com');
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Amigos convidados' })).toHaveCount(0);
    await page.goto('/invited-friends');
    await expect(page).toHaveURL(/\/home$/);

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'admin@example.com');
    await page.getByTestId('sidebar').getByRole('link', { name: 'Amigos convidados' }).click();
    await expect(page).toHaveURL(/\/invited-friends\?page=0&size=10$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Amigos convidados' })).toBeVisible();
  });
});

test('force_refresh on a private page renews the token once and leaves the URL', async ({ page }) => {
  const refreshes: Request[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/openid-connect/token') && (request.postData() ?? '').includes('grant_type=refresh_token')) refreshes.push(request);
  });
  await openSignedIn(page, 'aluna.vip@example.com', '/courses?force_refresh=true&utm_source=ig');
  await expect(page).toHaveURL(/\/courses\?utm_source=ig$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
  expect(refreshes).toHaveLength(1);
});
