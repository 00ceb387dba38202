import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * The first complete journey (issue: session and first journey): register → confirmation →
 * verification link from the dev outbox → sign in on the token server → welcome onboarding →
 * conclude → /home with the greeting → reload stays signed in → logout → login page.
 */
const field = (page: Page, name: string) => page.locator(`form [name="${name}"]:is(input, select)`);

test('a new student registers, verifies the e-mail, signs in, is welcomed, and signs out', async ({ page }) => {
  test.setTimeout(90_000);
  const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 90 + 10)}`;
  const userName = `bia${suffix}`;
  const email = `${userName}@escola.example`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Aceitar e fechar' }).click();
  await page.getByRole('link', { name: 'Quero participar' }).click();
  await expect(page).toHaveURL(/\/register$/);

  await field(page, 'userName').fill(userName);
  await field(page, 'email').fill(email);
  await field(page, 'password').fill('Segredo1');
  await field(page, 'passwordConfirmation').fill('Segredo1');
  await field(page, 'firstName').fill('Beatriz');
  await field(page, 'lastName').fill('Lima');
  await field(page, 'birthDate').fill('20/08/2010');
  await field(page, 'stateId').selectOption({ label: 'Bahia' });
  await expect(field(page, 'cityId')).toBeEnabled();
  await field(page, 'cityId').selectOption({ index: 1 });
  await page.getByText('Estudante', { exact: true }).click();
  await page.getByText('Li e aceito os termos de uso e a política de privacidade').click();
  await page.getByTestId('register-submit').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conta criada!' })).toBeVisible();

  // An unverified account cannot sign in yet.
  await page.getByTestId('register-login').click();
  await expect(page).toHaveURL(/\/realms\/plataforma\//);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/senha/i).first().fill('Segredo1');
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page.getByText(/confirm/i).first()).toBeVisible();

  // The verification e-mail, from the development outbox.
  const outbox = (await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ links: string[] }>;
  const link = outbox[0]?.links[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(/confirmado|verificado/i).first()).toBeVisible();

  // Sign in for real.
  await page.goto('/login');
  await page.getByRole('button', { name: 'Já tenho conta' }).click();
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/senha/i).first().fill('Segredo1');
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page).toHaveURL(/\/home$/);

  const welcome = page.getByRole('dialog', { name: 'Boas-vindas à Arena, Beatriz!' });
  await expect(welcome).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await welcome.getByRole('button', { name: 'Próximo' }).click();
  await page.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('greeting')).toHaveText('Olá, Beatriz!');
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByTestId('greeting')).toHaveText('Olá, Beatriz!');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Já tenho conta' })).toBeVisible();
});
