import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { acceptCookiePolicy, addSession } from '../support/session';

/**
 * Reports and moderation between a reporter, the reported player and an admin, each in a browser
 * of their own (docs/product/moderation.md): the report and its feedback, the admin's queue and
 * decision, the sanction at sign-in, the one appeal and its answer. Each test plays in an event
 * of its own, with fresh players from the dev control; the queue is found by their Play IDs.
 */

interface Account {
  userId: number;
  email: string;
  playId: string;
}
interface Scenario {
  eventId: number;
  participants: Array<{ teamId: number | null; name: string | null; leader: Account; members: Account[] }>;
}

async function scenario(request: APIRequestContext, teamSize = 1): Promise<Scenario> {
  const answer = await request.post('/dev/play/scenario', { data: { phase: 'CHECK_IN', participants: 2, teamSize } });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as Scenario;
}

async function personAt(browser: Browser, email: string | null, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await acceptCookiePolicy(context);
  if (email) await addSession(context, email);
  return context.newPage();
}

const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });
const reportCard = (page: Page, target: string) => page.getByRole('article').filter({ hasText: target });

async function openSubscribers(page: Page, eventId: number) {
  await page.goto(`/tournaments/detail?id=${eventId}&tab=subscribers`);
  await expect(page.getByRole('heading', { name: /inscritos/i })).toBeVisible();
}

/** The sign-in page's answer for `email`, typed as a person would. */
async function tryToSignIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Já tenho conta' }).click();
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/senha/i).first().fill('Demo1234');
  await page.getByRole('button', { name: /^entrar$/i }).click();
}

/** The appeal link mailed to `email` with its sanction. */
async function appealPath(request: APIRequestContext, email: string): Promise<string> {
  const mails = (await (await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{ links: string[] }>;
  const link = mails.flatMap((mail) => mail.links).find((address) => address.includes('/appeal/'));
  expect(link, 'the sanction e-mail carries an appeal link').toBeTruthy();
  return new URL(link!).pathname;
}

test('a reported player is suspended, cannot sign in, appeals once, and the overturned decision lets him back', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const { eventId, participants } = await scenario(request);
  const reporterAccount = participants[0]!.leader;
  const reported = participants[1]!.leader;
  const reporter = await personAt(browser, reporterAccount.email, 320);
  const admin = await personAt(browser, 'admin@example.com', 1280);

  // The reporter finds the player among the subscribers and reports him; an empty form says why.
  await openSubscribers(reporter, eventId);
  await expect(reporter.getByRole('button', { name: `Denunciar ${reporterAccount.playId}` })).toHaveCount(0);
  await reporter.getByRole('button', { name: `Denunciar ${reported.playId}` }).click();
  const dialog = reporter.getByRole('dialog', { name: `Denunciar ${reported.playId}` });
  await expect(dialog).toContainText('A denúncia é sigilosa');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog).toContainText('Escolha o motivo da denúncia.');
  await expect(dialog.getByRole('radio', { name: 'Assédio ou ameaça' })).toBeFocused();
  await expectNoSeriousA11yViolations(reporter);
  await dialog.getByRole('radio', { name: 'Assédio ou ameaça' }).check();
  await dialog.getByRole('textbox', { name: /Detalhes/ }).fill('Ameaçou me encontrar na saída da escola depois da partida.');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(reporter.getByRole('dialog', { name: 'Denúncia enviada' })).toContainText('recebida, em análise e decidida');
  await reporter.getByRole('button', { name: 'Fechar' }).first().click();
  await expect(reporter.getByRole('dialog')).toHaveCount(0);

  // A second report of the same player while the first waits is refused with a clear message.
  await reporter.getByRole('button', { name: `Denunciar ${reported.playId}` }).click();
  await dialog.getByRole('radio', { name: 'Trapaça' }).check();
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(toast(reporter, 'Você já denunciou isso')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  // The admin takes the report, then suspends the player for 3 days with a written reason.
  await admin.goto('/admin/reports');
  const card = reportCard(admin, `Jogador: ${reported.playId}`);
  await expect(card).toContainText('Ameaçou me encontrar');
  await expect(card).toContainText(`Denunciado por ${reporterAccount.playId}`);
  await card.getByRole('button', { name: 'Analisar' }).click();
  await expect(toast(admin, 'Denúncia em análise')).toBeVisible();
  await expect(card).toContainText('Em análise');
  await card.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(card).toContainText('Escolha a decisão.');
  await expectNoSeriousA11yViolations(admin);
  await card.getByRole('radio', { name: 'Suspender' }).check();
  await card.getByRole('textbox', { name: 'Dias de suspensão' }).fill('3');
  await card.getByRole('textbox', { name: /Motivo escrito/ }).fill('Ameaças a outro jogador não são aceitas na plataforma.');
  await card.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(toast(admin, 'Decisão registrada')).toBeVisible();
  await expect(card).toHaveCount(0);

  // The reporter was told at each step.
  await reporter.reload();
  await reporter.getByRole('button', { name: /Notificações/ }).click();
  await expect(reporter.getByText('Sua denúncia foi analisada')).toBeVisible();

  // The suspended player cannot sign in, and the page says until when.
  const suspended = await personAt(browser, null, 640);
  await tryToSignIn(suspended, reported.email);
  await expect(suspended.getByText(/Esta conta está suspensa até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // He appeals by the e-mailed link, signed out: a short text is refused, the real one is sent once.
  const appeal = await appealPath(request, reported.email);
  await suspended.goto(appeal);
  await expect(suspended.getByRole('heading', { name: 'Recorrer de uma decisão' })).toBeVisible();
  await expect(suspended.getByText('Ameaças a outro jogador não são aceitas na plataforma.')).toBeVisible();
  await expectNoSeriousA11yViolations(suspended);
  const appealText = suspended.getByRole('textbox', { name: 'Por que a decisão deveria mudar?' });
  await appealText.fill('curto');
  await suspended.getByRole('button', { name: 'Enviar recurso' }).click();
  await expect(suspended.getByText('Explique um pouco mais: pelo menos 10 caracteres.')).toBeVisible();
  await expect(appealText).toBeFocused();
  await appealText.fill('Era uma brincadeira entre amigos da mesma sala; ele confirma.');
  await suspended.getByRole('button', { name: 'Enviar recurso' }).click();
  await expect(suspended.getByRole('heading', { name: 'Recurso enviado' })).toBeVisible();
  await suspended.reload();
  await expect(suspended.getByRole('heading', { name: 'Recurso já enviado' })).toBeVisible();

  // The appeal is back in the admin's queue; overturning it lifts the suspension at once.
  await admin.reload();
  const appealed = reportCard(admin, `Jogador: ${reported.playId}`);
  await expect(appealed).toContainText('Era uma brincadeira entre amigos');
  await appealed.getByRole('radio', { name: 'Revogar a decisão' }).check();
  await appealed.getByRole('textbox', { name: /Motivo escrito/ }).fill('O colega confirmou que era brincadeira entre os dois.');
  await appealed.getByRole('button', { name: 'Responder ao recurso' }).click();
  await expect(toast(admin, 'a decisão foi revogada')).toBeVisible();
  await admin.getByRole('link', { name: 'Decididas' }).click();
  await expect(reportCard(admin, `Jogador: ${reported.playId}`)).toContainText('Decisão revogada.');

  await tryToSignIn(suspended, reported.email);
  await expect(suspended).toHaveURL(/\/home$/);
});

test("a team event's report menu answers the keyboard from its first focus, before its code has arrived", async ({ browser, request }) => {
  const { eventId, participants } = await scenario(request, 2);
  const reporter = await personAt(browser, participants[0]!.leader.email, 1280);
  await openSubscribers(reporter, eventId);
  const teamName = participants[1]!.name!;
  const flag = reporter.getByRole('button', { name: `Denunciar ${participants[1]!.leader.playId} ou o time ${teamName}` });
  // Focus fetches the menu; it takes the plain button's place focused, and Enter opens it.
  await flag.focus();
  await expect(flag).toBeFocused();
  await reporter.keyboard.press('Enter');
  const menu = reporter.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: `Denunciar o nome do time ${teamName}` })).toBeVisible();
  await reporter.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(flag).toBeFocused();
});

