import { expect, test } from '@playwright/test';
import { openGallery } from './gallery-helpers';

// The whole gallery at the three breakpoints (docs/product/shell.md, Limits) in both themes: nothing
// sticks out sideways. With GALLERY_SHOTS=1 each is also captured for designers and QA into
// test-results/gallery-screenshots/ (not committed); a full-page capture of the gallery is the
// heaviest paint of the suite, so a run that keeps no pictures, like CI's, skips it.
const CAPTURE = Boolean(process.env.GALLERY_SHOTS);

for (const width of [320, 640, 1280]) {
  for (const theme of ['light', 'dark'] as const) {
    test(`gallery at ${width} px, ${theme}`, async ({ page }) => {
      // Beside the app's shards on two cores, a capture takes from 25 s to over 30 s, the default budget of a test.
      if (CAPTURE) test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await openGallery(page, theme);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      // Nothing may stick out sideways at any width.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      if (!CAPTURE) return;
      // Scroll through once so lazy images load before the full-page capture.
      for (let y = 0; y < 12_000; y += 800) await page.mouse.wheel(0, 800);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `test-results/gallery-screenshots/gallery-${width}-${theme}.png`, fullPage: true, animations: 'disabled' });
    });
  }
}

test('?sections= opens only the sections named; unknown names are ignored, and none left opens them all', async ({ page }) => {
  await openGallery(page, 'light', ['cards', 'secao-que-nao-existe', 'cutscene']);
  await expect(page).toHaveURL(/\/dev\/ui\?sections=cards(%2C|,)cutscene$/);
  await expect(page.locator('main > section')).toHaveCount(2);
  await expect(page.getByTestId('section-cards')).toBeVisible();
  await expect(page.getByTestId('section-cutscene')).toBeVisible();
  // A section not shown is one click away, in the whole gallery.
  await page.getByRole('navigation', { name: 'Seções da galeria' }).getByRole('link', { name: 'Carrosséis' }).click();
  await expect(page).toHaveURL(/\/dev\/ui#carousel$/);
  await expect(page.getByTestId('section-carousel')).toBeVisible();
  await expect(page.locator('main > section')).toHaveCount(13);
  await openGallery(page, 'light', ['secao-que-nao-existe']);
  await expect(page.locator('main > section')).toHaveCount(13);
});
