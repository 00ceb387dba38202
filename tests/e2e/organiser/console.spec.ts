import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { acceptCookiePolicy, addSession } from '../support/session';
import { visit } from '../support/welcome';

/**
 * The organiser's console (docs/product/play.md, Screens and Roles): a demo educator creates an event,
 * publishes it and opens check-in; on a fresh event whose two players checked in (POST
 * /dev/play/scenario), its organiser starts it, decides the dispute the players raised with a note,
 * and concludes. A student is kept out of /organiser.
 */

const API = '/educational/api';
/** A 1×1 PNG: the dispute's screenshot. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

interface Scenario {
  eventId: number;
  password: string;
  organiser: { email: string };
  participants: Array<{ participantId: number; name: string; leader: { email: string; playId: string } }>;
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function signedIn(browser: Browser, email: string): Promise<{ page: Page; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  contexts.push(context);
  await acceptCookiePolicy(context);
  await addSession(context, email);
  return { page: await context.newPage(), context };
}

/** The API as a signed-in player, with the access token the session cookie holds. */
async function apiAs(browser: Browser, email: string): Promise<{ request: APIRequestContext; auth: Record<string, string> }> {
  const { context } = await signedIn(browser, email);
  const token = (await context.cookies()).find((cookie) => cookie.name === 'arena_token')!.value;
  return { request: context.request, auth: { Authorization: `Bearer ${decodeURIComponent(token)}` } };
}

const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const panel = (page: Page) => page.getByTestId('phase-panel');

