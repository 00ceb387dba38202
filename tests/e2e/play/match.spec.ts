import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { closeContexts, open, scenario, shoot, signedIn, toast, type Scenario } from './scenario';

/**
 * Reporting a match (docs/product/play.md, Screens, Rules and "Live"): two captains, each in their own
 * browser context; what one does shows on the other's page without a reload.
 */

test.afterEach(closeContexts);

/** A 1×1 PNG: a screenshot as small as one gets. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The first-round match of the participant at `index`, with the leaders of both sides. */
function firstRound(event: Scenario, index: number) {
  const participant = event.participants[index]!;
  const match = event.matches.find((m) => m.roundNumber === 1 && (m.side1 === participant.participantId || m.side2 === participant.participantId) && m.side1 !== null && m.side2 !== null)!;
  const byId = (id: number | null) => event.participants.find((p) => p.participantId === id)!;
  return { match, first: byId(match.side1), second: byId(match.side2) };
}

const stateOf = (page: Page) => page.getByTestId('match-state');

async function report(page: Page, games: [string, string][]) {
  await page.getByRole('button', { name: 'Informar resultado' }).click();
  const form = page.getByRole('form', { name: 'Informar resultado' });
  for (const [index, [a, b]] of games.entries()) {
    if (index >= (await form.getByRole('listitem').count())) await form.getByRole('button', { name: 'Adicionar jogo' }).click();
    const row = form.getByRole('listitem').nth(index);
    await row.getByRole('textbox').nth(0).fill(a);
    await row.getByRole('textbox').nth(1).fill(b);
  }
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
}

test('one captain reports, the other sees it by itself and confirms, and the winner moves on in the bracket', async ({ browser, request }) => {
  const event = await scenario(request, { phase: 'RUNNING', participants: 4, bestOf: 3 });
  const { match, first, second } = firstRound(event, 0);
  const [reporter, answerer] = await Promise.all([signedIn(browser, first.leader.email), signedIn(browser, second.leader.email)]);
  // The page listens to the event's stream with the bearer token (docs/product/play.md, Rules, "Live").
  const stream = answerer.waitForResponse((response) => response.url().endsWith(`/tournaments/${event.eventId}/events`));
  await Promise.all([open(reporter, `/matches/${match.id}`), open(answerer, `/matches/${match.id}`)]);
  expect((await stream).status()).toBe(200);
  await expect(stateOf(reporter)).toHaveText('Partida pronta! Joguem e informem o resultado.');
  await expect(stateOf(answerer)).toHaveText('Partida pronta! Joguem e informem o resultado.');
  await shoot(reporter, 'match-ready', 320);
  await shoot(reporter, 'match-ready', 1280);

  // A tie is refused at the form before anything is sent.
  await report(reporter, [
    ['2', '2'],
    ['3', '1'],
  ]);
  await expect(reporter.getByRole('alert').filter({ hasText: 'Cada jogo precisa ter um vencedor' })).toBeVisible();
  await shoot(reporter, 'match-report-form', 320);
  const form = reporter.getByRole('form', { name: 'Informar resultado' });
  await form.getByRole('listitem').nth(0).getByRole('textbox').nth(0).fill('5');
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(toast(reporter, 'Resultado registrado! Agora é só aguardar a confirmação.')).toBeVisible();
  await expect(stateOf(reporter)).toHaveText('Resultado informado. Esperando o outro lado confirmar.');

  // The other captain's page moves by itself (stream, or polling every 4 s), without a reload.
  await expect(stateOf(answerer)).toHaveText('O outro lado informou o resultado. Confira e confirme ou conteste.', { timeout: 15_000 });
  await expect(answerer.getByText('Jogo 2: 3 × 1')).toBeVisible();
  await shoot(answerer, 'match-to-answer', 320);
  await expectNoSeriousA11yViolations(answerer);
  await answerer.getByRole('button', { name: 'Confirmar resultado' }).click();
  await expect(toast(answerer, 'Resultado confirmado. Boa partida!')).toBeVisible();
  await expect(stateOf(answerer)).toHaveText('Resultado final.');
  await expect(stateOf(reporter)).toHaveText('Resultado final.', { timeout: 15_000 });

  // The bracket shows the winner in the final.
  await open(reporter, `/tournaments/detail?id=${event.eventId}&tab=bracket`);
  const final = reporter.getByRole('list', { name: 'Rodadas de Chave principal' }).getByRole('listitem').filter({ has: reporter.getByRole('heading', { name: 'Final', exact: true }) });
  await expect(final.getByRole('link', { name: new RegExp(`^Você: Partida 1: ${first.name}`) })).toBeVisible();
  await shoot(reporter, 'bracket', 320);
  await shoot(reporter, 'bracket', 1280);
  await reporter.getByRole('tab', { name: 'Classificação' }).click();
  await expect(reporter).toHaveURL(/tab=standings/);
  await expect(reporter.getByRole('table', { name: 'Classificação do torneio' })).toBeVisible();
  await shoot(reporter, 'standings', 320);
  await shoot(reporter, 'standings', 1280);
  // The dark theme, for a person to look at.
  await reporter.evaluate(() => window.localStorage.setItem('theme', 'dark'));
  await open(reporter, `/tournaments/detail?id=${event.eventId}&tab=bracket`);
  await expect(reporter.getByRole('list', { name: 'Rodadas de Chave principal' })).toBeVisible();
  await shoot(reporter, 'bracket-dark', 1280);
  await open(reporter, `/matches/${match.id}`);
  await expect(stateOf(reporter)).toHaveText('Resultado final.');
  await shoot(reporter, 'match-dark', 320);
});

