import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { devFamily, type DevFamily } from '../support/families';
import { acceptCookiePolicy, addSession, appHasPage } from '../support/session';

/**
 * Guardian consent between two people (docs/product/guardians.md, Screens): the minor in one browser,
 * the guardian in another. Each test has its own fresh family from the dev control, so the tests hold
 * in any order and on a reused server.
 */

type Family = DevFamily;
const newFamily = devFamily;

const notice = (page: Page) => page.getByTestId('guardian-notice');
const consentForm = (page: Page) => page.getByTestId('consent-form');

/** The minor's /home, signed in, with the guardian notice settled. */
async function openMinorHome(page: Page, family: Family) {
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), family.minor.email);
  await page.goto('/home');
  await appHasPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
}

test('a guardian without an account creates one from the link, confirms who they are and consents; the minor is free at once', async ({ browser, request }) => {
  const family = await newFamily(request, { guardianAccount: false });
  const minorContext = await browser.newContext({ viewport: { width: 640, height: 900 } });
  const guardianContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const minor = await minorContext.newPage();
  const guardian = await guardianContext.newPage();

  await openMinorHome(minor, family);
  await expect(notice(minor)).toContainText('Aguardando a autorização do seu responsável');
  await expect(notice(minor)).toContainText('campeonatos, times e Premium ficam bloqueados');

  // The guardian opens the e-mailed link signed out: the page explains, then offers an account.
  await acceptCookiePolicy(guardianContext);
  await guardian.goto(`/guardian/consent/${family.token}`);
  await expect(guardian.getByRole('heading', { level: 1, name: 'Bruna pediu a sua autorização' })).toBeVisible();
  await expect(guardian.getByRole('heading', { level: 2, name: 'Quais dados guardamos e por quê' })).toBeVisible();
  await expectNoSeriousA11yViolations(guardian);
  await guardian.getByRole('button', { name: 'Criar conta de responsável' }).click();

  // Registration comes with the guardian role chosen.
  await expect(guardian).toHaveURL(/\/register\?/);
  await expect(guardian.getByRole('radio', { name: 'Responsável por estudante' })).toBeChecked();
  const field = (name: string) => guardian.locator(`form [name="${name}"]:is(input, select)`);
  await field('userName').fill(`resp${family.minor.id}`);
  await field('email').fill(family.guardian.email);
  await field('password').fill('Segredo1');
  await field('passwordConfirmation').fill('Segredo1');
  await field('firstName').fill('Clara');
  await field('lastName').fill(family.guardian.fullName.slice('Clara '.length));
  await field('birthDate').fill('15/03/1985');
  await field('stateId').selectOption({ label: 'São Paulo' });
  await expect(field('cityId')).toBeEnabled();
  await field('cityId').selectOption({ label: 'Campinas' });
  await guardian.getByText('Li e aceito os termos de uso e a política de privacidade').click();
  await guardian.getByTestId('register-submit').click();
  await expect(guardian.getByTestId('register-done')).toBeVisible();

  // The verification e-mail, then back to the consent link and in through the token server.
  const mails = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(family.guardian.email)}`)).json()) as Array<{ subject: string; links: string[] }>;
  const verify = mails.find((mail) => mail.links[0]?.includes('action-token'));
  expect(verify, 'the verification e-mail').toBeDefined();
  await guardian.goto(verify!.links[0]!);
  await expect(guardian.getByText(/confirmado|verificado/i).first()).toBeVisible();
  await guardian.goto(`/guardian/consent/${family.token}`);
  await guardian.getByTestId('consent-signed-out').getByRole('button', { name: 'Entrar' }).click();
  await expect(guardian).toHaveURL(/\/realms\/plataforma\//);
  await guardian.getByLabel(/e-mail/i).fill(family.guardian.email);
  await guardian.getByLabel(/senha/i).first().fill('Segredo1');
  await guardian.getByRole('button', { name: /^entrar$/i }).click();
  await expect(guardian).toHaveURL(new RegExp(`/guardian/consent/${family.token}$`));

  // A CPF that is not the one the minor typed goes back onto its field; the link still works.
  await expect(consentForm(guardian)).toBeVisible();
  await consentForm(guardian).getByLabel(/^Nome completo/).fill(family.guardian.fullName);
  await consentForm(guardian).getByLabel(/^CPF/).pressSequentially('39053344705');
  await consentForm(guardian).getByRole('button', { name: 'Autorizar', exact: true }).click();
  await expect(consentForm(guardian).getByText('O CPF não confere com o que o estudante informou. Confira os números.')).toBeVisible();
  await expect(consentForm(guardian).getByLabel(/^CPF/)).toBeFocused();
  await expectNoSeriousA11yViolations(guardian);

  await consentForm(guardian).getByLabel(/^CPF/).fill('');
  await consentForm(guardian).getByLabel(/^CPF/).pressSequentially(family.guardian.cpf);
  await consentForm(guardian).getByRole('button', { name: 'Autorizar', exact: true }).click();
  await expect(guardian.getByRole('heading', { level: 1, name: 'Pronto! Bruna já pode participar' })).toBeVisible();
  await expectNoSeriousA11yViolations(guardian);
  await guardian.getByRole('link', { name: 'Abrir o painel do responsável' }).click();
  // A new guardian is welcomed to supervising, not to playing.
  const welcome = guardian.getByRole('dialog', { name: 'Boas-vindas à Arena, Clara!' });
  await expect(welcome).toContainText('acompanha os estudantes que informaram você como responsável');
  await welcome.getByRole('button', { name: 'Pular' }).click();
  await expect(welcome).toBeHidden();
  await expect(guardian.getByRole('heading', { level: 2, name: new RegExp(`^Bruna `) })).toBeVisible();

  // The minor: the notice gives way on the next read, and the guardian scene names the guardian.
  await minor.reload();
  await expect(minor.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await minor.goto('/profile/sponsor');
  await expect(notice(minor)).toContainText('Conta autorizada por Clara');
  await minor.goto('/home');
  await appHasPage(minor);
  await expect(minor.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(notice(minor)).toHaveCount(0);

  // The link was used: opening it again says so and changes nothing.
  await guardian.goto(`/guardian/consent/${family.token}`);
  await expect(guardian.getByRole('heading', { level: 1, name: 'Este link já foi usado' })).toBeVisible();
  await minorContext.close();
  await guardianContext.close();
});

test('the guardian withdraws consent on /guardian and the minor is restricted again at once, and told', async ({ browser, request }) => {
  const family = await newFamily(request, { consented: true });
  const minorContext = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const guardianContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const minor = await minorContext.newPage();
  const guardian = await guardianContext.newPage();

  await openMinorHome(minor, family);
  await expect(notice(minor)).toHaveCount(0);

  await acceptCookiePolicy(guardianContext);
  await addSession(guardianContext, family.guardian.email);
  await guardian.goto('/guardian');
  const card = guardian.getByTestId('supervised-minor').filter({ hasText: family.minor.playId });
  await expect(card).toBeVisible();
  await expectNoSeriousA11yViolations(guardian);
  await card.getByRole('button', { name: 'Retirar autorização' }).click();
  const dialog = guardian.getByRole('alertdialog', { name: 'Retirar a autorização de Bruna?' });
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(guardian);
  await dialog.getByRole('button', { name: 'Retirar autorização' }).click();
  await expect(guardian.getByTestId('toast').filter({ hasText: 'Autorização de Bruna retirada.' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(guardian.getByRole('heading', { name: 'Nenhum estudante por aqui ainda' })).toBeVisible();

  // The minor: restricted on the next read, with the reason and the invitation to send again.
  await minor.reload();
  await expect(notice(minor)).toContainText('O seu responsável retirou a autorização');
  await expect(notice(minor)).toContainText('campeonatos, times e Premium ficam bloqueados');
  await expectNoSeriousA11yViolations(minor);
  // The server refuses the minor's subscription with its own reason, whatever the screens show.
  const token = (await minorContext.cookies()).find((cookie) => cookie.name === 'arena_token')!.value;
  const refused = await minor.request.post('/educational/api/tournaments/1/subscription', { headers: { authorization: `Bearer ${decodeURIComponent(token)}` }, data: {} });
  expect(refused.status()).toBe(403);
  expect(JSON.stringify(await refused.json())).toContain('requestError:guardian.consentForTournaments');

  // Sending the invitation again from the notice: a new link for the guardian, one resend less.
  await notice(minor).getByRole('button', { name: 'Reenviar convite' }).click();
  await expect(minor.getByTestId('toast').filter({ hasText: 'Convite reenviado ao seu responsável.' })).toBeVisible();
  await expect(notice(minor)).toContainText('Aguardando a autorização do seu responsável');
  await expect(notice(minor)).toContainText('Reenvios restantes hoje: 1');
  await minorContext.close();
  await guardianContext.close();
});

test('an account that is not a guardian\'s cannot decide, and refusing asks first and tells the minor', async ({ browser, request }) => {
  const family = await newFamily(request);
  const minorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const minor = await minorContext.newPage();
  await openMinorHome(minor, family);

  // The minor opening the link meant for the guardian: a clear page, nothing changes.
  await minor.goto(`/guardian/consent/${family.token}`);
  await expect(minor.getByTestId('consent-wrong-account')).toContainText('Esta conta não é de responsável');
  await expect(consentForm(minor)).toHaveCount(0);
  await expectNoSeriousA11yViolations(minor);

  const guardianContext = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const guardian = await guardianContext.newPage();
  await acceptCookiePolicy(guardianContext);
  await addSession(guardianContext, family.guardian.email);
  await guardian.goto(`/guardian/consent/${family.token}`);
  await consentForm(guardian).getByLabel(/^Nome completo/).fill(family.guardian.fullName.toUpperCase());
  await consentForm(guardian).getByLabel(/^CPF/).pressSequentially(family.guardian.cpf);
  await consentForm(guardian).getByRole('button', { name: 'Não autorizar' }).click();
  const dialog = guardian.getByRole('alertdialog', { name: 'Não autorizar Bruna?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(consentForm(guardian).getByLabel(/^CPF/)).toHaveValue('529.982.247-25');
  await consentForm(guardian).getByRole('button', { name: 'Não autorizar' }).click();
  await dialog.getByRole('button', { name: 'Não autorizar' }).click();
  await expect(guardian.getByRole('heading', { level: 1, name: 'Resposta registrada' })).toBeVisible();
  await expectNoSeriousA11yViolations(guardian);

  await minor.goto('/home');
  await appHasPage(minor);
  await expect(notice(minor)).toContainText('O seu responsável não autorizou');
  await minorContext.close();
  await guardianContext.close();
});