async function shoot(page: Page, name: string) {
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.setTimeout(120_000);

test('an educator creates an event, publishes it and opens check-in from the console', async ({ browser }) => {
  const { page } = await signedIn(browser, 'educador@example.com');
  await visit(page, '/organiser');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus eventos' })).toBeVisible();
  await page.getByRole('link', { name: 'Criar evento' }).first().click();

  await expect(page).toHaveURL(/\/organiser\/new$/);
  const form = page.getByTestId('event-form');
  await expect(form.getByTestId('school-event-note')).toBeVisible();
  // The rules the form asks first: nothing is sent without a name and a game.
  await form.getByRole('button', { name: 'Criar evento' }).click();
  await expect(form.getByLabel(/^Nome do evento/)).toBeFocused();
  await expect(form.getByText('Escolha um dos jogos da lista.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'form-errors');

  // Battle royale's fields show only for that format: lobby size, rounds and the points table.
  await form.getByLabel(/^Formato/).selectOption('BATTLE_ROYALE');
  await expect(form.getByTestId('royale-fields')).toBeVisible();
  await expect(form.getByLabel(/^Partidas em melhor de/)).toHaveCount(0);
  await form.getByRole('button', { name: 'Adicionar colocação' }).click();
  await expect(form.getByLabel('9º lugar')).toHaveValue('0');
  await shoot(page, 'form-royale');
  await form.getByLabel(/^Formato/).selectOption('SINGLE_ELIMINATION');
  await expect(form.getByTestId('royale-fields')).toHaveCount(0);

  const name = `Copa da Escola ${Date.now().toString(36)}`;
  await form.getByLabel(/^Nome do evento/).fill(name);
  await form.getByLabel(/^Jogo/).selectOption('FORTNITE');
  await form.getByLabel(/^Partidas em melhor de/).selectOption('3');
  await form.getByLabel(/^Regras/).fill('<p>Jogue limpo.</p><script>alert(1)</script>');
  await expect(form.getByTestId('tournament-rules')).toContainText('Jogue limpo.');
  await expect(form.locator('[data-testid="tournament-rules"] script')).toHaveCount(0);
  await form.getByRole('button', { name: 'Criar evento' }).click();

  await expect(toast(page, 'Evento criado como rascunho.')).toBeVisible();
  await expect(page).toHaveURL(/\/organiser\/event\?id=\d+/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(panel(page).getByTestId('phase-badge')).toHaveText('Rascunho');

  await panel(page).getByRole('button', { name: 'Publicar evento' }).click();
  await expect(toast(page, 'Evento publicado!')).toBeVisible();
  await expect(panel(page).getByTestId('phase-badge')).toHaveText('Inscrições abertas');

  await panel(page).getByRole('button', { name: 'Abrir check-in agora' }).click();
  await expect(toast(page, 'Check-in aberto!')).toBeVisible();
  await expect(panel(page).getByTestId('phase-badge')).toHaveText('Check-in aberto');
  await expect(page.getByText('Ninguém ainda: os participantes entram quando o check-in abre.')).toBeVisible();

  await page.getByRole('link', { name: 'Voltar aos eventos' }).click();
  const card = page.getByTestId('organiser-event').filter({ hasText: name });
  await expect(card.getByTestId('phase-badge')).toHaveText('Check-in aberto');
  await shoot(page, 'list');
});

/** "Forçar resultado" on the first match still waiting for a result: 2–0 for its first side, with a note. */
async function forceFirstReady(page: Page) {
  const ready = page.locator('[data-testid="waiting-match"][data-status="READY"]').first();
  await ready.getByRole('button', { name: 'Forçar resultado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forçar resultado' });
  for (const [index, [a, b]] of [[3, 1], [2, 0]].entries()) {
    await dialog.locator(`input[name="game-${index}-a"]`).fill(String(a));
    await dialog.locator(`input[name="game-${index}-b"]`).fill(String(b));
  }
  await dialog.getByLabel(/^Observação/).fill('Resultado informado pelos dois capitães por mensagem.');
  await dialog.getByRole('button', { name: 'Salvar resultado' }).click();
  await expect(dialog).toBeHidden();
}

test('the organiser starts an event once its players checked in, decides their dispute with a note, forces the other results, and concludes', async ({ browser, request }) => {
  const answer = await request.post('/dev/play/scenario', { data: { phase: 'CHECK_IN', participants: 4, checkedIn: true, bestOf: 3 } });
  expect(answer.status()).toBe(201);
  const scenario = (await answer.json()) as Scenario;
  const [first] = scenario.participants as [Scenario['participants'][number]];

  const { page } = await signedIn(browser, scenario.organiser.email);
  await visit(page, `/organiser/event?id=${scenario.eventId}`);
  await expect(panel(page).getByTestId('phase-badge')).toHaveText('Check-in aberto');
  await expect(page.getByTestId('participant')).toHaveCount(4);
  await expect(page.getByTestId('participant').filter({ hasText: first.name })).not.toContainText('Sem check-in');

  // Start asks first; "Agora não" keeps check-in going.
  await panel(page).getByRole('button', { name: 'Iniciar evento' }).click();
  const confirmStart = page.getByRole('alertdialog', { name: 'Iniciar o evento?' });
  await expect(confirmStart).toBeVisible();
  await confirmStart.getByRole('button', { name: 'Agora não' }).click();
  await expect(confirmStart).toBeHidden();
  await panel(page).getByRole('button', { name: 'Iniciar evento' }).click();
  await confirmStart.getByRole('button', { name: 'Iniciar agora' }).click();
  await expect(toast(page, 'Evento iniciado!')).toBeVisible();
  await expect(panel(page).getByTestId('phase-badge')).toHaveText('Em andamento');

  // The first seed reports 2–0 in their semi-final; their opponent disputes it with a screenshot.
  const one = await apiAs(browser, first.leader.email);
  const mine = (await (await one.request.get(`${API}/matches/mine`, { headers: one.auth })).json()) as { items: Array<{ eventId: number; matchId: number | null }> };
  const matchId = mine.items.find((item) => item.eventId === scenario.eventId)!.matchId!;
  const semi = (await (await one.request.get(`${API}/matches/${matchId}`, { headers: one.auth })).json()) as { sides: Array<{ participantId: number }> };
  const opponentId = semi.sides.find((side) => side.participantId !== first.participantId)!.participantId;
  const second = scenario.participants.find((participant) => participant.participantId === opponentId)!;
  const two = await apiAs(browser, second.leader.email);
  const reported = await one.request.post(`${API}/matches/${matchId}/report`, { headers: one.auth, data: { games: [{ scores: [3, 1] }, { scores: [2, 0] }] } });
  expect(reported.ok(), await reported.text()).toBe(true);
  const disputed = await two.request.post(`${API}/matches/${matchId}/dispute`, {
    headers: two.auth,
    multipart: { reason: 'O placar do segundo jogo foi 0 a 2 para mim.', image: { name: 'placar.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(disputed.ok(), await disputed.text()).toBe(true);

  // The console reads again by itself: the dispute shows first, with its reason and screenshot.
  const match = page.locator(`[data-testid="waiting-match"][data-match="${matchId}"]`);
  await expect(match).toHaveAttribute('data-status', 'DISPUTED', { timeout: 15_000 });
  await expect(match.getByTestId('dispute')).toContainText('O placar do segundo jogo foi 0 a 2 para mim.');
  await expect(match.getByRole('link', { name: /Ver print enviado/ })).toHaveAttribute('href', /\/media\/evidence\//);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'console-dispute');

  await match.getByRole('button', { name: 'Resolver' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolver partida' });
  // The dialog starts from the disputed report.
  await expect(dialog.locator('input[name="game-0-a"]')).toHaveValue('3');
  // A tie is refused in the dialog; then the second game goes to the second player and a third decides it.
  await dialog.getByLabel(`${second.name}, jogo 2`).fill('2');
  await dialog.getByLabel(`${first.name}, jogo 2`).fill('2');
  await dialog.getByLabel(/^Observação/).fill('Conferido pelo print: o segundo jogo foi do segundo lado e o terceiro decidiu.');
  await dialog.getByRole('button', { name: 'Salvar resultado' }).click();
  await expect(dialog.getByText('Cada jogo precisa ter um vencedor: placar empatado não vale.')).toBeVisible();
  await dialog.getByLabel(`${first.name}, jogo 2`).fill('0');
  await dialog.getByRole('button', { name: 'Adicionar jogo' }).click();
  await dialog.getByLabel(`${first.name}, jogo 3`).fill('1');
  await dialog.getByLabel(`${second.name}, jogo 3`).fill('3');
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'resolve-dialog');
  await dialog.getByRole('button', { name: 'Salvar resultado' }).click();
  await expect(toast(page, 'Resultado salvo.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(match).toHaveCount(0);

  // The other semi-final, then the final, are forced from the console.
  await forceFirstReady(page);
  await expect(page.getByTestId('waiting-match')).toHaveCount(1);
  await expect(page.getByTestId('waiting-match')).toContainText('Final');
  await forceFirstReady(page);
  await expect(page.getByText('Nenhuma partida precisa de você agora.')).toBeVisible();

  const detail = (await (await one.request.get(`${API}/matches/${matchId}`, { headers: one.auth })).json()) as { outcome: string; resolutionNote: string; sides: Array<{ participantId: number; result: string }> };
  expect(detail.outcome).toBe('RESOLVED');
  expect(detail.resolutionNote).toContain('Conferido pelo print');
  expect(detail.sides.find((side) => side.participantId === second.participantId)!.result).toBe('WIN');

  await panel(page).getByRole('button', { name: 'Encerrar evento' }).click();
  await page.getByRole('alertdialog', { name: 'Encerrar o evento?' }).getByRole('button', { name: 'Encerrar agora' }).click();
  await expect(toast(page, 'Evento encerrado.')).toBeVisible();
  await expect(panel(page).getByTestId('phase-badge')).toHaveText('Encerrado');
  await expect(panel(page).getByRole('button', { name: 'Encerrar evento' })).toHaveCount(0);
  await expect(panel(page).getByRole('link', { name: 'Ver classificação' })).toHaveAttribute('href', new RegExp(`/tournaments/detail\\?id=${scenario.eventId}&tab=standings`));
  await shoot(page, 'console-concluded');
});

test('a student opening /organiser is sent home, and the menu does not offer it', async ({ browser }) => {
  const { page } = await signedIn(browser, 'aluna.vip@example.com');
  await page.goto('/organiser');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Organizar eventos' })).toHaveCount(0);
  await page.goto('/organiser/new');
  await expect(page).toHaveURL(/\/home$/);
});

test("an educator opening another school's event finds no such page", async ({ browser, request }) => {
  const answer = await request.post('/dev/play/scenario', { data: { phase: 'CHECK_IN', participants: 2 } });
  const { eventId } = (await answer.json()) as Scenario;
  // The scenario's event belongs to school 1; the demo educator teaches at school 3.
  const { page } = await signedIn(browser, 'educador@example.com');
  await visit(page, `/organiser/event?id=${eventId}`);
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.getByTestId('phase-panel')).toHaveCount(0);
});
