import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openGallery } from './gallery-helpers';

test('the ranking reaches its 10,000th row while keeping at most 60 rows in the DOM', async ({ page }) => {
  test.setTimeout(90_000);
  await openGallery(page, 'light', ['infinite-list']);
  const list = page.getByRole('region', { name: 'Ranking da jornada' });
  const rows = list.locator('li');
  const loaded = page.getByTestId('ranking-loaded');
  await list.scrollIntoViewIfNeeded();
  await expect(loaded).toHaveText('500');

  // Keyboard: the list is focusable and scrolls with End / PageDown.
  await list.focus();
  await page.keyboard.press('End');
  await expect(loaded).not.toHaveText('500');

  for (let round = 0; round < 60 && (await loaded.textContent()) !== '10000'; round += 1) {
    await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    expect(await rows.count()).toBeLessThanOrEqual(60);
    await page.waitForTimeout(200);
  }
  await expect(loaded).toHaveText('10000');
  await list.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(list.getByText('#10000')).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(60);
  // Items are 69 px tall with 15 px between them.
  const [first, second] = await rows.evaluateAll((items) => items.slice(-3, -1).map((li) => li.getBoundingClientRect()));
  expect(first?.height).toBe(69);
  expect((second?.top ?? 0) - (first?.top ?? 0)).toBe(84);
  await expectNoSeriousA11yViolations(page, '#infinite-list');
});
