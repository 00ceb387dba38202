import { expect, type Page } from '@playwright/test';

/**
 * Opens /dev/ui with the theme stored the way the app stores it (read before the first paint):
 * only the `sections` a spec is about when it names them, the whole gallery otherwise.
 */
export async function openGallery(page: Page, theme: 'light' | 'dark' = 'light', sections: readonly string[] = []) {
  // The cookie banner is the shell's; accepted here so it does not cover the components.
  await page.context().addCookies([{ name: 'CookiePolicyAccepted', value: 'true', url: `http://localhost:${process.env.E2E_GALLERY_PORT ?? 5174}` }]);
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  await page.goto(sections.length > 0 ? `/dev/ui?sections=${sections.join(',')}` : '/dev/ui');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}
