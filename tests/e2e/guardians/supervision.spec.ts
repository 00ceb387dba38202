import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { devFamily, type DevFamilyOptions } from '../support/families';
import { acceptCookiePolicy, addSession } from '../support/session';

/**
 * Supervision between a guardian and a minor (docs/product/guardians.md, Supervision): the guardian's
 * controls seen by the minor, and the daily limit that signs the minor out gently. Each test has its
 * own fresh family from the dev control.
 */

const supervisedFamily = (request: APIRequestContext, options: Omit<DevFamilyOptions, 'consented'>) => devFamily(request, { consented: true, ...options });

async function openSignedIn(page: Page, email: string, path: string) {
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), email);
  await page.goto(path);
}

const badge = (page: Page) => page.getByTestId('supervision-badge');
const details = (page: Page) => page.getByTestId('supervision-details');

test('a guardian sets a daily limit and frees purchases; the minor sees both and is told', async ({ browser, request }) => {
  const family = await supervisedFamily(request, { controls: { dailyLimitMinutes: null, purchasesBlocked: true }, usedTodaySeconds: 25 * 60 });
  const minorContext = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const guardianContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const minor = await minorContext.newPage();
  const guardian = await guardianContext.newPage();

  // The minor's top bar always says a guardian supervises, and what that means today.
  await openSignedIn(minor, family.minor.email, '/home');
  await expect(badge(minor)).toHaveAccessibleName('Supervisionado: conta acompanhada por responsável, ver detalhes');
  await badge(minor).click();
  await expect(details(minor)).toContainText('Clara acompanha a sua conta.');
  await expect(details(minor)).toContainText('Sem limite de tempo por dia');
  await expect(details(minor)).toContainText('Compras do Premium bloqueadas');
  await expectNoSeriousA11yViolations(minor);
  await minor.keyboard.press('Escape');
  await expect(details(minor)).toBeHidden();

  // The guardian follows the minor from the list to their page.
  await openSignedIn(guardian, family.guardian.email, '/guardian');
  const card = guardian.getByTestId('supervised-minor').filter({ hasText: family.minor.playId });
  await expect(card).toContainText('Hoje: 25 min, sem limite');
  await expect(card).toContainText('Compras do Premium bloqueadas');
  await card.getByRole('link', { name: `Acompanhar ${family.minor.firstName}` }).click();
  await expect(guardian).toHaveURL(new RegExp(`/guardian/${family.minor.id}$`));
  await expect(guardian.getByRole('heading', { level: 1 })).toContainText(`Acompanhamento de ${family.minor.firstName}`);
  await expect(guardian.getByRole('heading', { level: 2, name: 'Tempo de uso' })).toBeVisible();
  await expect(guardian.getByRole('definition').first()).toHaveText('25 min');
  await expectNoSeriousA11yViolations(guardian);

  const save = guardian.getByRole('button', { name: 'Salvar' });
  await expect(save).toBeDisabled();
  await guardian.getByLabel('Limite de tempo por dia').selectOption({ label: '1 h' });
  const purchases = guardian.getByRole('switch', { name: 'Bloquear compras do Premium' });
  await expect(purchases).toBeChecked();
  await guardian.getByText('Bloquear compras do Premium', { exact: true }).click();
  await expect(purchases).not.toBeChecked();
  await save.click();
  await expect(guardian.getByText(`Pronto! ${family.minor.firstName} vai receber um aviso da mudança.`)).toBeVisible();
  await expect(save).toBeDisabled();
  await expect(guardian.getByText('Limite: 1 h')).toBeVisible();

  // The minor reads the change in the top bar and in the bell.
  await minor.reload();
  await badge(minor).click();
  await expect(details(minor)).toContainText('Limite por dia: 1 h');
  await expect(details(minor)).toContainText('Compras do Premium liberadas');
  await minor.keyboard.press('Escape');
  await minor.getByTestId('notification-bell').click();
  await expect(minor.getByRole('dialog')).toContainText('Seu responsável alterou suas configurações');
  await expect(minor.getByRole('dialog')).toContainText('Clara definiu um limite de 1 h por dia');

  await minorContext.close();
  await guardianContext.close();
});

test('at the daily limit the minor is told, counted down and signed out, and cannot sign in again today', async ({ page, request }) => {
  const family = await supervisedFamily(request, { controls: { dailyLimitMinutes: 15, purchasesBlocked: true }, usedTodaySeconds: 15 * 60 - 3 });
  await openSignedIn(page, family.minor.email, '/home');
  // The last seconds run in the top bar, then the friendly notice takes over.
  await expect(badge(page)).toHaveAccessibleName(/^Restam 0:0\d do seu tempo de hoje/);
  const notice = page.getByRole('alertdialog', { name: 'Seu tempo de hoje acabou' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Você usou todo o tempo combinado com o seu responsável para hoje.');
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: 'Sair agora' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The token server refuses the password until tomorrow, and says why.
  await page.getByRole('button', { name: 'Já tenho conta' }).click();
  await page.getByLabel(/e-mail/i).fill(family.minor.email);
  await page.getByLabel(/senha/i).first().fill('Demo1234');
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page.getByText('Você já usou hoje todo o tempo', { exact: false })).toBeVisible();
  await expect(page).not.toHaveURL(/\/home/);
});

test("a minor's app asks whether a guardian supervises; an adult student's never does", async ({ browser, request }) => {
  const family = await devFamily(request, { consented: false });
  const isSupervisionRead = (url: string) => new URL(url).pathname.endsWith('/user/supervision');
  const open = async (email: string) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (isSupervisionRead(sent.url())) asked.push(sent.url());
    });
    await openSignedIn(page, email, '/home');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    return { page, asked, close: () => context.close() };
  };

  // Not yet consented, the minor is not supervised, but only the server knows that: the app asks.
  const minor = await open(family.minor.email);
  await expect.poll(() => minor.asked.length).toBeGreaterThan(0);
  await minor.close();

  // An adult's app never asks: once everything the page started is answered, no read was sent.
  const adult = await open('adulto@example.com');
  await adult.page.waitForLoadState('networkidle');
  expect(adult.asked).toEqual([]);
  await adult.close();
});