test('the other captain disputes a report with a reason and a screenshot, and the organiser decides it in a third context', async ({ browser, request }) => {
  const event = await scenario(request, { phase: 'RUNNING', participants: 4, bestOf: 1 });
  const { match, first, second } = firstRound(event, 1);
  const [reporter, disputer] = await Promise.all([signedIn(browser, first.leader.email), signedIn(browser, second.leader.email)]);
  await Promise.all([open(reporter, `/matches/${match.id}`), open(disputer, `/matches/${match.id}`)]);
  await report(reporter, [['7', '4']]);
  await expect(toast(reporter, 'Resultado registrado! Agora é só aguardar a confirmação.')).toBeVisible();

  await expect(disputer.getByRole('button', { name: 'Contestar' })).toBeVisible({ timeout: 15_000 });
  await disputer.getByRole('button', { name: 'Contestar' }).click();
  const dialog = disputer.getByRole('dialog', { name: 'Contestar resultado' });
  await dialog.getByLabel('Motivo').fill('curto');
  await dialog.getByRole('button', { name: 'Enviar contestação' }).click();
  await expect(dialog.getByText('Explique um pouco mais: pelo menos 10 caracteres.')).toBeVisible();
  await dialog.getByLabel('Motivo').fill('O placar foi 4 a 7 para mim, está no print.');
  await dialog.getByLabel('Print da partida (opcional)').setInputFiles({ name: 'print.png', mimeType: 'image/png', buffer: PNG });
  await shoot(disputer, 'dispute-dialog', 320);
  await dialog.getByRole('button', { name: 'Enviar contestação' }).click();
  await expect(toast(disputer, 'Contestação enviada. A organização vai analisar.')).toBeVisible();
  await expect(stateOf(disputer)).toHaveText('Resultado contestado. A organização vai decidir.');
  await expect(disputer.getByRole('img', { name: 'Print enviado na contestação' })).toBeVisible();
  await expect(stateOf(reporter)).toHaveText('Resultado contestado. A organização vai decidir.', { timeout: 15_000 });
  await shoot(disputer, 'match-disputed', 1280);

  // The other captain may report the screenshot itself (docs/product/moderation.md, Reports); its sender may not.
  await expect(disputer.getByRole('button', { name: 'Denunciar a prova' })).toHaveCount(0);
  await reporter.getByRole('button', { name: 'Denunciar a prova' }).click();
  const reportDialog = reporter.getByRole('dialog', { name: `Denunciar a prova enviada por ${second.name}` });
  await reportDialog.getByRole('radio', { name: 'Prova falsa ou editada' }).check();
  await reportDialog.getByRole('button', { name: 'Enviar denúncia' }).click();
  await expect(reporter.getByRole('dialog', { name: 'Denúncia enviada' })).toBeVisible();
  await reporter.getByRole('dialog', { name: 'Denúncia enviada' }).getByRole('button', { name: 'Fechar' }).last().click();
  await expect(reporter.getByRole('dialog')).toHaveCount(0);

  // The event's organiser decides it from the console in a third context; both captains' pages show
  // the decision by themselves.
  const organiser = await signedIn(browser, event.organiser.email);
  await open(organiser, `/organiser/event?id=${event.eventId}`);
  const waiting = organiser.locator(`[data-testid="waiting-match"][data-match="${match.id}"]`);
  await expect(waiting).toHaveAttribute('data-status', 'DISPUTED');
  await expect(waiting.getByTestId('dispute')).toContainText('O placar foi 4 a 7 para mim, está no print.');
  await waiting.getByRole('button', { name: 'Resolver' }).click();
  const resolve = organiser.getByRole('dialog', { name: 'Resolver partida' });
  await resolve.getByLabel(`${first.name}, jogo 1`).fill('4');
  await resolve.getByLabel(`${second.name}, jogo 1`).fill('7');
  await resolve.getByLabel(/^Observação/).fill('O print confirma o placar do segundo capitão.');
  await resolve.getByRole('button', { name: 'Salvar resultado' }).click();
  await expect(toast(organiser, 'Resultado salvo.')).toBeVisible();
  await expect(waiting).toHaveCount(0);
  for (const captain of [reporter, disputer]) {
    await expect(stateOf(captain)).toHaveText('A organização definiu o resultado.', { timeout: 15_000 });
    await expect(captain.getByText('O print confirma o placar do segundo capitão.')).toBeVisible();
  }
});

