import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openGallery } from './gallery-helpers';

test.beforeEach(async ({ page }) => {
  await openGallery(page, 'light', ['carousel']);
});

test('a 50-item carousel moves with its buttons from the keyboard', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'Inscrições abertas (50)' });
  await carousel.scrollIntoViewIfNeeded();
  const previous = carousel.getByRole('button', { name: 'Anterior' });
  const next = carousel.getByRole('button', { name: 'Próximo' });
  await expect(previous).toBeDisabled();
  await expect(carousel.getByText(/^Item 1 de \d+$/)).toBeVisible();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(carousel.getByText(/^Item 2 de \d+$/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(carousel.getByText(/^Item 3 de \d+$/)).toBeVisible();
  await expect(previous).toBeEnabled();
  await previous.focus();
  await page.keyboard.press('Space');
  await expect(carousel.getByText(/^Item 2 de \d+$/)).toBeVisible();
  // Slides out of view are out of the tab order.
  const hidden = carousel.locator('[data-part=item][inert]');
  expect(await hidden.count()).toBeGreaterThan(40);
  await expectNoSeriousA11yViolations(page, '#carousel');
});

test('a swipe (drag) scrolls to the following cards', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'Inscrições abertas (50)' });
  await carousel.scrollIntoViewIfNeeded();
  const group = carousel.locator('[data-part=item-group]');
  const box = await group.boundingBox();
  if (!box) throw new Error('carousel not laid out');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 20, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, y, { steps: 8 });
  await page.mouse.move(box.x + 20, y, { steps: 8 });
  await page.mouse.up();
  await expect(carousel.getByText(/^Item 1 de \d+$/)).toBeHidden();
  await expect.poll(() => group.evaluate((el) => el.scrollLeft)).toBeGreaterThan(100);
  // A drag that ends over a card does not open it; a plain click on a card still reaches it.
  const clicks = await page.evaluateHandle(() => {
    const seen = { count: 0 };
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('[data-part=item]')) seen.count += 1;
    });
    return seen;
  });
  // Pressed on a card in view and released over the same card, which moved along with the mouse.
  const middle = box.x + box.width / 2;
  await page.mouse.move(middle, y);
  await page.mouse.down();
  await page.mouse.move(middle - 150, y, { steps: 8 });
  await page.mouse.up();
  expect(await clicks.evaluate((seen) => seen.count)).toBe(0);
  await carousel.locator('[data-part=item]:not([inert]) a').first().click();
  expect(await clicks.evaluate((seen) => seen.count)).toBe(1);
});

test('dots follow the arrow keys and a single item disables both buttons', async ({ page }) => {
  const courses = page.getByRole('region', { name: 'Jornadas educacionais' });
  await courses.scrollIntoViewIfNeeded();
  const dots = courses.locator('[data-part=indicator]');
  const count = await dots.count();
  expect(count).toBeGreaterThan(1);
  await dots.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(dots.nth(1)).toHaveAttribute('data-current', '');
  await page.keyboard.press('End');
  await expect(dots.nth(count - 1)).toHaveAttribute('data-current', '');

  const single = page.getByRole('region', { name: 'Um único torneio' });
  await expect(single.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect(single.getByRole('button', { name: 'Próximo' })).toBeDisabled();
  await expect(single.getByRole('link')).toHaveCount(1);
});

test('at 320 px, with the 80 % base font, the dots stay 24 px targets', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  const courses = page.getByRole('region', { name: 'Jornadas educacionais' });
  await courses.scrollIntoViewIfNeeded();
  const dots = courses.locator('[data-part=indicator]');
  expect(await dots.count()).toBeGreaterThan(1);
  const box = await dots.first().boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);
  await expectNoSeriousA11yViolations(page, '#carousel');
});
