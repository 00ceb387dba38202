import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { acceptCookies, openSignedIn } from './support/session';

const widths = [320, 640, 1280] as const;

test.describe('public layout', () => {
  for (const width of widths) {
    test(`renders the landing page at ${width} px with a 48 px top bar`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/login');
      await expect(page.getByRole('heading', { level: 1, name: 'Sua escola no cenário dos esports' })).toBeVisible();
      const header = page.locator('header').first();
      await expect(header).toBeVisible();
      expect((await header.boundingBox())?.height).toBe(48);
      await expect(page.getByTestId('login-link')).toBeVisible();
      // Nothing overflows sideways.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(page.getByTestId('public-video')).toHaveCount(width >= 960 ? 1 : 0);
      await expect(page.getByTestId('social-links')).toBeVisible({ visible: width >= 1280 });
      await expect(page.getByTestId('app-version')).toHaveText('Versão 3.11.4');
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('shows a still image instead of the video when motion is reduced', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('public-video')).toHaveCount(0);
    await expect(page.getByTestId('public-background')).toHaveAttribute('style', /hero\.[0-9a-f]+\.jpg/);
  });

  test('private pages send a signed-out visitor to the login page', async ({ page }) => {
    await page.goto('/tournaments/detail?id=3');
    // …remembering where they were going, for after sign-in.
    await expect(page).toHaveURL(/\/login\?redirect=%2Ftournaments%2Fdetail%3Fid%3D3$/);
  });

  test('/ goes on to the landing page keeping campaign tags on links', async ({ page }) => {
    await page.goto('/?utm_source=instagram&utm_campaign=copa');
    await expect(page).toHaveURL(/\/login\?.*utm_source=instagram&utm_campaign=copa/);
    await page.getByRole('link', { name: 'Quero participar' }).click();
    await expect(page).toHaveURL(/\/register\?utm_source=instagram&utm_campaign=copa$/);
  });
});

test.describe('error pages', () => {
  test('an unknown path shows the 404 page whose button replaces the location with /', async ({ page }) => {
    await page.goto('/login');
    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Voltar ao início' }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    // The 404 entry was replaced, so going back skips it.
    await page.goBack();
    await expect(page).not.toHaveURL(/pagina-que-nao-existe/);
  });

  test('a failing page shows the 500 page whose button reloads', async ({ page }) => {
    await page.goto('/debug/error');
    await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Recarregar página' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'Algo deu errado' })).toBeVisible();
  });
});

