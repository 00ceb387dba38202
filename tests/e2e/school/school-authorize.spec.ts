import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { generateCatalogue, WITHOUT_EMAIL_EVERY } from '../../../server/seed/school-catalogue';
import { expectNoSeriousA11yViolations, expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { acceptCookiePolicy, openSignedIn } from '../support/session';

/**
 * /school-authorize (docs/product/school.md, Screens) as the demo director (diretor@example.com). The director's demo school
 * is INEP 24999005 (not accredited); 33999004 awaits approval. Each test that accredits first
 * reopens the school through the development control (a refused accreditation may ask again, and
 * today's confirmation e-mails no longer count), so the tests hold in any order and on a database
 * another spec already used. A request counts only once the school confirms it from its official
 * e-mail (docs/product/school.md, Rules): the school's secretary, in a browser of their own, opens
 * the link that reached that address.
 */

const DEMO_INEP = '24999005';
/** The demo school's official e-mail on record, where its confirmation links go. */
const SCHOOL_EMAIL = `secretaria.${DEMO_INEP}@escolas.example`;
const PROCESSING_INEP = '33999004';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function reopenDemoSchool(request: APIRequestContext) {
  const school = (await (await request.get(`/educational/api/public/schools/inep-code/${DEMO_INEP}`)).json()) as { id: number };
  const reopened = await request.post(`/dev/schools/${school.id}/accreditation`, { data: { decision: 'REFUSED' } });
  expect(reopened.ok()).toBe(true);
}

/** The confirmation links that reached the school's official e-mail, newest first. */
async function schoolLinks(request: APIRequestContext): Promise<string[]> {
  const mails = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(SCHOOL_EMAIL)}`)).json()) as Array<{ links: string[] }>;
  return mails.flatMap((mail) => mail.links).map((link) => new URL(link).pathname);
}

/** The school's secretary opens a link from the school's mailbox in a browser of their own, signed out. */
async function openAsSchool(browser: Browser, path: string) {
  const context = await browser.newContext();
  await acceptCookiePolicy(context);
  const page = await context.newPage();
  await page.goto(path);
  return { context, page };
}

async function openAsDirector(page: Page) {
  await acceptCookiePolicy(page.context());
  await openSignedIn(page, 'diretor@example.com', '/school-authorize');
  await expect(page.getByRole('heading', { level: 1, name: 'Credenciamento de escola' })).toBeVisible();
}

const lookup = (page: Page) => page.getByTestId('accreditation-lookup');
const form = (page: Page) => page.getByTestId('accreditation-form');
const field = (page: Page, label: string) => form(page).getByLabel(new RegExp(`^${escaped(label)}\\*?$`));
const inep = (page: Page) => lookup(page).getByLabel(/^Código INEP da escola\*?$/);

async function findSchool(page: Page, code: string) {
  await inep(page).fill(code);
  await lookup(page).getByRole('button', { name: 'Buscar escola' }).click();
}

async function fillDirector(page: Page) {
  await field(page, 'RG').fill('12.345.678-9');
  await field(page, 'CPF').pressSequentially('52998224725');
  await field(page, 'WhatsApp').pressSequentially('84987651234');
  await field(page, 'E-mail pessoal').fill('helena.prado@example.com');
  await field(page, 'E-mail da escola').fill('secretaria@potiguar.example');
  await field(page, 'Telefone da escola').pressSequentially('8432104321');
  await form(page).getByRole('checkbox').check();
}

async function confirmRequest(page: Page) {
  await form(page).getByRole('button', { name: 'Enviar pedido' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Enviar pedido de credenciamento' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Enviar', exact: true }).click();
}

test('the director asks for the accreditation and the school confirms it from its official e-mail', async ({ page, request, browser }) => {
  await reopenDemoSchool(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsDirector(page);
  await expect(page.getByText('Etapa 1 de 2')).toBeVisible();

  await findSchool(page, DEMO_INEP);
  await expect(form(page)).toBeVisible();
  await expect(page.getByText('Etapa 2 de 2')).toBeVisible();
  await expect(form(page).getByText(`INEP ${DEMO_INEP}`)).toBeVisible();
  // The school's address and CEP come from the catalogue, the director's name from the session.
  await expect(field(page, 'Endereço da escola')).not.toHaveValue('');
  await expect(field(page, 'CEP')).toHaveValue(/^\d{5}-\d{3}$/);
  await expect(field(page, 'Nome')).not.toHaveValue('');

  await fillDirector(page);
  await expect(field(page, 'Telefone da escola')).toHaveValue('84 3210-4321');
  const before = await schoolLinks(request);
  await confirmRequest(page);

  await expect(page.getByTestId('toast').filter({ hasText: 'Pedido registrado! Falta confirmar pelo e-mail da escola.' })).toBeVisible();
  const done = page.getByTestId('accreditation-done');
  await expect(done).toContainText('Falta confirmar pelo e-mail da escola');
  // Where the link went, hidden in part: the school's address on record, not the one typed.
  await expect(done).toContainText('se•••@escolas.example');
  await expect(done).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('done-1280.png'), fullPage: true });

  // Nothing counts yet: the school is still open to a request.
  const open = (await (await request.get(`/educational/api/public/schools/inep-code/${DEMO_INEP}`)).json()) as { accreditationStatus: number };
  expect(open.accreditationStatus).not.toBe(2);

  // The school's secretary opens the link that reached the school's mailbox, and confirms.
  const links = await schoolLinks(request);
  expect(links.length).toBe(before.length + 1);
  const school = await openAsSchool(browser, links[0]!);
  const requestShown = school.page.getByTestId('accreditation-link-request');
  await expect(school.page.getByRole('heading', { level: 1, name: 'Confirmar pedido de credenciamento' })).toBeVisible();
  await expect(requestShown).toContainText('Escola Municipal Demonstração Sem Credenciamento');
  await expect(requestShown).toContainText('helena.prado@example.com');
  await school.page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(school.page.getByTestId('accreditation-link-confirmed')).toContainText('O credenciamento da escola está em análise.');
  await expect(school.page.getByTestId('accreditation-link-confirmed')).toBeFocused();
  // The link was used: opened again, it says so.
  await school.page.reload();
  await expect(school.page.getByTestId('accreditation-link-unavailable')).toContainText('Pedido já confirmado');
  await school.context.close();

  // The school now has a process: a second lookup is refused.
  await done.getByRole('button', { name: 'Credenciar outra escola' }).click();
  await findSchool(page, DEMO_INEP);
  await expect(page.getByTestId('accreditation-in-progress')).toContainText('Esta escola já tem um processo de credenciamento.');
});

test('a school whose accreditation is under way is refused, with the support chat carrying the accreditation message', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await openAsDirector(page);
  await findSchool(page, PROCESSING_INEP);
  const refusal = page.getByTestId('accreditation-in-progress');
  await expect(refusal).toContainText('Credenciamento já em andamento');
  await expect(refusal).toContainText('Esta escola já tem um processo de credenciamento.');
  const chat = refusal.getByRole('link', { name: /Falar com o suporte no WhatsApp/ });
  const href = new URL((await chat.getAttribute('href'))!);
  expect(href.hostname).toBe('wa.me');
  expect(href.searchParams.get('text')).toBe('Olá! Sou diretor(a) e preciso de ajuda com o credenciamento da minha escola.');
  await expect(form(page)).toHaveCount(0);
});

test("a stranger's unconfirmed request does not block the director; the school keeps the one it knows", async ({ page, request, browser }) => {
  await reopenDemoSchool(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsDirector(page);
  await findSchool(page, DEMO_INEP);
  await fillDirector(page);

  // Meanwhile someone else asks for the same school: nothing changes for it.
  const stranger = await request.post('/educational/api/public/schools/authorize', {
    data: {
      firstName: 'Pessoa',
      lastName: 'Desconhecida',
      rg: '98.765.432-1',
      cpf: '11144477735',
      whatsapp: '84988887777',
      personalEmail: 'desconhecida@example.com',
      schoolEmail: 'direcao@potiguar.example',
      schoolPhone: '8433334444',
      inepCode: DEMO_INEP,
      address: 'Rua das Dunas, 100',
      cep: '59010000',
      acceptTerms: true,
    },
  });
  expect(stranger.status()).toBe(202);

  await confirmRequest(page);
  await expect(page.getByTestId('accreditation-done')).toContainText('Falta confirmar pelo e-mail da escola');

  // The school's mailbox has both links: the director's is the newer. The secretary confirms it,
  // then opens the stranger's, which now says the school already has a process.
  const [directorLink, strangerLink] = await schoolLinks(request);
  const school = await openAsSchool(browser, strangerLink!);
  await expect(school.page.getByTestId('accreditation-link-request')).toContainText('Pessoa Desconhecida');
  await school.page.goto(directorLink!);
  await expect(school.page.getByTestId('accreditation-link-request')).toContainText('helena.prado@example.com');
  await school.page.getByRole('button', { name: 'Confirmar pedido' }).click();
  await expect(school.page.getByTestId('accreditation-link-confirmed')).toBeVisible();
  await school.page.goto(strangerLink!);
  await expect(school.page.getByTestId('accreditation-link-unavailable')).toContainText('A escola já tem um processo de credenciamento');
  await school.context.close();
});

test('a school without an official e-mail on record sends the director to the support team', async ({ page }) => {
  // A catalogue school no one asked for that has no official e-mail (server/seed/school-catalogue.ts).
  const school = generateCatalogue().find((candidate) => candidate.id! % WITHOUT_EMAIL_EVERY === 0 && candidate.accreditationStatus === 0)!;
  await page.setViewportSize({ width: 640, height: 900 });
  await openAsDirector(page);
  await findSchool(page, school.inepCode!);
  await fillDirector(page);
  await confirmRequest(page);
  const refusal = page.getByTestId('accreditation-without-email');
  await expect(refusal).toContainText('A escola não tem e-mail oficial no cadastro');
  await expect(refusal).toBeFocused();
  await expect(refusal.getByRole('link', { name: /Falar com o suporte no WhatsApp/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('wrong, too long, pasted and hostile input get their messages and nothing typed is lost', async ({ page, context, request }) => {
  await reopenDemoSchool(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1280, height: 900 });
  let sent = 0;
  await page.route('**/public/schools/authorize', (route) => {
    sent += 1;
    return route.continue();
  });
  await openAsDirector(page);

  // INEP: empty, short, then unknown; a code pasted with symbols keeps its digits.
  await lookup(page).getByRole('button', { name: 'Buscar escola' }).click();
  await expect(lookup(page).getByText('Informe o código INEP.')).toBeVisible();
  await findSchool(page, '2499');
  await expect(lookup(page).getByText('O código INEP tem exatamente 8 dígitos.')).toBeVisible();
  await expect(inep(page)).toHaveValue('2499');
  await expect(inep(page)).toBeFocused();
  await findSchool(page, '10000000');
  await expect(lookup(page).getByText('Não encontramos nenhuma escola com esse código INEP.')).toBeVisible();
  await expect(inep(page)).toHaveValue('10000000');
  await inep(page).fill('');
  await page.evaluate((code) => navigator.clipboard.writeText(` ${code.slice(0, 4)}-${code.slice(4)}99 `), DEMO_INEP);
  await inep(page).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(inep(page)).toHaveValue(DEMO_INEP);
  await lookup(page).getByRole('button', { name: 'Buscar escola' }).click();
  await expect(form(page)).toBeVisible();

  const hostile = '<img src=x onerror=alert(1)>';
  await field(page, 'Nome').fill(hostile);
  await field(page, 'RG').fill('RG: 12345678901234567890X');
  await field(page, 'CPF').pressSequentially('12345678900');
  // A WhatsApp pasted with +55 and symbols, too short.
  await page.evaluate(() => navigator.clipboard.writeText('+55 (84) 9876-5'));
  await field(page, 'WhatsApp').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await field(page, 'E-mail pessoal').fill('helena@');
  await field(page, 'E-mail da escola').fill('secretaria@potiguar.example');
  // The school phone pasted with +55 keeps its own digits.
  await page.evaluate(() => navigator.clipboard.writeText('+55 (84) 3210-4321'));
  await field(page, 'Telefone da escola').focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field(page, 'Telefone da escola')).toHaveValue('84 3210-4321');
  await field(page, 'Endereço da escola').fill(`Rua <b>Dunas</b>`);
  await field(page, 'CEP').fill('');
  await field(page, 'CEP').pressSequentially('5901');
  const submit = form(page).getByRole('button', { name: 'Enviar pedido' });
  await expect(submit).toBeDisabled();
  await form(page).getByRole('checkbox').check();
  await submit.click();

  await expect(form(page).getByText('O RG pode ter no máximo 20 caracteres.')).toBeVisible();
  await expect(form(page).getByText('Informe um CPF válido.')).toBeVisible();
  await expect(form(page).getByText('Informe um WhatsApp com DDD e 9 dígitos.')).toBeVisible();
  await expect(form(page).getByText('Informe um e-mail válido.')).toBeVisible();
  await expect(form(page).getByText('Use só letras, números e pontuação no endereço.')).toBeVisible();
  await expect(form(page).getByText('Informe um CEP com 8 dígitos.')).toBeVisible();
  await expect(field(page, 'RG')).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(sent).toBe(0);
  // Nothing typed is lost.
  await expect(field(page, 'Nome')).toHaveValue(hostile);
  await expect(field(page, 'RG')).toHaveValue('RG: 12345678901234567890X');
  await expect(field(page, 'CPF')).toHaveValue('123.456.789-00');
  await expect(field(page, 'WhatsApp')).toHaveValue('84 9 8765');
  await expect(field(page, 'E-mail pessoal')).toHaveValue('helena@');
  await expect(field(page, 'Endereço da escola')).toHaveValue('Rua <b>Dunas</b>');
  await expect(field(page, 'CEP')).toHaveValue('5901');

  // Searching another school keeps what the director typed.
  await form(page).getByRole('button', { name: 'Trocar de escola' }).click();
  await expect(inep(page)).toHaveValue(DEMO_INEP);
  await lookup(page).getByRole('button', { name: 'Buscar escola' }).click();
  await expect(field(page, 'RG')).toHaveValue('RG: 12345678901234567890X');
});

test('the whole accreditation works by keyboard alone', async ({ page, request }) => {
  await reopenDemoSchool(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsDirector(page);

  await inep(page).focus();
  await page.keyboard.type(DEMO_INEP);
  await page.keyboard.press('Enter');
  await expect(form(page)).toBeVisible();
  await expect(form(page).getByRole('heading', { name: 'Escola encontrada' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'Nome')).toBeFocused();
  const steps: Array<[string, string | null]> = [
    ['Sobrenome', null],
    ['RG', '12.345.678-9'],
    ['CPF', '52998224725'],
    ['WhatsApp', '84987651234'],
    ['E-mail pessoal', null],
    ['E-mail da escola', 'secretaria@potiguar.example'],
    ['Telefone da escola', '8432104321'],
    ['Endereço da escola', null],
    ['CEP', null],
  ];
  for (const [label, typed] of steps) {
    await page.keyboard.press('Tab');
    await expect(field(page, label)).toBeFocused();
    if (typed) await page.keyboard.type(typed);
  }
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('link', { name: /Ler os termos de uso/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Trocar de escola' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form(page).getByRole('button', { name: 'Enviar pedido' })).toBeFocused();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('alertdialog', { name: 'Enviar pedido de credenciamento' });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Enviar', exact: true });
  for (let step = 0; step < 4 && !(await confirm.evaluate((button) => button === document.activeElement)); step += 1) await page.keyboard.press('Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('accreditation-done')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Credenciar outra escola' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(inep(page)).toHaveValue('');
});

for (const width of [320, 640, 1280] as const) {
  test(`the accreditation page has no serious accessibility violations at ${width} px in both themes`, async ({ page, request }) => {
    // Each check runs in both themes.
    test.slow();
    await reopenDemoSchool(request);
    await page.setViewportSize({ width, height: 900 });
    await openAsDirector(page);
    await findSchool(page, '');
    await expect(lookup(page).getByText('Informe o código INEP.')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await page.screenshot({ path: test.info().outputPath(`lookup-${width}-${theme}.png`), fullPage: true }); } });
    await findSchool(page, DEMO_INEP);
    await expect(form(page)).toBeVisible();
    await form(page).getByRole('checkbox').check();
    await field(page, 'RG').fill('');
    await form(page).getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(form(page).getByText('Informe o RG.')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await page.screenshot({ path: test.info().outputPath(`form-${width}-${theme}.png`), fullPage: true }); } });
    await form(page).getByRole('button', { name: 'Trocar de escola' }).click();
    await findSchool(page, PROCESSING_INEP);
    await expect(page.getByTestId('accreditation-in-progress')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await page.screenshot({ path: test.info().outputPath(`in-progress-${width}-${theme}.png`), fullPage: true }); } });
  });
}
