import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { rewriteAnswer } from '../support/routes';
import { acceptCookiePolicy, addSession } from '../support/session';
import { skipWelcome } from '../support/welcome';

/**
 * /profile/personal-data (docs/product/profile.md, Screens) as the demo student (aluno@example.com, Pedro). Pedro has not
 * gone through the welcome onboarding, and other specs count on that: skipping it here answers the
 * first-access call in the browser, so the server keeps him a first-time student.
 */

const SUCCESS = 'Tudo certo! Ação realizada com sucesso.';

/** Pedro signed in; the next page opened starts signed in. */
async function signInAsStudent(page: Page) {
  await page.route('**/records/api/account/first-access', (route) => route.fulfill({ json: { messageKey: 'status:default.success' } }));
  // Cookies accepted before: the banner would sit under the welcome modal.
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), 'aluno@example.com');
}

async function openPersonalData(page: Page) {
  await page.goto('/profile/personal-data');
  await skipWelcome(page);
  await expect(page.getByTestId('personal-data-form')).toBeVisible();
}

const form = (page: Page) => page.getByTestId('personal-data-form');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label; a required field's label ends with an asterisk. */
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${escaped(label)}\\*?$`));

async function chooseCity(page: Page, typed: string, city: string) {
  const input = form(page).getByRole('combobox', { name: 'Cidade' });
  await input.fill(typed);
  await page.getByRole('option', { name: city }).click();
  await expect(input).toHaveValue(city);
}

async function saveAndConfirm(page: Page) {
  await form(page).getByRole('button', { name: 'Salvar alterações' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Salvar perfil' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: SUCCESS })).toBeVisible();
}

for (const width of [1280, 320] as const) {
  test(`a student completes personal data at ${width} px and finds it kept after a reload`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAsStudent(page);

    if (width === 320) {
      // Phones: /profile is the menu only; a scene replaces it, and the back arrow returns.
      await page.goto('/profile');
      await skipWelcome(page);
      const menu = page.getByRole('navigation', { name: 'Seções do perfil' });
      await expect(menu).toBeVisible();
      await expect(page.getByTestId('profile-scene')).toBeHidden();
      await menu.getByRole('link', { name: 'Dados pessoais' }).click();
      await expect(page).toHaveURL(/\/profile\/personal-data$/);
      await expect(menu).toBeHidden();
      await expect(page.getByRole('heading', { level: 2, name: 'Dados pessoais' })).toBeVisible();
      await page.getByRole('link', { name: 'Voltar para o menu do perfil' }).click();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(menu).toBeVisible();
      await expect(page.getByTestId('profile-scene')).toBeHidden();
      await menu.getByRole('link', { name: 'Dados pessoais' }).click();
      await expect(form(page)).toBeVisible();
    } else {
      await openPersonalData(page);
      // Desktop: the side card and the menu stay beside the scene.
      await expect(page.getByRole('navigation', { name: 'Seções do perfil' })).toBeVisible();
      await expect(page.getByTestId('profile-menu')).toBeVisible();
    }

    // Read-only account data; the stored birth date is locked.
    await expect(field(page, 'Nome de usuário')).toHaveValue('pedro.demo');
    await expect(field(page, 'Nome de usuário')).toHaveAttribute('readonly', '');
    await expect(field(page, 'E-mail')).toHaveAttribute('readonly', '');
    await expect(field(page, 'Data de nascimento')).toHaveAttribute('readonly', '');

    const lastName = width === 320 ? 'Almeida Lima (demo)' : 'Almeida (demo)';
    const phone = width === 320 ? '21 9 8888-7777' : '11 9 9000-1001';
    await field(page, 'Sobrenome').fill(lastName);
    await field(page, 'Celular (WhatsApp)').fill('');
    await field(page, 'Celular (WhatsApp)').pressSequentially(phone.replace(/\D/g, ''));
    await expect(field(page, 'Celular (WhatsApp)')).toHaveValue(phone);
    await field(page, 'Gênero').selectOption({ label: 'Masculino' });
    // Changing the state clears the city.
    await field(page, 'Estado').selectOption({ label: 'Acre' });
    await expect(form(page).getByRole('combobox', { name: 'Cidade' })).toHaveValue('');
    await field(page, 'Estado').selectOption({ label: 'Rio de Janeiro' });
    await chooseCity(page, 'nit', 'Niterói');

    await saveAndConfirm(page);

    await page.reload();
    await skipWelcome(page);
    await expect(field(page, 'Sobrenome')).toHaveValue(lastName);
    await expect(field(page, 'Celular (WhatsApp)')).toHaveValue(phone);
    await expect(field(page, 'Gênero')).toHaveValue('MALE');
    await expect(field(page, 'Estado')).toHaveValue('18');
    await expect(form(page).getByRole('combobox', { name: 'Cidade' })).toHaveValue('Niterói');
    await expect(field(page, 'País do celular')).toHaveValue('BR');
  });
}

test('a wrong birth date and a too-short phone get their messages, a pasted +55 number is normalised, and nothing typed is lost', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStudent(page);
  // A student who has not given a birth date yet (every demo account has one): the answer of
  // GET profile without it, so the date can be typed.
  await page.route('**/records/api/user/profile', (route) => rewriteAnswer(page, route, (profile) => ({ ...profile, birthDate: null })));
  let saves = 0;
  await page.route('**/records/api/account/edit', (route) => {
    saves += 1;
    return route.continue();
  });
  await openPersonalData(page);

  const birthDate = field(page, 'Data de nascimento');
  await expect(birthDate).not.toHaveAttribute('readonly', '');
  await birthDate.fill('');
  await birthDate.pressSequentially('31022009');
  await expect(birthDate).toHaveValue('31/02/2009');
  await field(page, 'Sobrenome').fill('Almeida Teste');
  const phone = field(page, 'Celular (WhatsApp)');
  await phone.fill('');
  await phone.pressSequentially('119876');
  await form(page).getByRole('button', { name: 'Salvar alterações' }).click();

  await expect(form(page).getByText('Informe uma data válida (dd/mm/aaaa).')).toBeVisible();
  await expect(form(page).getByText('Informe um celular com DDD e 9 dígitos.')).toBeVisible();
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
  // Focus goes to the first field to fix; no confirmation, nothing sent.
  await expect(birthDate).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(saves).toBe(0);
  // Nothing typed is lost.
  await expect(birthDate).toHaveValue('31/02/2009');
  await expect(phone).toHaveValue('11 9 876');
  await expect(field(page, 'Sobrenome')).toHaveValue('Almeida Teste');

  // A number pasted with its country code loses the +55.
  await phone.fill('');
  await page.evaluate(() => navigator.clipboard.writeText('+55 11 98765-4321'));
  await phone.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(phone).toHaveValue('11 9 8765-4321');

  // Cancelling the confirmation keeps the form as typed.
  await birthDate.fill('');
  await birthDate.pressSequentially('15032009');
  await form(page).getByRole('button', { name: 'Salvar alterações' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Salvar perfil' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(form(page).getByText('Informe uma data válida (dd/mm/aaaa).')).toBeHidden();
  await expect(phone).toHaveValue('11 9 8765-4321');
  await expect(birthDate).toHaveValue('15/03/2009');
  expect(saves).toBe(0);
});

test('a save the server refuses shows the failure toast and the field error, keeping what was typed', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStudent(page);
  await page.route('**/records/api/account/edit', (route) =>
    route.fulfill({ status: 400, json: [{ field: 'cityId', code: 'invalid', messageKey: 'validation:cityId.invalid' }] }),
  );
  await openPersonalData(page);
  await field(page, 'Sobrenome').fill('Almeida Recusado');
  await form(page).getByRole('button', { name: 'Salvar alterações' }).click();
  await page.getByRole('alertdialog', { name: 'Salvar perfil' }).getByRole('button', { name: 'Salvar', exact: true }).click();

  await expect(page.getByTestId('toast').filter({ hasText: 'Ops! Houve um problema para salvar as informações.' })).toBeVisible();
  await expect(form(page).getByText('A cidade não pertence ao estado escolhido.')).toBeVisible();
  await expect(field(page, 'Sobrenome')).toHaveValue('Almeida Recusado');
});

test('the whole form works by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStudent(page);
  await openPersonalData(page);

  await field(page, 'Nome').focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Pedro');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Sobrenome')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Almeida (demo)');
  await page.keyboard.press('Tab');
  // The locked birth date is still reachable and read.
  await expect(field(page, 'Data de nascimento')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Gênero')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'País do celular')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Celular (WhatsApp)')).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('11990001001');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Estado')).toBeFocused();
  await page.keyboard.type('Paran');
  await expect(field(page, 'Estado')).toHaveValue('15');
  await page.keyboard.press('Tab');
  const city = form(page).getByRole('combobox', { name: 'Cidade' });
  await expect(city).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('lond');
  await expect(page.getByRole('option', { name: 'Londrina' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(city).toHaveValue('Londrina');
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Salvar alterações' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: 'Salvar perfil' });
  await expect(dialog).toBeVisible();
  // Focus moves into the dialog; Tab reaches the confirm button.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  const confirm = dialog.getByRole('button', { name: 'Salvar', exact: true });
  for (let step = 0; step < 4 && !(await confirm.evaluate((button) => button === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: SUCCESS })).toBeVisible();
  await page.reload();
  await skipWelcome(page);
  await expect(city).toHaveValue('Londrina');
});

test('the premium item opens the premium dialog over the scene, and closing it leaves the scene as it was', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsStudent(page);
  await openPersonalData(page);
  await page.getByRole('navigation', { name: 'Seções do perfil' }).getByRole('link', { name: /Premium/ }).click();
  await expect(page).toHaveURL(/premium=true/);
  const dialog = page.getByRole('dialog', { name: 'Arena Premium' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Fechar janela' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(/premium/);
  await expect(form(page)).toBeVisible();
});

for (const width of [320, 640, 1280] as const) {
  test(`the personal-data scene has no serious accessibility violations at ${width} px in both themes`, async ({ page }) => {
    // Each check runs in both themes.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signInAsStudent(page);
    await openPersonalData(page);
    await expectNoSeriousA11yViolationsInBothThemes(page);
    // With errors on the fields too.
    await field(page, 'Nome').fill('');
    await form(page).getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(form(page).getByText('Informe seu nome.')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
}
