import { expect, test } from '@playwright/test';
import { seriousA11yViolations } from './support/axe';

// Two icon buttons side by side, each `size` px square: below 24 px with no room around them they
// miss WCAG 2.2's target size (2.5.8).
function pageWithButtons(size: number) {
  const button = (label: string) =>
    `<button type="button" aria-label="${label}" style="width:${size}px;height:${size}px;padding:0;margin:0;border:1px solid;box-sizing:border-box">${label === 'Mais' ? '+' : '-'}</button>`;
  return `<!doctype html><html lang="pt-BR"><head><title>Alvos</title></head><body><main><h1>Alvos</h1><div style="display:flex">${button('Mais')}${button('Menos')}</div></main></body></html>`;
}

test('the accessibility check reports buttons smaller than 24 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(pageWithButtons(16));
  const report = await seriousA11yViolations(page);
  expect(report.map((line) => line.split(' ')[0])).toEqual(['target-size']);
});

test('the accessibility check accepts the same buttons at 24 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.setContent(pageWithButtons(24));
  expect(await seriousA11yViolations(page)).toEqual([]);
});
