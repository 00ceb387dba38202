import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { rewriteAnswer } from '../support/routes';
import { acceptCookiePolicy, addSession, signOutEverywhere } from '../support/session';
import { visit } from '../support/welcome';

/**
 * /profile/sponsor (legal representative; docs/product/profile.md, Screens). Pedro (aluno@example.com, 15) registers his
 * guardian once; adulto@example.com (19) is refused; aluna.aprovacao@example.com has one on record.
 * Only the registration test changes the server: every other test that shows Pedro's form answers
 * his profile without a guardian, so the tests hold in any order.
 */

const SUCCESS = 'Tudo certo! Ação realizada com sucesso.';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signed in as `email`, cookies accepted; the next page opened starts signed in. */
async function signInAs(page: Page, email: string) {
  // The welcome onboarding is answered in the browser so the server keeps Pedro a first-time student.
  await page.route('**/records/api/account/first-access', (route) => route.fulfill({ json: { messageKey: 'status:default.success' } }));
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), email);
}

/** Pedro's profile as if no guardian were on record, whatever another test registered. */
async function withoutGuardian(page: Page) {
  await page.route('**/records/api/user/profile', (route) => rewriteAnswer(page, route, (profile) => ({ ...profile, legalRepresentative: null })));
}

/** Only Pedro has not gone through the welcome onboarding: it greets him on every page load. */
async function openSponsor(page: Page) {
  await visit(page, '/profile/sponsor');
  await expect(page.getByRole('heading', { level: 2, name: 'Responsável legal' })).toBeVisible();
}

