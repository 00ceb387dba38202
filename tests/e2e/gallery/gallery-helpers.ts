import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Opens /dev/ui with the theme stored the way the app stores it (read before the first paint). */
export async function openGallery(page: Page, theme: 'light' | 'dark' = 'light') {
  // The cookie banner is the shell's; accepted here so it does not cover the components.
  await page.context().addCookies([{ name: 'CookiePolicyAccepted', value: 'true', url: `http://localhost:${process.env.E2E_GALLERY_PORT ?? 5174}` }]);
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  await page.goto('/dev/ui');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** WCAG 2.1 A/AA plus target-size; fails on any serious or critical violation inside `selector`. */
export async function expectNoSeriousA11yViolations(page: Page, selector?: string) {
  // @axe-core/playwright types its page with its own playwright-core copy; the object is the same.
  let builder = new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).options({ rules: { 'target-size': { enabled: true } } });
  if (selector) builder = builder.include(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
  expect(report, report.join('\n')).toEqual([]);
}
