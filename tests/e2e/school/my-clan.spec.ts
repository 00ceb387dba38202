import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { acceptCookiePolicy, openSignedIn, sessionRefresh, signOutEverywhere } from '../support/session';
import { skipWelcome } from '../support/welcome';

/**
 * School link wizard on /profile/my-clan (docs/product/school.md, States). Saving a link is irreversible, so every test
 * that saves signs in as its own demo student (the "torcida" crowd of the tournament seed: none
 * has a link; numbers not divisible by 4 are minors, the others 18) and the spec does not depend
 * on the order its tests run in. Demo schools: server/README.md.
 */

const SHOTS = process.env.SCHOOL_LINK_SHOTS;

async function openMyClan(page: Page, email: string) {
  await acceptCookiePolicy(page.context());
  await openSignedIn(page, email, '/profile/my-clan');
  await skipWelcome(page);
  await expect(wizard(page)).toBeVisible();
}

const wizard = (page: Page) => page.getByTestId('school-link-wizard');
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label; a required field's label ends with an asterisk. */
const field = (page: Page, label: string) => wizard(page).getByLabel(new RegExp(`^${escaped(label)}\\*?$`));
const stepTitle = (page: Page) => page.getByTestId('school-link-step-title');

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function choosePlace(page: Page, state: string, typed: string, city: string) {
  await field(page, 'Estado').selectOption({ label: state });
  const input = wizard(page).getByRole('combobox', { name: 'Cidade' });
  await input.fill(typed);
  await page.getByRole('listbox').getByRole('option', { name: city, exact: true }).click();
  await expect(input).toHaveValue(city);
}

/** Step 1 filled for São Paulo, then step 2 with public schools, then the results. */
async function searchPublicSchoolsInSaoPaulo(page: Page) {
  await choosePlace(page, 'São Paulo', 'São P', 'São Paulo');
  await field(page, 'Nível de ensino').selectOption({ label: 'Ensino médio' });
  await wizard(page).getByRole('button', { name: 'Buscar minha escola' }).click();
  await expect(stepTitle(page)).toHaveText('Busca avançada');
  await wizard(page).getByRole('radio', { name: 'Pública' }).check();
  await wizard(page).getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(stepTitle(page)).toHaveText('Resultados');
  await expect(page.getByTestId('school-link-page')).toHaveText(/^Página 1 de \d+$/);
}


