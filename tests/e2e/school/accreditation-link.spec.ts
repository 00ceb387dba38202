import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { acceptCookiePolicy } from '../support/session';

/**
 * The page a school's official e-mail links to (docs/product/school.md, Rules): whoever reads that
 * mailbox confirms a director's accreditation request, or discards one nobody at the school made.
 * Each test takes a fresh request for a school no one asked for yet, from the dev control
 * `POST /dev/schools/accreditation-request` (server/README.md), and opens it signed out.
 */

interface DevRequest {
  school: { inepCode: string; name: string };
  path: string;
}

async function freshRequest(request: APIRequestContext, options: { expired?: boolean } = {}): Promise<DevRequest> {
  const answer = await request.post('/dev/schools/accreditation-request', { data: options });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as DevRequest;
}

async function openLink(page: Page, path: string) {
  await acceptCookiePolicy(page.context());
  await page.goto(path);
}

const statusOf = async (request: APIRequestContext, inep: string) =>
  ((await (await request.get(`/educational/api/public/schools/inep-code/${inep}`)).json()) as { accreditationStatus: number }).accreditationStatus;

test('a school discards a request nobody there made, by keyboard alone, and nothing changes for it', async ({ page, request }) => {
  const made = await freshRequest(request);
  await page.setViewportSize({ width: 640, height: 900 });
  await openLink(page, made.path);
  const shown = page.getByTestId('accreditation-link-request');
  await expect(shown).toContainText(made.school.name);
  await expect(shown).toContainText(`INEP ${made.school.inepCode}`);
  await expect(shown).toContainText('Rosa Andrade');

  // Tab from the top of the page to "Não reconheço este pedido", past "Confirmar pedido".
  const decline = page.getByRole('button', { name: 'Não reconheço este pedido' });
  for (let step = 0; step < 30 && !(await decline.evaluate((button) => button === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(decline).toBeFocused();
  await page.keyboard.press('Enter');
  const declined = page.getByTestId('accreditation-link-declined');
  await expect(declined).toContainText('Pedido descartado');
  await expect(declined).toBeFocused();
  await expect(page.getByTestId('toast').filter({ hasText: 'Pedido descartado. Nada mudou para a escola.' })).toBeVisible();
  expect(await statusOf(request, made.school.inepCode)).toBe(0);

  // The link no longer confirms anything.
  await page.reload();
  await expect(page.getByTestId('accreditation-link-unavailable')).toContainText('Pedido já descartado');
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toHaveCount(0);
});

test('a link past its 48 hours, and one that does not exist, say why and offer nothing', async ({ page, request }) => {
  const expired = await freshRequest(request, { expired: true });
  await openLink(page, expired.path);
  const unavailable = page.getByTestId('accreditation-link-unavailable');
  await expect(unavailable).toContainText('Link vencido');
  await expect(unavailable).toContainText('48 horas');
  await expect(page.getByRole('button', { name: 'Confirmar pedido' })).toHaveCount(0);

  await page.goto('/school/accreditation/link-que-nao-existe-000000000');
  await expect(unavailable).toContainText('Link não encontrado');
  await unavailable.getByRole('link', { name: 'Ir para a Arena Escolar' }).click();
  await expect(page).not.toHaveURL(/\/school\/accreditation\//);
});

test('the page comes with its request: it shows without a read of its own or the HTTP client, which comes with the answer', async ({ page, request }) => {
  const made = await freshRequest(request);
  const reads: string[] = [];
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/accreditation-requests/')) reads.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  });
  page.on('response', async (answer) => {
    if (answer.request().resourceType() === 'script') scripts.push(await answer.text().catch(() => ''));
  });
  await openLink(page, made.path);
  await expect(page.getByTestId('accreditation-link-request')).toContainText(made.school.name);
  await page.waitForLoadState('networkidle');
  expect(reads).toEqual([]);
  // ofetch's code (which reads an answer by its `responseType`) is in no script fetched before the school answers.
  expect(scripts.filter((text) => text.includes('responseType'))).toEqual([]);
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByTestId('accreditation-link-confirmed')).toBeVisible();
  expect(scripts.filter((text) => text.includes('responseType'))).toHaveLength(1);
  expect(reads).toEqual([`POST /educational/api/public/schools/accreditation-requests/${made.path.split('/').pop()}/confirm`]);
  expect(await statusOf(request, made.school.inepCode)).toBe(2);
});

test('a confirmation the server cannot take leaves the request to answer again', async ({ page, request }) => {
  const made = await freshRequest(request);
  await openLink(page, made.path);
  let failures = 1;
  await page.route('**/accreditation-requests/*/confirm', (route) => (failures-- > 0 ? route.abort('failed') : route.continue()));
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: /conexão|servidor|erro/i }).first()).toBeVisible();
  await expect(page.getByTestId('accreditation-link-request')).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(page.getByTestId('accreditation-link-confirmed')).toBeVisible();
  expect(await statusOf(request, made.school.inepCode)).toBe(2);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the school's link page has no serious accessibility finding at 320, 640 and 1280 px in ${theme}`, async ({ page, request }) => {
    const made = await freshRequest(request);
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    await openLink(page, made.path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const width of [320, 640, 1280] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.getByTestId('accreditation-link-request')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      // Nothing runs off the side of a narrow screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: test.info().outputPath(`request-${width}-${theme}.png`), fullPage: true });
    }
    await page.getByRole('button', { name: 'Confirmar pedido' }).click();
    await expect(page.getByTestId('accreditation-link-confirmed')).toBeVisible();
    for (const width of [320, 1280] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({ path: test.info().outputPath(`confirmed-${width}-${theme}.png`), fullPage: true });
    }
  });
}
