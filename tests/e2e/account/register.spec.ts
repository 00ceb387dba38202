import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** A fresh name per run, so a reused server (whose database keeps accounts) never sees it twice. */
const unique = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;

async function open(page: Page, width: number, query = '') {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/register${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Crie sua conta' })).toBeVisible();
  // The form's fields are named by their visible labels, with the required mark.
  await expect(page.getByRole('textbox', { name: /^Nome de usuário/ })).toBeVisible();
  const cookies = page.getByRole('button', { name: 'Aceitar e fechar' });
  if (await cookies.isVisible()) await cookies.click();
}

const field = (page: Page, name: string) => page.locator(`form [name="${name}"]:is(input, select)`);

async function fillForm(page: Page, values: { userName: string; email: string }) {
  await field(page, 'userName').fill(values.userName);
  await field(page, 'email').fill(values.email);
  await field(page, 'password').fill('Segredo1');
  await field(page, 'passwordConfirmation').fill('Segredo1');
  await field(page, 'firstName').fill('Ana');
  await field(page, 'lastName').fill('Souza');
  await field(page, 'birthDate').fill('15/03/2009');
  await field(page, 'stateId').selectOption({ label: 'São Paulo' });
  await expect(field(page, 'cityId')).toBeEnabled();
  await field(page, 'cityId').selectOption({ label: 'Campinas' });
  await page.getByText('Estudante', { exact: true }).click();
}

test.describe('registration (/register)', () => {
  for (const width of [320, 1280]) {
    test(`creates an account at ${width} px and shows the e-mail verification step`, async ({ page }) => {
      await open(page, width);
      const userName = unique('ana');
      const email = `${userName}@escola.example`;
      await fillForm(page, { userName, email });

      const submit = page.getByTestId('register-submit');
      await expect(submit).toBeDisabled(); // disabled until the terms are accepted (docs/product/account.md, Rules)
      await page.getByText('Li e aceito os termos de uso e a política de privacidade').click();
      await expect(submit).toBeEnabled();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);

      await submit.click();
      const done = page.getByTestId('register-done');
      await expect(done.getByRole('heading', { level: 1, name: 'Conta criada!' })).toBeVisible();
      await expect(done).toContainText(`Enviamos um link de confirmação para ${email}.`);
      await expect(done).toContainText('Confirme seu e-mail antes de entrar');
      await expect(page.getByRole('heading', { level: 1, name: 'Conta criada!' })).toBeFocused();
      await expectNoSeriousA11yViolations(page);

      // The login button starts the sign-in at the token server.
      await page.getByTestId('register-login').click();
      await expect(page).not.toHaveURL(/\/register/);
    });
  }

  test('checks the rules on submit only, shows each message on its field and keeps what was typed', async ({ page }) => {
    await open(page, 640);
    await field(page, 'userName').fill('ana souza');
    await field(page, 'password').fill('segredo');
    await field(page, 'passwordConfirmation').fill('outra');
    await field(page, 'birthDate').fill('01/01/2020');
    // Nothing is checked while typing.
    await expect(page.getByText('O nome de usuário não pode ter espaços.')).toHaveCount(0);

    await page.getByText('Li e aceito os termos de uso e a política de privacidade').click();
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('O nome de usuário não pode ter espaços.')).toBeVisible();
    await expect(page.getByText('Informe seu e-mail.')).toBeVisible();
    await expect(page.getByText('A senha precisa ter pelo menos uma letra maiúscula.')).toBeVisible();
    await expect(page.getByText('As senhas não conferem.')).toBeVisible();
    await expect(page.getByText('É preciso ter pelo menos 13 anos.')).toBeVisible();
    await expect(page.getByText('Escolha o estado.')).toBeVisible();
    await expect(page.getByText('Corrija os campos indicados.')).toBeVisible();
    await expect(field(page, 'userName')).toBeFocused();
    await expect(field(page, 'userName')).toHaveValue('ana souza');
    await expect(field(page, 'birthDate')).toHaveValue('01/01/2020');
    await expectNoSeriousA11yViolations(page);
  });

  test('shows the server refusing a taken user name and e-mail on their fields', async ({ page }) => {
    await open(page, 1280);
    await fillForm(page, { userName: 'pedro.demo', email: 'Aluno@Example.com' });
    await page.getByText('Li e aceito os termos de uso e a política de privacidade').click();
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('Este nome de usuário já está em uso.')).toBeVisible();
    await expect(page.getByText('Este e-mail já está cadastrado.')).toBeVisible();
    await expect(field(page, 'userName')).toBeFocused();
    await expect(field(page, 'cityId')).toHaveValue('24002');

    // Fixing the name and the e-mail is enough: the rest was kept.
    const userName = unique('bia');
    await field(page, 'userName').fill(userName);
    await field(page, 'email').fill(`${userName}@escola.example`);
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-done')).toBeVisible();
  });

  test('offers the activation code by a link, or shows it with showActivationCode=true, and honours the code in the link', async ({ page }) => {
    await open(page, 1280);
    await expect(field(page, 'activationCode')).toHaveCount(0);
    await page.getByRole('button', { name: 'Tenho um código de ativação' }).click();
    await expect(field(page, 'activationCode')).toBeFocused();

    await open(page, 1280, '?showActivationCode=true&activationCode=NAOEXISTE1&referrer_id=1');
    await expect(field(page, 'activationCode')).toHaveValue('NAOEXISTE1');
    await expect(page.getByText('Você chegou por um convite de amigo. Boas-vindas!')).toBeVisible();
    const userName = unique('caio');
    await fillForm(page, { userName, email: `${userName}@escola.example` });
    await page.getByText('Li e aceito os termos de uso e a política de privacidade').click();
    await page.getByTestId('register-submit').click();
    await expect(page.getByText('Código de ativação não encontrado ou já utilizado.')).toBeVisible();
    await expect(field(page, 'activationCode')).toBeFocused();
  });

  test('asks for the state before the city, tells when the cities do not come and fetches them again', async ({ page }) => {
    await open(page, 640);
    const city = field(page, 'cityId');
    await expect(city).toBeDisabled();
    await expect(city.locator('option').first()).toHaveText('Escolha o estado primeiro');

    // São Paulo's cities do not come (the app asks twice), until the person retries.
    let serving = false;
    await page.route('**/public/states/*/cities', (route) => (serving ? route.fallback() : route.fulfill({ status: 503, contentType: 'application/json', body: '{}' })));
    await field(page, 'stateId').selectOption({ label: 'São Paulo' });
    await expect(page.getByText('Não foi possível carregar as cidades deste estado.')).toBeVisible();
    await expect(city).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    serving = true;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(city).toBeEnabled();
    await city.selectOption({ label: 'Campinas' });

    // Another state starts the city afresh, with that state's cities.
    await field(page, 'stateId').selectOption({ label: 'Rio de Janeiro' });
    await expect(city).toBeEnabled();
    await expect(city).toHaveValue('');
    await expect(city.locator('option', { hasText: 'Campinas' })).toHaveCount(0);
  });
});
