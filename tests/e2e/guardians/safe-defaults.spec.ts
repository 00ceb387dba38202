import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { devFamily, type DevFamily } from '../support/families';
import { acceptCookiePolicy, addSession, appHasPage } from '../support/session';

/**
 * Safe defaults between an adult, a minor of 15 and the minor's guardian (docs/product/guardians.md,
 * Safe defaults): the adult's team invitation waits for the guardian, who approves or refuses it;
 * the guardian also decides whether other players see the minor's real name. Each test has its own
 * fresh family, adult and team from the dev control.
 */

type Family = DevFamily & { adult: NonNullable<DevFamily['adult']> };

async function familyWithAdultInvite(request: APIRequestContext): Promise<Family> {
  return (await devFamily(request, { consented: true, adultInvite: true })) as Family;
}

/** A page of its own, signed in as `email`. */
async function personAt(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await acceptCookiePolicy(context);
  await addSession(context, email);
  return context.newPage();
}

const teamModal = (page: Page) => page.getByTestId('manage-team');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function openTeam(page: Page, family: Family) {
  await page.goto(`/tournaments/detail?id=${family.adult.eventId}&teamId=${family.adult.teamId}&opened=true`);
  await expect(teamModal(page)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('dialog').locator('[aria-busy="true"]')).toHaveCount(0);
}

async function openMinorPage(page: Page, family: Family) {
  await page.goto(`/guardian/${family.minor.id}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Convites para times' })).toBeVisible();
}

test("an adult's invitation waits for the guardian; approved, the minor accepts it", async ({ browser, request }) => {
  // Three people, each in a browser of their own.
  test.setTimeout(90_000);
  const family = await familyWithAdultInvite(request);
  const minor = await personAt(browser, family.minor.email, 320);
  const guardian = await personAt(browser, family.guardian.email, 1280);
  const adult = await personAt(browser, family.adult.email, 1280);

  // The minor sees the invitation held: on /teams and in the team, with no way to accept yet.
  await minor.goto('/teams');
  const card = minor.getByRole('region', { name: /^Convites pendentes/ }).getByTestId('team-summary').filter({ hasText: family.adult.teamName });
  await expect(card).toContainText('Aguarda seu responsável');
  await expect(card).toContainText(`Convite de Otávio Adulto`);
  await card.click();
  await expect(teamModal(minor)).toContainText('Como é um adulto, seu responsável precisa aprovar o convite antes de você aceitar.');
  await expect(teamModal(minor).getByRole('button', { name: 'Aceitar convite' })).toHaveCount(0);
  await expect(teamModal(minor).getByRole('button', { name: 'Recusar convite' })).toBeVisible();
  await expectNoSeriousA11yViolations(minor);

  // The adult leader sees whom the invitation waits for.
  await openTeam(adult, family);
  await expect(teamModal(adult).getByRole('listitem').filter({ hasText: family.minor.playId })).toContainText('Convite aguardando o responsável');

  // The guardian approves it on the minor's page.
  await openMinorPage(guardian, family);
  const invite = guardian.getByTestId('minor-invite').filter({ hasText: family.adult.teamName });
  await expect(invite).toContainText('Aguarda a sua aprovação');
  await expect(invite).toContainText(`Convite de ${family.adult.playId}`);
  await expect(invite).toContainText('Adulto');
  await expectNoSeriousA11yViolations(guardian);
  await invite.getByRole('button', { name: `Aprovar o convite do time ${family.adult.teamName}` }).click();
  await expect(toast(guardian, `Convite aprovado. ${family.minor.firstName} já pode aceitar.`)).toBeVisible();
  await expect(invite).toContainText(`Aprovado: ${family.minor.firstName} pode aceitar ou recusar.`);
  await expect(invite.getByRole('button')).toHaveCount(0);

  // The minor is told, and now accepts.
  await minor.goto('/home');
  await appHasPage(minor);
  await minor.getByTestId('notification-bell').click();
  await expect(minor.getByRole('dialog')).toContainText('aprovou o convite para o time');
  await minor.keyboard.press('Escape');
  await openTeam(minor, family);
  await teamModal(minor).getByRole('button', { name: 'Aceitar convite' }).click();
  await minor.getByRole('alertdialog', { name: 'Aceitar convite?' }).getByRole('button', { name: 'Aceitar' }).click();
  await expect(teamModal(minor).getByTestId('members-counter')).toHaveText('2/4 membros');

  // The adult leader now has the minor in the team.
  await adult.reload();
  await expect(teamModal(adult).getByRole('listitem').filter({ hasText: family.minor.playId })).toContainText('Membro confirmado');

  for (const page of [minor, guardian, adult]) await page.context().close();
});

test('a guardian refuses an adult’s invitation after confirming, and shows the real name to teammates', async ({ browser, request }) => {
  const family = await familyWithAdultInvite(request);
  const guardian = await personAt(browser, family.guardian.email, 640);
  const minor = await personAt(browser, family.minor.email, 1280);

  await openMinorPage(guardian, family);
  const invite = guardian.getByTestId('minor-invite').filter({ hasText: family.adult.teamName });
  await invite.getByRole('button', { name: `Recusar o convite do time ${family.adult.teamName}` }).click();
  const dialog = guardian.getByRole('alertdialog', { name: `Recusar o convite do time ${family.adult.teamName}?` });
  await expect(dialog).toContainText('O convite será retirado.');
  await dialog.getByRole('button', { name: 'Recusar' }).click();
  await expect(toast(guardian, `Convite recusado. ${family.minor.firstName} e quem convidou foram avisados.`)).toBeVisible();
  await expect(guardian.getByText(`Nenhum convite para times esperando ${family.minor.firstName}.`)).toBeVisible();

  // The real name: off by default; switched on and saved, the minor is told.
  const name = guardian.getByRole('switch', { name: 'Mostrar o nome verdadeiro para colegas de time' });
  await expect(name).not.toBeChecked();
  await guardian.getByText('Mostrar o nome verdadeiro para colegas de time', { exact: true }).click();
  await expect(name).toBeChecked();
  await guardian.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(guardian, `Pronto! ${family.minor.firstName} vai receber um aviso da mudança.`)).toBeVisible();

  await minor.goto('/teams');
  await expect(minor.getByRole('region', { name: /^Convites pendentes/ }).getByTestId('team-summary')).toHaveCount(0);
  await minor.getByTestId('notification-bell').click();
  await expect(minor.getByRole('dialog')).toContainText('recusou o convite para o time');
  await expect(minor.getByRole('dialog')).toContainText('Clara permitiu que seus colegas de time vejam seu nome.');

  for (const page of [minor, guardian]) await page.context().close();
});