test("a team's name is reported; a ban is asked first, and the admin dismisses instead", async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { eventId, participants } = await scenario(request, 2);
  const reporterAccount = participants[0]!.members.find((member) => member.userId !== participants[0]!.leader.userId) ?? participants[0]!.leader;
  const teamName = participants[1]!.name!;
  const reporter = await personAt(browser, reporterAccount.email, 1280);
  const admin = await personAt(browser, 'admin@example.com', 640);

  await openSubscribers(reporter, eventId);
  // In a team event each subscriber's flag is a menu: the player, or the team's name.
  const teammate = participants[1]!.leader.playId;
  await reporter.getByRole('button', { name: `Denunciar ${teammate} ou o time ${teamName}` }).click();
  await reporter.getByRole('menuitem', { name: `Denunciar o nome do time ${teamName}` }).click();
  const dialog = reporter.getByRole('dialog', { name: `Denunciar o nome do time ${teamName}` });
  // A team is reported for what a name can be: no "Trapaça" here.
  await expect(dialog.getByRole('radio', { name: 'Trapaça' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Outro motivo' }).check();
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(dialog).toContainText('Conte o que aconteceu.');
  await dialog.getByRole('textbox', { name: 'Detalhes' }).fill('O nome imita o de uma escola de verdade para confundir.');
  await dialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(reporter.getByRole('dialog', { name: 'Denúncia enviada' })).toBeVisible();

  await admin.goto('/admin/reports');
  const card = reportCard(admin, `Nome de time: ${teamName}`);
  await card.getByRole('button', { name: 'Analisar' }).click();
  await card.getByRole('radio', { name: 'Banir' }).check();
  await card.getByRole('textbox', { name: /Motivo escrito/ }).fill('Nome que finge ser de outra escola.');
  await card.getByRole('button', { name: 'Registrar decisão' }).click();
  const ask = admin.getByRole('alertdialog', { name: 'Banir esta conta?' });
  await expect(ask).toContainText('não poderá mais entrar');
  await ask.getByRole('button', { name: 'Voltar' }).click();
  await expect(ask).toHaveCount(0);
  await card.getByRole('radio', { name: 'Arquivar' }).check();
  await card.getByRole('button', { name: 'Registrar decisão' }).click();
  await expect(toast(admin, 'Decisão registrada')).toBeVisible();

  await reporter.reload();
  await reporter.getByRole('button', { name: /Notificações/ }).click();
  await expect(reporter.getByText(/não encontramos violação das regras/)).toBeVisible();
});
