import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { acceptCookiePolicy, openSignedIn } from '../support/session';

test.describe('profile side card', () => {
  for (const width of [320, 1280] as const) {
    test(`shows the player card from the session and the profile at ${width} px`, async ({ page, context }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({ width, height: 900 });
      await acceptCookiePolicy(context);
      // /profile: the side card and the menu; wider screens also show the default scene beside them.
      await openSignedIn(page, 'aluna.vip@example.com', '/profile');
      const defaultScene = page.getByRole('heading', { level: 2, name: 'Dados pessoais' });
      if (width === 1280) await expect(defaultScene).toBeVisible();
      else await expect(defaultScene).toBeHidden();

      const stats = (await (await page.request.get('/records/api/user/profile/stats', {
        headers: { authorization: `Bearer ${(await context.cookies()).find((c) => c.name === 'arena_token')?.value}` },
      })).json()) as { playId: string; level: number };
      const [name, number] = stats.playId.split('#');
      const card = page.locator('aside');
      await expect(card.getByText(name!, { exact: true })).toBeVisible();
      await expect(card.getByText(`#${number}`)).toBeVisible();
      await expect(card.getByText(`Nível ${stats.level}`)).toBeVisible();
      await expectNoSeriousA11yViolations(page);

      await card.getByRole('button', { name: new RegExp(stats.playId.replace('#', '.')) }).click();
      await expect(page.getByTestId('toast')).toContainText('Play ID copiado!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(stats.playId);

      await page.getByRole('navigation', { name: 'Seções do perfil' }).getByRole('link', { name: 'Minha escola' }).click();
      await expect(page).toHaveURL(/\/profile\/my-clan$/);
      await expect(page.getByRole('heading', { level: 2, name: 'Minha escola' })).toBeVisible();
    });
  }

  test('an unknown scene is a page that does not exist', async ({ page }) => {
    await openSignedIn(page, 'aluna.vip@example.com', '/profile/administracao');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  });
});
