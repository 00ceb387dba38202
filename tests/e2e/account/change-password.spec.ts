import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { acceptCookiePolicy, openSignedIn, signIn } from '../support/session';
import { skipWelcome } from '../support/welcome';

const PASSWORD = 'Segredo1';
const NEW_PASSWORD = 'Novinha2';

/**
 * A fresh, verified account per test (registered through the API, verified through the link in
 * the development outbox), so changing its password never disturbs the demo accounts.
 */
async function verifiedAccount(page: Page): Promise<string> {
  const userName = `troca${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;
  const email = `${userName}@escola.example`;
  const created = await page.request.post('/records/api/public/account/create', {
    form: { userName, email, password: PASSWORD, firstName: 'Lia', lastName: 'Prado', birthDate: '10/10/2008', acceptUseTerms: 'true' },
  });
  expect(created.status()).toBe(201);
  const outbox = await (await page.request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json();
  const link = (outbox as Array<{ links: string[] }>)[0]!.links[0]!;
  await page.goto(link);
  await expect(page.getByText('E-mail confirmado!')).toBeVisible();
  return email;
}

async function openChangePassword(page: Page, width: number, password = PASSWORD) {
  await page.setViewportSize({ width, height: 900 });
  const email = await verifiedAccount(page);
  await acceptCookiePolicy(page.context());
  await openSignedIn(page, email, '/change-password', { password });
  // A new account sees the welcome onboarding first (it opens after a short delay).
  await skipWelcome(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Trocar senha' })).toBeVisible();
  return email;
}

const field = (page: Page, name: string) => page.locator(`form input[name="${name}"]`);

test.describe('change password (/change-password)', () => {
  test('refuses a wrong current password on its field, changes it, signs out after 2 s and the new password works', async ({ page }) => {
    const email = await openChangePassword(page, 1280);
    await expectNoSeriousA11yViolations(page);

    // Checked on submit (docs/product/account.md, Rules): the new password must differ from the old one.
    await field(page, 'oldPassword').fill(PASSWORD);
    await field(page, 'newPassword').fill(PASSWORD);
    await field(page, 'newPasswordConfirmation').fill('Outra123');
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByText('A nova senha precisa ser diferente da atual.')).toBeVisible();
    await expect(page.getByText('As senhas não conferem.')).toBeVisible();
    await expect(field(page, 'newPassword')).toBeFocused();

    // The server says whether the current one is right.
    await field(page, 'oldPassword').fill('Errada123');
    await field(page, 'newPassword').fill(NEW_PASSWORD);
    await field(page, 'newPasswordConfirmation').fill(NEW_PASSWORD);
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByText('A senha atual está incorreta.')).toBeVisible();
    await expect(field(page, 'oldPassword')).toBeFocused();
    await expect(field(page, 'newPassword')).toHaveValue(NEW_PASSWORD);
    await expectNoSeriousA11yViolations(page);

    await field(page, 'oldPassword').fill(PASSWORD);
    const started = Date.now();
    await page.getByTestId('change-password-submit').click();
    await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
    await expect(page.getByTestId('change-password-done')).toBeVisible();
    await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900); // signs out after 2 seconds (docs/product/account.md, States)

    await signIn(page, email, NEW_PASSWORD);
  });

  test('at 320 px the form fits and closing returns to /home', async ({ page }) => {
    await openChangePassword(page, 320);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Fechar', exact: true }).click();
    await expect(page).toHaveURL(/\/home$/);
  });
});