const form = (page: Page) => page.getByTestId('sponsor-form');
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${escaped(label)}\\*?$`));

async function fillGuardian(page: Page) {
  await field(page, 'Nome').fill('Marta');
  await field(page, 'Sobrenome').fill('Almeida');
  await field(page, 'CPF').pressSequentially('52998224725');
  await field(page, 'Nome de usuário do responsável').fill('marta.almeida');
  await field(page, 'WhatsApp').pressSequentially('11987651234');
  await field(page, 'E-mail do responsável').fill('marta.almeida@example.com');
  await form(page).getByRole('checkbox').check();
}

test('the 15-year-old registers a guardian, confirms, and finds it locked after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluno@example.com');
  await openSponsor(page);
  await expect(form(page)).toBeVisible();

  await fillGuardian(page);
  await expect(field(page, 'CPF')).toHaveValue('529.982.247-25');
  await expect(field(page, 'WhatsApp')).toHaveValue('11 9 8765-1234');
  await form(page).getByRole('button', { name: 'Cadastrar responsável' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cadastrar responsável' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: SUCCESS })).toBeVisible();

  const locked = page.getByTestId('sponsor-locked');
  await expect(locked).toBeVisible();
  await expect(locked.getByText('Marta Almeida')).toBeVisible();
  await expect(locked.getByText('529.982.247-25')).toBeVisible();
  await expect(locked.getByText('+55 11 9 8765-1234')).toBeVisible();
  await expect(form(page)).toHaveCount(0);

  await page.reload();
  await openSponsor(page);
  await expect(page.getByTestId('sponsor-locked')).toBeVisible();
  await expect(page.getByTestId('sponsor-locked').getByText('marta.almeida@example.com')).toBeVisible();
  await expect(form(page)).toHaveCount(0);
});

test('an adult sees why no guardian can be registered, and the server refuses one too', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'adulto@example.com');
  await openSponsor(page);
  await expect(page.getByTestId('sponsor-adult')).toContainText('Você não precisa de um responsável');
  await expect(page.getByTestId('sponsor-adult')).toContainText('só para estudantes com menos de 18 anos');
  await expect(form(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'Ir para os dados pessoais' }).click();
  await expect(page).toHaveURL(/\/profile\/personal-data$/);

  const token = (await context.cookies()).find((c) => c.name === 'arena_token')?.value;
  const refused = await page.request.post('/records/api/account/legal-representative', {
    headers: { authorization: `Bearer ${token}` },
    data: { userName: 'mae.adulto', firstName: 'Rosa', lastName: 'Lima', cpf: '52998224725', whatsapp: '11987651234', email: 'rosa@example.com', acceptImageStudentTerms: true },
  });
  expect(refused.status()).toBe(403);
  expect(JSON.stringify(await refused.json())).toContain('requestError:legalRepresentative.legalAge');
});

test('when the server counts the student as an adult, the form gives way to the refusal', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluno@example.com');
  await withoutGuardian(page);
  await page.route('**/records/api/account/legal-representative', (route) =>
    route.fulfill({ status: 403, json: [{ code: 'legalAge', messageKey: 'requestError:legalRepresentative.legalAge' }] }),
  );
  await openSponsor(page);
  await fillGuardian(page);
  await form(page).getByRole('button', { name: 'Cadastrar responsável' }).click();
  await page.getByRole('alertdialog', { name: 'Cadastrar responsável' }).getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Não é possível cadastrar um responsável: você já é maior de idade.' })).toBeVisible();
  await expect(page.getByTestId('sponsor-adult')).toBeVisible();
});

test('a guardian on record is shown read-only', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await signInAs(page, 'aluna.aprovacao@example.com');
  await openSponsor(page);
  await expect(page.getByTestId('sponsor-locked-banner')).toContainText('Responsável cadastrado');
  await expect(page.getByTestId('sponsor-locked').locator('dd').first()).not.toBeEmpty();
  await expect(form(page)).toHaveCount(0);
  await expect(page.getByTestId('sponsor-locked').getByRole('textbox')).toHaveCount(0);
});

test('wrong, too long, pasted and hostile input get their messages and nothing typed is lost', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluno@example.com');
  await withoutGuardian(page);
  let saves = 0;
  await page.route('**/records/api/account/legal-representative', (route) => {
    saves += 1;
    return route.continue();
  });
  await openSponsor(page);

  const hostile = '<script>alert(1)</script>';
  await field(page, 'Nome').fill(hostile);
  await field(page, 'Sobrenome').fill('S'.repeat(61));
  // A CPF pasted with its dots, dash and more digits than it has: the mask keeps its 11 digits.
  await page.evaluate(() => navigator.clipboard.writeText('111.111.111-11 99'));
  await field(page, 'CPF').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field(page, 'CPF')).toHaveValue('111.111.111-11');
  await field(page, 'Nome de usuário do responsável').fill('m a');
  // A WhatsApp pasted with +55 and symbols.
  await page.evaluate(() => navigator.clipboard.writeText('+55 (11) 9876-5'));
  await field(page, 'WhatsApp').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await field(page, 'E-mail do responsável').fill('ALUNO@example.com');
  const submit = form(page).getByRole('button', { name: 'Cadastrar responsável' });
  // The save waits for the terms (docs/product/profile.md, Rules).
  await expect(submit).toBeDisabled();
  await expect(form(page).getByText('Aceite o termo de uso de imagem para cadastrar.')).toBeVisible();
  await form(page).getByRole('checkbox').check();
  await submit.click();

  await expect(form(page).getByText('O sobrenome pode ter no máximo 60 caracteres.')).toBeVisible();
  await expect(form(page).getByText('Informe um CPF válido.')).toBeVisible();
  await expect(form(page).getByText('O nome de usuário não pode ter espaços.')).toBeVisible();
  await expect(form(page).getByText('Informe um WhatsApp com DDD e 9 dígitos.')).toBeVisible();
  await expect(form(page).getByText('O e-mail do responsável precisa ser diferente do seu.')).toBeVisible();
  // Focus goes to the first field to fix; nothing asked, nothing sent.
  await expect(field(page, 'Sobrenome')).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(saves).toBe(0);
  // Nothing typed is lost, and the hostile text stays text.
  await expect(field(page, 'Nome')).toHaveValue(hostile);
  await expect(field(page, 'Sobrenome')).toHaveValue('S'.repeat(61));
  await expect(field(page, 'Nome de usuário do responsável')).toHaveValue('m a');
  await expect(field(page, 'WhatsApp')).toHaveValue('11 9 8765');
  await expect(field(page, 'E-mail do responsável')).toHaveValue('ALUNO@example.com');

  // Emptied fields speak of the guardian.
  await field(page, 'Nome').fill('');
  await submit.click();
  await expect(form(page).getByText('Informe o nome do responsável.')).toBeVisible();
});

test('a refusal on a field shows the save failure and the message on that field', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluno@example.com');
  await withoutGuardian(page);
  await page.route('**/records/api/account/legal-representative', (route) =>
    route.fulfill({ status: 400, json: [{ field: 'cpf', code: 'invalid', messageKey: 'validation:cpf.invalid' }] }),
  );
  await openSponsor(page);
  await fillGuardian(page);
  await form(page).getByRole('button', { name: 'Cadastrar responsável' }).click();
  await page.getByRole('alertdialog', { name: 'Cadastrar responsável' }).getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Ops! Houve um problema para salvar as informações.' })).toBeVisible();
  await expect(form(page).getByText('Informe um CPF válido.')).toBeVisible();
  await expect(field(page, 'Nome')).toHaveValue('Marta');
});

test('the whole form works by keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluno@example.com');
  await withoutGuardian(page);
  let sent: unknown = null;
  await page.route('**/records/api/account/legal-representative', async (route) => {
    sent = route.request().postDataJSON();
    // Answer as the server would, without storing: the registration test owns the real save.
    const profile = await (await route.fetch({ url: route.request().url().replace('account/legal-representative', 'user/profile'), method: 'GET', postData: undefined })).json();
    await route.fulfill({ status: 201, json: { ...profile, legalRepresentative: { ...(sent as object), phoneDdd: '11', phoneNumber: '987651234' } } });
  });
  await openSponsor(page);

  await field(page, 'Nome').focus();
  await page.keyboard.type('Marta');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Sobrenome')).toBeFocused();
  await page.keyboard.type('Almeida');
  await page.keyboard.press('Tab');
  await expect(field(page, 'CPF')).toBeFocused();
  await page.keyboard.type('52998224725');
  await page.keyboard.press('Tab');
  await expect(field(page, 'Nome de usuário do responsável')).toBeFocused();
  await page.keyboard.type('marta.almeida');
  await page.keyboard.press('Tab');
  await expect(field(page, 'WhatsApp')).toBeFocused();
  await page.keyboard.type('11987651234');
  await page.keyboard.press('Tab');
  await expect(field(page, 'E-mail do responsável')).toBeFocused();
  await page.keyboard.type('marta.almeida@example.com');
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(form(page).getByRole('checkbox')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('link', { name: /Ler os termos de uso/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Cadastrar responsável' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: 'Cadastrar responsável' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Cadastrar', exact: true });
  for (let step = 0; step < 4 && !(await confirm.evaluate((button) => button === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('toast').filter({ hasText: SUCCESS })).toBeVisible();
  expect(sent).toMatchObject({ firstName: 'Marta', lastName: 'Almeida', cpf: '52998224725', userName: 'marta.almeida', whatsapp: '11987651234', email: 'marta.almeida@example.com', acceptImageStudentTerms: true });
});

for (const width of [320, 640, 1280] as const) {
  test(`the sponsor scene has no serious accessibility violations at ${width} px in both themes`, async ({ page }) => {
    // Each check runs in both themes.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'aluno@example.com');
    await withoutGuardian(page);
    await openSponsor(page);
    await expect(form(page)).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
    // With errors on the fields too.
    await form(page).getByRole('checkbox').check();
    await form(page).getByRole('button', { name: 'Cadastrar responsável' }).click();
    await expect(form(page).getByText('Informe o nome do responsável.')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await page.screenshot({ path: test.info().outputPath(`sponsor-form-${width}-${theme}.png`), fullPage: true }); } });
  });

  test(`the locked and adult views have no serious accessibility violations at ${width} px in both themes`, async ({ page }) => {
    // Each check runs in both themes.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, 'aluna.aprovacao@example.com');
    await openSponsor(page);
    await expect(page.getByTestId('sponsor-locked')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await page.screenshot({ path: test.info().outputPath(`sponsor-locked-${width}-${theme}.png`), fullPage: true }); } });
    await signOutEverywhere(page);
    await signInAs(page, 'adulto@example.com');
    await openSponsor(page);
    await expect(page.getByTestId('sponsor-adult')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await page.screenshot({ path: test.info().outputPath(`sponsor-adult-${width}-${theme}.png`), fullPage: true }); } });
  });
}
