import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { DataExport } from '@/contract/data-rights';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { devFamily } from '../support/families';
import { acceptCookiePolicy, openSignedIn as openSignedInAs } from '../support/session';

/**
 * Data rights (docs/product/data-rights.md): the copy of one's data, the erasure asked for and
 * cancelled, by a person and by a guardian for their minor, and the erasure itself. Each test has
 * its own fresh family from the dev control.
 */

const family = (request: APIRequestContext) => devFamily(request, { consented: true });

async function openSignedIn(page: Page, email: string, path: string) {
  await acceptCookiePolicy(page.context());
  await openSignedInAs(page, email, path);
}

const deletion = (page: Page) => page.getByTestId('deletion-section');

/** Scrolls the minor's page to its data rights, which load once their place comes near the screen. */
const showDataRights = (page: Page) => page.getByTestId('minor-data-rights').scrollIntoViewIfNeeded();
const pending = (page: Page) => page.getByTestId('deletion-pending');
const dialog = (page: Page) => page.getByRole('alertdialog');

async function downloadCopy(page: Page, button: string): Promise<{ name: string; copy: DataExport }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  const path = await download.path();
  return { name: download.suggestedFilename(), copy: JSON.parse(await readFile(path, 'utf8')) as DataExport };
}

test("a guardian asks to erase their minor's account; the minor sees it and cannot cancel it; the guardian cancels", async ({ browser, request }) => {
  const { minor: kid, guardian: parent } = await family(request);
  const guardianContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const minorContext = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const guardian = await guardianContext.newPage();
  const minor = await minorContext.newPage();

  await openSignedIn(guardian, parent.email, `/guardian/${kid.id}`);
  await showDataRights(guardian);
  // The guardian downloads the minor's copy from the minor's page.
  const { name, copy } = await downloadCopy(guardian, 'Baixar os dados');
  expect(name).toMatch(/^meus-dados-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.json$/);
  expect(copy.person.playId).toBe(kid.playId);
  expect(copy.person.sections.find((section) => section.key === 'account')!.records[0]).toMatchObject({ email: kid.email });
  await expect(guardian.getByRole('status').filter({ hasText: 'Cópia salva como' })).toBeVisible();

  await deletion(guardian).getByRole('button', { name: 'Pedir a exclusão da conta' }).click();
  await expect(dialog(guardian)).toHaveAccessibleName(`Excluir a conta de ${kid.firstName}?`);
  await expectNoSeriousA11yViolations(guardian);
  // Without the password, and with a wrong one, the dialog stays with the error on the field.
  await dialog(guardian).getByRole('button', { name: 'Pedir a exclusão' }).click();
  const password = dialog(guardian).getByLabel('Sua senha de responsável');
  await expect(password).toBeFocused();
  await expect(dialog(guardian)).toContainText('Informe uma senha.');
  await password.fill('Errada123');
  await dialog(guardian).getByRole('button', { name: 'Pedir a exclusão' }).click();
  await expect(dialog(guardian)).toContainText('A senha está incorreta.');
  await expect(password).toHaveValue('Errada123');
  await password.fill('Demo1234');
  await dialog(guardian).getByRole('button', { name: 'Pedir a exclusão' }).click();
  await expect(dialog(guardian)).toBeHidden();
  await expect(pending(guardian)).toContainText(`${parent.fullName.split(' ')[0]} pediu a exclusão da conta de ${kid.firstName}.`);

  // The minor is told, sees the day, and may not cancel a guardian's request.
  await openSignedIn(minor, kid.email, '/profile/my-data');
  await expect(pending(minor)).toContainText(`Seu responsável ${parent.fullName.split(' ')[0]} pediu a exclusão da sua conta.`);
  await expect(pending(minor)).toContainText('Só seu responsável pode cancelar este pedido.');
  await expect(deletion(minor).getByRole('button', { name: 'Cancelar a exclusão' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(minor);

  // The guardian cancels; the minor's page shows the account as it was.
  await deletion(guardian).getByRole('button', { name: 'Cancelar a exclusão' }).click();
  await expect(deletion(guardian).getByRole('button', { name: 'Pedir a exclusão da conta' })).toBeVisible();
  await minor.reload();
  await expect(deletion(minor).getByRole('button', { name: 'Excluir minha conta' })).toBeVisible();
  await expect(pending(minor)).toHaveCount(0);

  await guardianContext.close();
  await minorContext.close();
});

test('a guardian downloads their copy with their minor inside, asks to erase their own account, and once erased cannot sign in', async ({ browser, page, request }) => {
  const { minor: kid, guardian: parent } = await family(request);
  await openSignedIn(page, parent.email, '/profile/my-data');
  await expect(page.getByTestId('data-copy')).toContainText('A cópia também traz os dados dos estudantes que você supervisiona.');
  const { copy } = await downloadCopy(page, 'Baixar meus dados');
  expect(copy.person.sections.find((section) => section.key === 'account')!.records[0]).toMatchObject({ email: parent.email });
  expect(copy.minors.map((minor) => minor.playId)).toEqual([kid.playId]);
  expect(JSON.stringify(copy)).not.toContain('passwordHash');

  // Asked by keyboard: the dialog opens on the password, Enter sends it.
  await deletion(page).getByRole('button', { name: 'Excluir minha conta' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toHaveAccessibleName('Excluir sua conta?');
  await dialog(page).getByLabel('Sua senha').fill('Demo1234');
  await page.keyboard.press('Enter');
  await expect(pending(page)).toContainText('Sua conta será excluída em');
  await expect(deletion(page).getByRole('button', { name: 'Cancelar a exclusão' })).toBeVisible();

  // The seven days pass (the dev control makes the request due and runs the sweep).
  const erased = await request.post('/dev/data-rights/erase', { data: { email: parent.email } });
  expect(await erased.json()).toEqual({ erased: 1 });
  await page.reload();
  await expect(page).toHaveURL(/\/realms\/plataforma\/|\/login/);
  // Signing in again is tried from a browser of its own: the ended session's page may still be
  // on its way through the token server's sign-out back to /login, which would cut a navigation.
  const again = await browser.newContext();
  await acceptCookiePolicy(again);
  const signIn = await again.newPage();
  await signIn.goto('/login');
  await signIn.getByRole('button', { name: 'Já tenho conta' }).click();
  await signIn.getByLabel(/e-mail/i).fill(parent.email);
  await signIn.getByLabel(/senha/i).first().fill('Demo1234');
  await signIn.getByRole('button', { name: /^entrar$/i }).click();
  await expect(signIn.getByRole('alert')).toHaveText('E-mail ou senha incorretos.');
  await again.close();
});

test("a guardian corrects the minor's surname; the minor is told and sees it", async ({ browser, request }) => {
  const { minor: kid, guardian: parent } = await family(request);
  const guardianContext = await browser.newContext({ viewport: { width: 640, height: 900 } });
  const minorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const guardian = await guardianContext.newPage();
  const minor = await minorContext.newPage();

  await openSignedIn(guardian, parent.email, `/guardian/${kid.id}`);
  await showDataRights(guardian);
  const panel = guardian.getByTestId('minor-correction');
  await panel.getByRole('button', { name: 'Corrigir os dados' }).click();
  await expect(panel.getByRole('button', { name: 'Fechar a correção' })).toHaveAttribute('aria-expanded', 'true');
  const surname = panel.getByLabel(/^Sobrenome/);
  await surname.fill('');
  await panel.getByRole('button', { name: 'Salvar alterações' }).click();
  // An empty surname stays on the form with its error, and nothing is asked.
  await expect(surname).toBeFocused();
  await expect(guardian.getByRole('alertdialog')).toHaveCount(0);
  await surname.fill('Carvalho Dias');
  // The rest of what the minor never filled, as the form asks for it.
  await panel.getByLabel(/^Celular \(WhatsApp\)/).pressSequentially('11990001001');
  await panel.getByLabel(/^Gênero/).selectOption({ label: 'Feminino' });
  await panel.getByLabel(/^Estado/).selectOption({ label: 'Rio de Janeiro' });
  const city = panel.getByRole('combobox', { name: 'Cidade' });
  await city.fill('nit');
  await guardian.getByRole('option', { name: 'Niterói' }).click();
  await expect(city).toHaveValue('Niterói');
  await panel.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(guardian.getByRole('alertdialog')).toContainText(`Salvar a correção dos dados de ${kid.firstName}?`);
  await expectNoSeriousA11yViolations(guardian);
  await guardian.getByRole('alertdialog').getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(guardian.getByRole('status').filter({ hasText: `Dados de ${kid.firstName} corrigidos.` })).toBeVisible();
  await expect(guardian.getByRole('heading', { level: 1 })).toContainText('Carvalho Dias');

  await openSignedIn(minor, kid.email, '/profile/personal-data');
  await expect(minor.getByLabel(/^Sobrenome/)).toHaveValue('Carvalho Dias');
  await minor.getByTestId('notification-bell').click();
  await expect(minor.getByRole('dialog', { name: 'Suas notificações' })).toContainText('Seu responsável alterou seus dados');
  await expect(minor.getByRole('dialog', { name: 'Suas notificações' })).toContainText(`Seu responsável ${parent.fullName.split(' ')[0]} corrigiu seus dados pessoais.`);

  await guardianContext.close();
  await minorContext.close();
});
