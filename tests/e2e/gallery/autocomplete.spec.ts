import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openGallery } from './gallery-helpers';

test('waits 300 ms after the last keystroke before searching, then shows at most 5 suggestions', async ({ page }) => {
  // A controlled clock makes the 300 ms debounce exact on a busy machine.
  await page.clock.install({ time: new Date('2025-03-01T10:00:00-03:00') });
  await openGallery(page, 'light', ['autocomplete']);
  await page.clock.pauseAt(new Date('2025-03-01T10:01:00-03:00'));
  const input = page.getByRole('combobox', { name: 'Cidade' });
  const calls = page.getByTestId('search-calls');
  await input.focus();
  // The combobox's code comes when the field is reached for, and takes the field's place focused:
  // the debounce below is the combobox's own.
  await expect(page.locator('#autocomplete [data-scope=combobox][data-part=input]')).toBeFocused();
  await page.keyboard.type('sa');
  await page.clock.runFor(299);
  await expect(calls).toHaveText('0');
  await page.keyboard.type('o');
  await page.clock.runFor(299);
  await expect(calls).toHaveText('0');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.clock.runFor(1);
  // One search, for the whole query, once typing stopped for 300 ms.
  await expect(calls).toHaveText('1');
  await page.clock.runFor(200);
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  // 'sao' (no accent) starts six cities: São Paulo, São Carlos, São José dos Campos, São Bernardo do Campo, São Luís, São Gonçalo.
  await expect(options).toHaveCount(5);
  await expect(options.first()).toHaveText('São Paulo');
  await expect(calls).toHaveText('1');
  const box = await page.locator('[data-scope=combobox][data-part=content]').first().boundingBox();
  expect(box?.height ?? 0).toBeLessThanOrEqual(200);
  await page.clock.resume();
  await expectNoSeriousA11yViolations(page, '#autocomplete');
});

test.describe('with the real clock', () => {
  test.beforeEach(async ({ page }) => {
    await openGallery(page, 'light', ['autocomplete']);
  });

test('is operated by keyboard: arrows move, Enter picks, Escape closes', async ({ page }) => {
  const input = page.getByRole('combobox', { name: 'Cidade' });
  await input.focus();
  await page.keyboard.type('Cu');
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(options).toHaveText(['Curitiba', 'Cuiabá']);
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('data-highlighted', '');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('picked')).toHaveText('Cuiabá');
  await expect(input).toHaveValue('Cuiabá');
  await expect(page.getByRole('listbox')).toBeHidden();

  await input.fill('');
  await page.keyboard.type('ma');
  await expect(options.first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
});

test('matches the start of a name only, ignoring case and accents, and says when nothing matches', async ({ page }) => {
  const input = page.getByRole('combobox', { name: 'Cidade' });
  await input.focus();
  await page.keyboard.type('OBI');
  await expect(page.getByRole('option')).toHaveText(['Óbidos']);
  await input.fill('');
  // 'paulo' is inside 'São Paulo' but does not start it.
  await page.keyboard.type('paulo');
  await expect(page.getByText('Nenhum resultado encontrado').first()).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '#autocomplete');
});
});
