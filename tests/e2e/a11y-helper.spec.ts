import { expect, test } from '@playwright/test';
import { A11Y_RULES, seriousA11yViolations } from './support/axe';

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

// A button showing one text under another name. WCAG 2.5.3 (label in name) wants the shown words
// inside the name, for people who say what they see to a speech-control tool; axe checks it in
// `label-content-name-mismatch`, a rule it marks experimental.
function pageWithNamedButton(name: string) {
  return `<!doctype html><html lang="pt-BR"><head><title>Nome</title></head><body><main><h1>Nome</h1><button type="button" aria-label="${name}" style="min-width:44px;min-height:44px">Olá, Beatriz!</button></main></body></html>`;
}

test('the accessibility check reports a button whose name leaves out its visible text', async ({ page }) => {
  await page.setContent(pageWithNamedButton('Menu da conta'));
  const report = await seriousA11yViolations(page);
  expect(report.map((line) => line.split(' ')[0])).toEqual(['label-content-name-mismatch']);
});

test('the accessibility check accepts a name that contains the visible text', async ({ page }) => {
  await page.setContent(pageWithNamedButton('Olá, Beatriz! Menu da conta'));
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the accessibility check runs every WCAG A/AA rule, experimental, deprecated and off-by-default ones included', () => {
  expect(A11Y_RULES).toEqual(expect.arrayContaining(['label-content-name-mismatch', 'target-size', 'color-contrast', 'aria-roledescription']));
});

test('the accessibility check reaches into a frame of the same origin', async ({ page }) => {
  // A frame of the page's own origin, as the app's embedded stand-ins are, with an unnamed button inside.
  await page.route('**/quadro', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="pt-BR"><head><title>Nome</title></head><body><main><h1>Nome</h1><button type="button" style="min-width:44px;min-height:44px"></button></main></body></html>',
    }),
  );
  await page.route('**/pagina', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="pt-BR"><head><title>Quadro</title></head><body><main><h1>Quadro</h1><iframe title="Quadro" src="/quadro"></iframe></main></body></html>' }),
  );
  await page.goto('http://localhost/pagina');
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'Nome' })).toBeVisible();
  const report = await seriousA11yViolations(page);
  expect(report.map((line) => line.split(' ')[0])).toEqual(['button-name']);
});