async function saveAndConfirm(page: Page) {
  await wizard(page).getByRole('button', { name: 'Salvar vínculo' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Salvar vínculo com a escola' });
  await expect(dialog).toContainText('não pode ser alterado');
  await dialog.getByRole('button', { name: 'Salvar vínculo' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Vínculo com a escola salvo!' })).toBeVisible();
}

// Each test signs in and walks several steps on a shared, busy machine.
test.describe.configure({ timeout: 90_000 });

test('links a school by INEP code; the minor leaves the guardian for later and sends grades', async ({ page }) => {
  await openMyClan(page, 'torcida0101@example.com');
  await expect(stepTitle(page)).toHaveText('Sua escola');
  await shot(page, 'step1');

  await wizard(page).getByRole('radio', { name: 'Pelo código INEP' }).check();
  // The INEP search disables the other search fields.
  await expect(field(page, 'Estado')).toBeDisabled();
  await expect(wizard(page).getByRole('combobox', { name: 'Cidade' })).toBeDisabled();
  await field(page, 'Código INEP').fill('3599900');
  await wizard(page).getByRole('button', { name: 'Buscar pelo INEP' }).click();
  await expect(wizard(page).getByText('O código INEP tem exatamente 8 dígitos.')).toBeVisible();
  await field(page, 'Código INEP').fill('12345678');
  await wizard(page).getByRole('button', { name: 'Buscar pelo INEP' }).click();
  await expect(wizard(page).getByText('Não encontramos nenhuma escola com esse código INEP.')).toBeVisible();
  await expect(field(page, 'Código INEP')).toHaveValue('12345678');

  await field(page, 'Código INEP').fill('35999001');
  await wizard(page).getByRole('button', { name: 'Buscar pelo INEP' }).click();
  const chosen = page.getByTestId('school-link-chosen');
  await expect(chosen).toContainText('INEP 35999001');
  await expect(field(page, 'Estado')).toHaveValue('24');

  // Education level is required of students.
  await wizard(page).getByRole('button', { name: 'Salvar vínculo' }).click();
  await expect(wizard(page).getByText('Escolha o nível de ensino.')).toBeVisible();
  await expect(field(page, 'Nível de ensino')).toBeFocused();
  await field(page, 'Nível de ensino').selectOption({ label: 'Ensino médio' });
  await shot(page, 'step1-inep');

  await saveAndConfirm(page);
  await expect(page.getByRole('heading', { name: 'Autorização do responsável' })).toBeVisible();
  await shot(page, 'guardian');
  await wizard(page).getByRole('button', { name: 'Autorizar' }).click();
  await expect(wizard(page).getByText('É preciso aceitar o termo do responsável.')).toBeVisible();
  await wizard(page).getByRole('button', { name: 'Fazer depois' }).click();

  await expect(page.getByRole('heading', { name: 'Notas (opcional)' })).toBeVisible();
  await field(page, 'Tipo de período').selectOption({ label: 'Bimestre' });
  await field(page, 'Período').selectOption({ label: '2º' });
  await field(page, 'Sistema de notas').selectOption({ label: 'Notas de 0 a 10' });
  const grades = { Português: '7,5', Matemática: '8', História: '9', Geografia: '6,25', Ciências: '10', Artes: '11', 'Educação física': '9,5', 'Língua estrangeira': '7' };
  for (const [subject, grade] of Object.entries(grades)) await field(page, subject).fill(grade);
  await wizard(page).getByRole('button', { name: 'Enviar notas' }).click();
  await expect(field(page, 'Artes')).toBeFocused();
  await expect(field(page, 'Artes')).toHaveValue('11');
  await field(page, 'Artes').fill('8,5');
  await wizard(page).getByRole('button', { name: 'Enviar notas' }).click();
  await expect(wizard(page).getByText('É preciso aceitar o termo de verificação das notas.')).toBeVisible();
  await shot(page, 'grades');
  await wizard(page).getByRole('checkbox', { name: /Declaro que as notas/ }).check();
  // The link ends with a session refresh that brings the new schoolLinkStatus claim.
  const refreshed = await sessionRefresh(page);
  await wizard(page).getByRole('button', { name: 'Enviar notas' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Notas enviadas.' })).toBeVisible();

  const done = page.getByTestId('school-link-done');
  await expect(done).toContainText('Você está vinculado à sua escola');
  // Without the guardian's authorisation the link is still incomplete.
  await expect(done).toContainText('Ainda falta uma etapa');
  await refreshed();
  await shot(page, 'done');

  // Irreversible: a new visit finds the link, not the form.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Autorização do responsável' })).toBeVisible();
});

test('links a school through the advanced search, paging the results', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await openMyClan(page, 'torcida0102@example.com');
  // Advanced search needs state, city and education level.
  await expect(wizard(page).getByRole('button', { name: 'Buscar minha escola' })).toBeDisabled();

  // Only non-empty filters are sent.
  const search = page.waitForRequest((request) => new URL(request.url()).pathname === '/educational/api/schools');
  await searchPublicSchoolsInSaoPaulo(page);
  const params = new URL((await search).url()).searchParams;
  expect([...params.keys()].sort()).toEqual(['city', 'page', 'size', 'state', 'type']);
  expect(params.get('type')).toBe('PUBLIC');
  await shot(page, 'results');

  const firstOnPage1 = await wizard(page).getByRole('heading', { level: 4 }).first().textContent();
  await wizard(page).getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByTestId('school-link-page')).toHaveText(/^Página 2 de \d+$/);
  const school = wizard(page).getByRole('heading', { level: 4 }).first();
  await expect(school).not.toHaveText(firstOnPage1!);
  const name = (await school.textContent())!;
  await wizard(page).getByRole('button', { name: `Escolher ${name}` }).click();

  await expect(stepTitle(page)).toHaveText('Sua escola');
  await expect(page.getByTestId('school-link-chosen')).toContainText(name);
  // Changing the city clears the school.
  const city = wizard(page).getByRole('combobox', { name: 'Cidade' });
  await city.fill('Campinas');
  await page.getByRole('listbox').getByRole('option', { name: 'Campinas', exact: true }).click();
  await expect(page.getByTestId('school-link-chosen')).toBeHidden();
  await city.fill('São P');
  await page.getByRole('listbox').getByRole('option', { name: 'São Paulo', exact: true }).click();
  await wizard(page).getByRole('button', { name: 'Buscar minha escola' }).click();
  await wizard(page).getByRole('radio', { name: 'Pública' }).check();
  await wizard(page).getByRole('button', { name: 'Buscar', exact: true }).click();
  await wizard(page).getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByTestId('school-link-page')).toHaveText(/^Página 2 de \d+$/);
  await wizard(page).getByRole('button', { name: `Escolher ${name}` }).click();

  await saveAndConfirm(page);
  await wizard(page).getByRole('button', { name: 'Fazer depois' }).click();
  await wizard(page).getByRole('button', { name: 'Pular esta etapa' }).click();
  await expect(page.getByTestId('school-link-done')).toContainText(name);
});

test('registers a new school (draft): the info dialog, step 1 marked as draft, then blocked awaiting approval', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openMyClan(page, 'torcida0104@example.com');
  await choosePlace(page, 'Acre', 'Rio', 'Rio Branco');
  await field(page, 'Nível de ensino').selectOption({ label: 'Ensino fundamental' });
  await wizard(page).getByRole('button', { name: 'Buscar minha escola' }).click();
  await wizard(page).getByRole('textbox', { name: 'Nome da escola' }).fill('Zzz escola que não existe');
  await wizard(page).getByRole('radio', { name: 'Privada' }).check();
  await wizard(page).getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(wizard(page).getByText('Nenhuma instituição encontrada')).toBeVisible();
  await shot(page, 'results-empty');
  await wizard(page).getByRole('button', { name: 'Cadastrar minha escola' }).click();
  await expect(stepTitle(page)).toHaveText('Cadastrar escola');

  await wizard(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(wizard(page).getByText('Informe o nome da escola.')).toBeVisible();
  await expect(field(page, 'Nome da escola')).toBeFocused();
  await field(page, 'Nome da escola').fill('Escola Comunitária Nova Esperança');
  await field(page, 'Endereço').fill('Rua das Acácias, 45 - Centro');
  await field(page, 'CEP').fill('69900-100');
  await field(page, 'Telefone da escola (celular)').fill('68 9 9123-4567');
  await field(page, 'Nome do coordenador ou diretor').fill('Marta Ribeiro');
  await field(page, 'Código INEP (opcional)').fill('12ab');
  await wizard(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(wizard(page).getByText('O código INEP tem exatamente 8 dígitos.')).toBeVisible();
  await field(page, 'Código INEP (opcional)').fill('');
  await shot(page, 'register');
  await wizard(page).getByRole('button', { name: 'Continuar' }).click();

  const info = page.getByRole('alertdialog', { name: 'Cadastro de escola' });
  await expect(info).toContainText('inscrição em eventos fica bloqueada');
  await info.getByRole('button', { name: 'Entendi' }).click();
  await expect(stepTitle(page)).toHaveText('Sua escola');
  const chosen = page.getByTestId('school-link-chosen');
  await expect(chosen).toContainText('Escola Comunitária Nova Esperança');
  await expect(chosen).toContainText('Escola nova');
  await shot(page, 'step1-draft');

  const refreshed = await sessionRefresh(page);
  await saveAndConfirm(page);
  // An adult: no guardian; no catalogue school: no grades.
  await expect(page.getByTestId('school-link-done')).toContainText('Ainda falta uma etapa');
  await refreshed();
  await page.reload();
  await expect(page.getByTestId('school-link-blocked')).toContainText('Aguardando aprovação da instituição');
});

test('a reload in the middle of the wizard loses nothing', async ({ page }) => {
  await openMyClan(page, 'torcida0105@example.com');
  await searchPublicSchoolsInSaoPaulo(page);
  await wizard(page).getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByTestId('school-link-page')).toHaveText(/^Página 2 de \d+$/);
  const name = (await wizard(page).getByRole('heading', { level: 4 }).nth(2).textContent())!;

  await page.reload();
  await expect(stepTitle(page)).toHaveText('Resultados');
  await expect(page.getByTestId('school-link-page')).toHaveText(/^Página 2 de \d+$/);
  await wizard(page).getByRole('button', { name: `Escolher ${name}` }).click();
  await expect(field(page, 'Nível de ensino')).toHaveValue('HIGH_SCHOOL');
  await expect(wizard(page).getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo');

  await page.reload();
  await expect(page.getByTestId('school-link-chosen')).toContainText(name);
  await saveAndConfirm(page);
  await expect(page.getByRole('heading', { name: 'Autorização do responsável' })).toBeVisible();
});

test('wrong, too long, pasted and hostile INEP codes, CEP and phone get their messages and nothing typed is lost', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Nothing is saved here, so a crowd student other tests do not use.
  await openMyClan(page, 'torcida0109@example.com');
  await choosePlace(page, 'Acre', 'Rio', 'Rio Branco');
  await field(page, 'Nível de ensino').selectOption({ label: 'Ensino médio' });
  await wizard(page).getByRole('radio', { name: 'Pelo código INEP' }).check();
  const inep = field(page, 'Código INEP');
  const lookUp = wizard(page).getByRole('button', { name: 'Buscar pelo INEP' });

  // Too short.
  await inep.fill('1234567');
  await lookUp.click();
  await expect(wizard(page).getByText('O código INEP tem exatamente 8 dígitos.')).toBeVisible();
  await expect(inep).toHaveValue('1234567');
  // Too long: the field keeps the 8 digits a code has.
  await inep.fill('');
  await inep.pressSequentially('3599900123');
  await expect(inep).toHaveValue('35999001');
  // Hostile text: only its digits stay, and the message says what a code is.
  await inep.fill('<script>alert(1)</script>');
  await expect(inep).toHaveValue('1');
  await lookUp.click();
  await expect(wizard(page).getByText('O código INEP tem exatamente 8 dígitos.')).toBeVisible();
  // Pasted with symbols: the digits are kept.
  await inep.fill('');
  await inep.focus();
  await page.evaluate(() => navigator.clipboard.writeText('INEP: 35.999-001'));
  await page.keyboard.press('ControlOrMeta+V');
  await expect(inep).toHaveValue('35999001');
  // Eight digits no school has: the server's message (docs/product/school.md, Errors).
  await inep.fill('99999999');
  await lookUp.click();
  await expect(page.getByText('Não encontramos nenhuma escola com esse código INEP.').first()).toBeVisible();
  await expect(inep).toHaveValue('99999999');
  await expect(field(page, 'Nível de ensino')).toHaveValue('HIGH_SCHOOL');

  // Registering a new school: a wrong CEP and a short phone, with everything else kept.
  await wizard(page).getByRole('radio', { name: 'Por estado e cidade' }).check();
  await wizard(page).getByRole('button', { name: 'Buscar minha escola' }).click();
  await expect(stepTitle(page)).toHaveText('Busca avançada');
  await wizard(page).getByRole('textbox', { name: 'Nome da escola' }).fill('Zzz escola que não existe');
  await wizard(page).getByRole('radio', { name: 'Privada' }).check();
  await wizard(page).getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(wizard(page).getByText('Nenhuma instituição encontrada')).toBeVisible();
  await wizard(page).getByRole('button', { name: 'Cadastrar minha escola' }).click();
  await expect(stepTitle(page)).toHaveText('Cadastrar escola');
  await field(page, 'Nome da escola').fill('Escola <b>Nova</b> "Esperança"');
  await field(page, 'Endereço').fill('Rua das Acácias, 45');
  await field(page, 'CEP').fill('69.9-abc');
  await field(page, 'Telefone da escola (celular)').fill('68 9 91');
  await field(page, 'Nome do coordenador ou diretor').fill('Marta Ribeiro');
  await wizard(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(wizard(page).getByText('Informe um CEP com 8 dígitos.')).toBeVisible();
  await expect(stepTitle(page)).toHaveText('Cadastrar escola');
  await expect(field(page, 'Nome da escola')).toHaveValue('Escola <b>Nova</b> "Esperança"');
  await expect(field(page, 'Endereço')).toHaveValue('Rua das Acácias, 45');
  await expect(field(page, 'Nome do coordenador ou diretor')).toHaveValue('Marta Ribeiro');
  await expect(wizard(page).locator('b')).toHaveCount(0);
});

test('while the institution awaits approval, editing is blocked with the warning', async ({ page }) => {
  await openMyClan(page, 'aluna.aprovacao@example.com');
  const blocked = page.getByTestId('school-link-blocked');
  await expect(blocked).toContainText('Aguardando aprovação da instituição');
  await expect(blocked).toContainText('não pode ser editado');
  await expect(wizard(page).getByRole('button', { name: 'Salvar vínculo' })).toHaveCount(0);
  await expect(wizard(page).getByRole('combobox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'blocked');
});

test('a guardian (sponsor) gets no school field nor education level; a linked student sees the link, not the form', async ({ page }) => {
  await openMyClan(page, 'responsavel@example.com');
  await expect(field(page, 'Estado')).toBeVisible();
  await expect(wizard(page).getByRole('combobox', { name: 'Cidade' })).toBeVisible();
  await expect(field(page, 'Nível de ensino')).toHaveCount(0);
  await expect(wizard(page).getByRole('radio', { name: 'Pelo código INEP' })).toHaveCount(0);
  await expect(wizard(page).getByRole('button', { name: 'Buscar minha escola' })).toHaveCount(0);
  await expect(wizard(page).getByRole('button', { name: 'Salvar vínculo' })).toBeVisible();
  await shot(page, 'sponsor');

  await signOutEverywhere(page);
  await openMyClan(page, 'aluna.vip@example.com');
  const done = page.getByTestId('school-link-done');
  await expect(done).toContainText('Vínculo completo.');
  await expect(wizard(page).getByRole('button', { name: 'Salvar vínculo' })).toHaveCount(0);
});

test('every step by keyboard alone: INEP link to the end', async ({ page }) => {
  await openMyClan(page, 'torcida0106@example.com');
  /** Tabs forward until `target` has the focus (fails if it never does). */
  const tabTo = async (target: ReturnType<Page['locator']>) => {
    for (let i = 0; i < 40 && !(await target.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  };
  await tabTo(wizard(page).getByRole('radio', { name: 'Por estado e cidade' }));
  await page.keyboard.press('ArrowRight');
  await expect(wizard(page).getByRole('radio', { name: 'Pelo código INEP' })).toBeChecked();
  await tabTo(field(page, 'Código INEP'));
  await page.keyboard.type('35999001');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('school-link-chosen')).toContainText('INEP 35999001');
  await tabTo(field(page, 'Nível de ensino'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(field(page, 'Nível de ensino')).not.toHaveValue('');
  await tabTo(wizard(page).getByRole('button', { name: 'Salvar vínculo' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'Salvar vínculo com a escola' });
  await expect(dialog).toBeVisible();
  await tabTo(dialog.getByRole('button', { name: 'Salvar vínculo' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Autorização do responsável' })).toBeFocused();
  await tabTo(wizard(page).getByRole('button', { name: 'Fazer depois' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Notas (opcional)' })).toBeFocused();
  await tabTo(wizard(page).getByRole('button', { name: 'Pular esta etapa' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('school-link-done')).toBeVisible();
});

for (const width of [320, 640, 1280] as const) {
  test(`no serious accessibility violation on every step at ${width} px, both themes`, async ({ page }) => {
    // Each check runs in both themes.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await openMyClan(page, 'torcida0107@example.com');
    await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await shot(page, `axe-step1-${width}-${theme}`); } });
    await choosePlace(page, 'São Paulo', 'São P', 'São Paulo');
    await field(page, 'Nível de ensino').selectOption({ label: 'Ensino médio' });
    await wizard(page).getByRole('button', { name: 'Buscar minha escola' }).click();
    await wizard(page).getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(wizard(page).getByText('Escolha se a escola é pública ou privada.')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await shot(page, `axe-step2-${width}-${theme}`); } });
    await wizard(page).getByRole('radio', { name: 'Privada' }).check();
    await wizard(page).getByRole('button', { name: 'Buscar', exact: true }).click();
    await expect(page.getByTestId('school-link-page')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await shot(page, `axe-step3-${width}-${theme}`); } });
    await wizard(page).getByRole('button', { name: 'Cadastrar minha escola' }).click();
    await wizard(page).getByRole('button', { name: 'Continuar' }).click();
    await expect(wizard(page).getByText('Informe o nome da escola.')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await shot(page, `axe-step4-${width}-${theme}`); } });
  });
}
