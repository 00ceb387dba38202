import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { acceptCookiePolicy, openSignedIn } from '../support/session';

/**
 * The notifications panel and the bell (docs/product/notifications.md, Screens and States), on the bell demo account
 * (notificacoes@example.com: 320 notifications, 5 current quests). The mark-all-read call is
 * answered in the browser, except in the one test that checks the server keeps it, so every test
 * starts with more than 99 unread.
 */

const EMAIL = 'notificacoes@example.com';
const TOTAL_ITEMS = 5 + 320;

async function signInAs(page: Page, { keepUnread = true } = {}) {
  if (keepUnread) await page.route('**/records/api/notifications/read-all', (route) => route.fulfill({ status: 204 }));
  await acceptCookiePolicy(page.context());
  await openSignedIn(page, EMAIL);
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Suas notificações' });
const list = (page: Page) => panel(page).getByRole('region', { name: 'Missões e notificações' });

/** Scrolls the panel's list to its end until the server's last page came; returns the rows in the DOM on the way. */
async function scrollToTheEnd(page: Page) {
  let most = 0;
  for (let round = 0; round < 200; round += 1) {
    await list(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.waitForTimeout(40);
    most = Math.max(most, await list(page).locator('li').count());
    const last = await list(page).locator('li[aria-posinset]').last().getAttribute('aria-posinset');
    if (Number(last) === TOTAL_ITEMS && (await list(page).getAttribute('aria-busy')) !== 'true') break;
  }
  return most;
}

for (const theme of ['light', 'dark'] as const) {
  for (const width of [320, 640, 1280]) {
    test(`${width} px ${theme}: badge 99+, open the panel, scroll every notification, follow a tournament`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: theme, reducedMotion: 'no-preference' });
      await page.addInitScript((t) => window.localStorage.setItem('theme', t), theme);
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page);

      await expect(bell(page)).toHaveAccessibleName('Notificações: 99+ novas');
      await expect(bell(page).locator('[data-ringing]')).toHaveCSS('animation-name', 'bellRing');
      await bell(page).click();
      await expect(panel(page)).toBeVisible();
      // The count drops to 0 at once (the page behind the open panel is hidden from the accessibility tree; docs/product/notifications.md, States).
      await expect(bell(page)).toHaveAttribute('aria-label', 'Notificações');
      await expect(list(page).locator('li').first()).toContainText('Missão');
      await expectNoSeriousA11yViolations(page);

      const rows = await scrollToTheEnd(page);
      expect(rows).toBeLessThanOrEqual(60);
      await expect(list(page).locator('li[aria-posinset]').last()).toHaveAttribute('aria-posinset', String(TOTAL_ITEMS));
      await expect(list(page).locator('li[aria-posinset]').last()).toContainText('#1');
      await expect(list(page)).not.toHaveAttribute('aria-busy', 'true');

      // The newest notification leads to the running tournament 14.
      await list(page).evaluate((element) => element.scrollTo({ top: 0 }));
      const tournament = panel(page).getByRole('link', { name: /Torneio começando #320/ });
      await expect(tournament).toHaveAttribute('href', '/tournaments/detail?id=14');
      await tournament.click();
      await expect(page).toHaveURL(/\/tournaments\/detail\?id=14$/);
      await expect(panel(page)).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Copa Squad League of Legends');
    });
  }
}

test('keyboard only: the bell opens the panel, Escape closes it back to the bell, Enter follows an item', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page);
  await page.goto('/teams');
  await bell(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(bell(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(list(page).locator('a').first()).toBeVisible();
  // Close button, the list region, then the first item.
  for (let i = 0; i < 4 && !(await list(page).locator('a').first().evaluate((a) => a === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(list(page).locator('a').first()).toBeFocused();
  await expect(list(page).locator('a').first()).toHaveAttribute('href', '/tournaments/detail?id=1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/tournaments\/detail\?id=1$/);
  await expect(panel(page)).toHaveCount(0);
});

test('a link to the page already open only closes the panel', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page);
  await page.goto('/tournaments/detail?id=1');
  await bell(page).click();
  await panel(page).getByRole('link', { name: /Entre no torneio/ }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/tournaments\/detail\?id=1$/);
});

test('a failed page keeps what was loaded and offers a retry', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 800 });
  let failing = true;
  await page.route(/\/records\/api\/notifications\?page=1&/, (route) => (failing ? route.fulfill({ status: 503, body: '' }) : route.fallback()));
  await signInAs(page);
  await bell(page).click();
  await list(page).evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(panel(page).getByRole('alert')).toContainText('Não conseguimos carregar as notificações.');
  await expect(list(page).locator('li[aria-posinset]').last()).toHaveAttribute('aria-posinset', '10');
  failing = false;
  await panel(page).getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(panel(page).getByRole('alert')).toHaveCount(0);
  await expect.poll(async () => Number(await list(page).locator('li[aria-posinset]').last().getAttribute('aria-posinset'))).toBeGreaterThan(10);
  await expectNoSeriousA11yViolations(page);
});

test('nothing to show: the empty state; a malformed answer: the error, never a blank panel', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.route('**/records/api/quests/current', (route) => route.fulfill({ json: [] }));
  let body: unknown = { content: [], number: 0, size: 5, last: true };
  await page.route(/\/records\/api\/notifications\?/, (route) => route.fulfill({ json: body }));
  await signInAs(page);
  await bell(page).click();
  await expect(panel(page).getByRole('heading', { name: 'Nenhuma notificação por aqui' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await panel(page).getByRole('button', { name: 'Fechar' }).click();
  body = { content: [{ id: 'x', title: '<img src=x onerror=alert(1)>' }], last: 'no' };
  await bell(page).click();
  await expect(panel(page).getByRole('alert')).toContainText('Não conseguimos carregar as notificações.');
});

test('opening the panel marks everything read on the server: after a reload only the quests count', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAs(page, { keepUnread: false });
  await expect(bell(page)).toHaveAccessibleName('Notificações: 99+ novas');
  const marked = page.waitForResponse((response) => response.url().endsWith('/notifications/read-all'));
  await bell(page).click();
  expect((await marked).status()).toBe(204);
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notificações: 5 novas');
  // Leaves the account as the other tests expect it.
  expect((await request.post(`/dev/notifications/unread?user=${EMAIL}`)).ok()).toBe(true);
});

test('a failed mark-all-read is only logged: the badge stays at 0 while the page lives', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/records/api/notifications/read-all', (route) => route.fulfill({ status: 500, body: '' }));
  await signInAs(page, { keepUnread: false });
  await bell(page).click();
  // The panel is open (Escape reaches it only then) and the badge is gone at once.
  await expect(panel(page)).toBeVisible();
  await expect(bell(page)).toHaveAttribute('aria-label', 'Notificações');
  await expect.poll(() => warnings.some((w) => w.includes('Could not mark the notifications read'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notificações');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('reduced motion: the bell does not ring', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.setViewportSize({ width: 640, height: 800 });
  await signInAs(page);
  await expect(bell(page).locator('[data-ringing]')).toHaveCSS('animation-name', 'none');
});