test.describe('theme', () => {
  test('starts light, toggles to dark and keeps it across a reload without a flash', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('button', { name: 'Ativar tema claro' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // With the app's scripts blocked, only the tiny pre-paint script runs: it must already apply dark.
    await page.route('**/static/js/**', (route) => route.abort());
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.unroute('**/static/js/**');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Ativar tema claro' })).toBeVisible();
    await page.getByRole('button', { name: 'Ativar tema claro' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });
});

test.describe('cookie banner', () => {
  test('shows until accepted and stays accepted for 365 days', async ({ page, context }) => {
    await page.goto('/login');
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Saiba mais' })).toHaveAttribute('href', /privacidade/);
    await expectNoSeriousA11yViolations(page);
    await banner.getByRole('button', { name: 'Aceitar e fechar' }).click();
    await expect(banner).toBeHidden();

    const consent = (await context.cookies()).find((c) => c.name === 'CookiePolicyAccepted');
    expect(consent?.value).toBe('true');
    const days = ((consent?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });
});

test.describe('modal base', () => {
  test('the contact modal closes by Escape and by a backdrop click, and locks page scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Aceitar e fechar' }).click();
    const open = page.getByRole('button', { name: 'Fale conosco' });
    const dialog = page.getByRole('dialog', { name: 'Fale conosco' });

    await open.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Conversar pelo WhatsApp' })).toHaveAttribute('href', /wa\.me\/\d+\?text=/);
    await expect(page.locator('html, body').first()).toHaveCSS('overflow', 'hidden').catch(async () => {
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    });
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await expect(dialog).toBeVisible();
    // Ark starts listening for outside clicks a task after the panel appears; a click within
    // that instant is missed, so the click is repeated until it lands (no person is that fast).
    await expect(async () => {
      await page.mouse.click(20, 400);
      await expect(dialog).toBeHidden({ timeout: 500 });
    }).toPass({ timeout: 7_000 });

    await open.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Fechar janela' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('toasts', () => {
  test('appear at the top right and close by themselves after about 2 s', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    // A sign-in callback nobody started: the code is refused, a toast says so, and login follows.
    await page.goto('/auth/authorization-code/callback?code=forged&session_state=forged&state=forged');
    await expect(page).toHaveURL(/\/login$/);
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Sua sessão não é válida. Entre novamente.');
    const box = await toast.boundingBox();
    expect(box && box.x + box.width).toBeGreaterThan(1280 - 40);
    expect(box?.y).toBeLessThan(120);
    await expectNoSeriousA11yViolations(page);
    await expect(toast).toBeHidden({ timeout: 6_000 });
  });
});

test.describe('legible text', () => {
  for (const path of ['/login', '/register']) {
    test(`at 320 px, with the 80 % base font, no text on ${path} is smaller than 12 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveCSS('font-size', '12.8px');
      const small = await page.evaluate(() => {
        const found: string[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || !node.textContent?.trim() || parent.closest('[aria-hidden=true], script, style')) continue;
          const size = parseFloat(getComputedStyle(parent).fontSize);
          if (size < 12) found.push(`${size}px: ${node.textContent.trim().slice(0, 40)}`);
        }
        return found;
      });
      expect(small).toEqual([]);
    });
  }
});

test.describe('page end', () => {
  /** The document's scroll height and the footer's bottom edge, in document coordinates. */
  async function pageEnd(page: Page) {
    return page.evaluate(() => {
      const footer = document.querySelector('footer[aria-label]');
      if (!footer) throw new Error('no footer');
      return { scrollHeight: document.documentElement.scrollHeight, footerBottom: Math.round(footer.getBoundingClientRect().bottom + window.scrollY) };
    });
  }

  /** Scrolled to the end, the cookie banner (when shown) leaves the footer's links uncovered. */
  async function expectFooterLinksClearOfBanner(page: Page) {
    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    if (!(await banner.isVisible())) return;
    // Parts of a page that arrive after the first paint (home's rows) push the footer down:
    // scroll to the end again on each look until the page has settled.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const bannerTop = (await banner.boundingBox())?.y ?? 0;
        const contact = await page.getByRole('button', { name: 'Fale conosco' }).boundingBox();
        return contact ? bannerTop - (contact.y + contact.height) : -1;
      }, { message: 'room between the footer links and the cookie banner' })
      .toBeGreaterThanOrEqual(0);
  }

  async function expectPageEndsWithFooter(page: Page) {
    // A signed-in page's footer comes once the page is on screen.
    await expect(page.locator('footer[aria-label]')).toBeAttached();
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Nothing below the footer: the document is exactly as tall as its content.
      await expect
        .poll(async () => {
          const { scrollHeight, footerBottom } = await pageEnd(page);
          return scrollHeight - footerBottom;
        }, { message: `space below the footer at ${width} px` })
        .toBe(0);
      await expectFooterLinksClearOfBanner(page);
    }
  }

  test('public pages end with the footer, with and without the cookie banner', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
    await expectPageEndsWithFooter(page);
    await acceptCookies(page);
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden();
    await expectPageEndsWithFooter(page);
  });

  test('signed-in pages end with the footer, with and without the cookie banner', async ({ page }) => {
    await openSignedIn(page, 'aluna.vip@example.com');
    await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
    await expectPageEndsWithFooter(page);
    await acceptCookies(page);
    await expectPageEndsWithFooter(page);
  });
});
