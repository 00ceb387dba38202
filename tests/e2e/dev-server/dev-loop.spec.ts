import { expect, test, type ConsoleMessage } from '@playwright/test';
import { acceptCookiePolicy, DEMO_PASSWORD } from '../support/session';

/**
 * `npm run dev` as a developer meets it: the dev server (hot reload, dev build) hands the APIs and
 * the token server to the reference backend it started, so a person signs in on the dev server's
 * own address, sees real data, and watches a private flow in the inspector.
 */
/** A dev build is slower than the production one (no minified bundles, the inspector on), so the first arrivals wait longer than a spec usually does. */
const FIRST_VISIT = { timeout: 30_000 };

test('a developer signs in on the dev server, sees data from the reference backend and inspects a private flow', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await acceptCookiePolicy(page.context());
  const inspectorLines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[inspect]')) inspectorLines.push(message.text());
  });

  // The inspector is asked for once, on any page; the choice is kept for the pages that follow.
  await page.goto('/?inspect=log');
  const homeData = page.waitForResponse((response) => response.url().startsWith(`${baseURL}/records/api/`) && response.ok());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Já tenho conta' }).click();
  await expect(page).toHaveURL(/\/realms\/plataforma\/login-actions\/authenticate\//, FIRST_VISIT);
  expect(new URL(page.url()).origin).toBe(baseURL);
  await page.getByLabel(/e-mail/i).fill('aluna.vip@example.com');
  await page.getByLabel(/senha/i).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page).toHaveURL(/\/home$/, FIRST_VISIT);

  // The sign-in page was the token server's, reached through the dev server; so is the data.
  await homeData;
  await expect(page.getByText('Olá, Júlia!')).toBeVisible(FIRST_VISIT);
  await expect(page.getByRole('heading', { name: 'Jornadas educacionais' })).toBeVisible(FIRST_VISIT);
  expect(new URL(page.url()).origin).toBe(baseURL);

  // A flow only a signed-in person reaches: the legal representative scene and its machine.
  const sponsorStarted = page.waitForEvent('console', (message: ConsoleMessage) => /^\[inspect\] sponsor#\S+ started$/.test(message.text()));
  await page.goto('/profile/sponsor');
  await sponsorStarted;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(FIRST_VISIT);
  expect(inspectorLines.some((line) => /^\[inspect\] sponsor#\S+ \S+ --always--> \S+/.test(line))).toBe(true);
});