test('a battle-royale player finds their lobby in the bracket and reports their placement and eliminations', async ({ browser, request }) => {
  const event = await scenario(request, { phase: 'RUNNING', format: 'BATTLE_ROYALE', participants: 4, lobbySize: 4, royaleRounds: 1 });
  const page = await signedIn(browser, event.participants[0]!.leader.email);
  await open(page, `/tournaments/detail?id=${event.eventId}&tab=bracket`);
  await expect(page.getByRole('heading', { name: 'Tabela de pontos' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Minha próxima partida' })).toContainText('Sala com 4 participantes');
  await shoot(page, 'royale-bracket', 320);
  await shoot(page, 'royale-bracket', 1280);
  await page.getByRole('link', { name: 'Sala 1' }).click();
  await expect(page).toHaveURL(/\/matches\/\d+$/);
  await page.getByRole('button', { name: 'Informar resultado' }).click();
  const form = page.getByRole('form', { name: 'Informar resultado' });
  await form.getByLabel('Sua posição na sala').fill('1');
  await form.getByLabel('Suas eliminações').fill('3');
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: /Resultado registrado/ })).toBeVisible();
  const mine = page.getByRole('row').filter({ hasText: 'Você' });
  await expect(mine.getByRole('cell').nth(0)).toHaveText('1');
  await expect(mine.getByRole('cell').nth(1)).toHaveText('3');
  await expect(page.getByTestId('match-state')).toHaveText('Seu resultado foi registrado. A sala fecha quando todos informarem os seus.');
  await shoot(page, 'royale-lobby', 320);
});
