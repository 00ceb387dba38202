import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { acceptCookiePolicy, addSession } from '../support/session';

/**
 * The team flow (docs/product/teams.md, States) in the tournament modal of event 3 (Squad Aberto Free Fire, squads of 4),
 * with several players signed in at once, each in their own browser context. The players are the
 * seeded reserves (server/README.md: reserva01…reserva32, in no team); every test takes its own,
 * and a retry takes another set, so a team confirmed by a first attempt never gets in the way.
 */

const EVENT = 3;
const EVENT_NAME = 'Squad Aberto Free Fire';
/** Reserves per attempt: a retry starts 16 further on. */
const PER_ATTEMPT = 16;

interface Player {
  email: string;
  playId: string;
  page: Page;
}

function reserve(n: number) {
  const index = n + test.info().retry * PER_ATTEMPT;
  const id = String(index).padStart(2, '0');
  return { email: `reserva${id}@example.com`, playId: `Reserva${id}#${3100 + index}` };
}

const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A reserve signed in in a browser context of their own; their page opens signed in. */
async function player(browser: Browser, n: number): Promise<Player> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  contexts.push(context);
  await acceptCookiePolicy(context);
  const page = await context.newPage();
  const who = reserve(n);
  await addSession(context, who.email);
  return { ...who, page };
}

/** Several reserves signed in at once, in the order given. */
const players = <T extends number[]>(browser: Browser, ...numbers: T) => Promise.all(numbers.map((n) => player(browser, n))) as Promise<{ [K in keyof T]: Player }>;

const modal = (page: Page) => page.getByRole('dialog', { name: `Equipe · ${EVENT_NAME}` });
const team = (page: Page) => modal(page).getByTestId('manage-team');
const row = (page: Page, text: string) => team(page).getByRole('listitem').filter({ hasText: text });
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
const alert = (page: Page, name: string) => page.getByRole('alertdialog', { name });
/** The banner (by CSS: while the modal is open the page behind it is hidden from the accessibility tree). */
const hero = (page: Page) => page.locator('section[aria-labelledby="tournament-title"]');

/** The tournament detail with the modal open, on the team of ?teamId or on the create form. */
async function openTeamSteps(page: Page, teamId?: number) {
  await page.goto(`/tournaments/detail?id=${EVENT}${teamId ? `&teamId=${teamId}` : ''}&opened=true`);
  // Several players load at once on one small server: allow them the time.
  await expect(modal(page)).toBeVisible({ timeout: 20_000 });
  await expect(modal(page).locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
}

/** Creates a team from the modal's form; answers its id (from the URL the flow writes). */
async function createTeam(page: Page, name: string): Promise<number> {
  await openTeamSteps(page);
  const form = modal(page).getByTestId('create-team-form');
  await form.getByLabel(/^Nome do time/).fill(name);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Criar time' }).click();
  await expect(toast(page, 'Time criado! Agora convide seus colegas.')).toBeVisible();
  await expect(team(page)).toBeVisible();
  await expect(page).toHaveURL(/[?&]teamId=\d+/);
  return Number(new URL(page.url()).searchParams.get('teamId'));
}

async function invite(page: Page, who: string) {
  await team(page).getByRole('button', { name: 'Enviar convite' }).first().click();
  const field = team(page).getByLabel(/^Play ID ou e-mail/);
  await field.fill(who);
  await team(page).getByTestId('invite-form').getByRole('button', { name: 'Enviar convite' }).click();
  await expect(toast(page, 'Convite enviado!').last()).toBeVisible();
  await expect(row(page, who)).toContainText('Convite pendente');
}

async function answer(page: Page, teamId: number, choice: 'accept' | 'decline') {
  await openTeamSteps(page, teamId);
  await expect(team(page).getByText(/convidou você para este time/)).toBeVisible();
  if (choice === 'accept') {
    await team(page).getByRole('button', { name: 'Aceitar convite' }).click();
    await alert(page, 'Aceitar convite?').getByRole('button', { name: 'Aceitar' }).click();
    await expect(toast(page, 'Convite aceito! Você agora faz parte do time.')).toBeVisible();
    await expect(team(page).getByText('Aguardando o líder confirmar o time.')).toBeVisible();
  } else {
    await team(page).getByRole('button', { name: 'Recusar convite' }).click();
    await alert(page, 'Recusar convite?').getByRole('button', { name: 'Recusar' }).click();
    await expect(toast(page, 'Convite recusado.')).toBeVisible();
  }
}

/** Looks again at the team (the leader sees what the others did meanwhile). */
async function refresh(page: Page) {
  const button = team(page).getByRole('button', { name: 'Atualizar time' });
  await button.click();
  await expect(button).toBeEnabled();
}

const counter = (page: Page) => team(page).getByTestId('members-counter');

test.describe('squad of 4 in the tournament modal, several players at once', () => {
  test.setTimeout(180_000);

  test('a leader builds a squad: invites by Play ID and e-mail, a decline, a kick and a re-invite, then confirms; everyone sees it subscribed', async ({ browser }) => {
    const [leader, bia, theo, ana, davi] = await players(browser, 1, 2, 3, 4, 5);
    const teamId = await createTeam(leader.page, 'Esquadrão Reserva');
    await expect(counter(leader.page)).toHaveText('1/4 membros');
    await expect(team(leader.page).getByRole('button', { name: 'Confirmar inscrição do time' })).toBeDisabled();
    await expect(hero(leader.page)).toContainText('Time em formação');

    await invite(leader.page, bia.playId);
    await invite(leader.page, theo.playId);
    await invite(leader.page, ana.email);
    // Three invites and the leader fill the four rows: no empty slot is left to invite on.
    await expect(team(leader.page).getByRole('button', { name: 'Enviar convite' })).toHaveCount(0);

    // All three answer at the same time, each in their own browser.
    await Promise.all([answer(bia.page, teamId, 'accept'), answer(theo.page, teamId, 'decline'), answer(ana.page, teamId, 'accept')]);
    // Declining closes the modal after 1 s and reloads the detail.
    await expect(modal(theo.page)).toBeHidden();
    await expect(theo.page).not.toHaveURL(/opened=true/);
    await expect(hero(theo.page)).not.toContainText('Time em formação');

    // Ana, looking again (Bia answered at the same moment), sees Bia as a member (check) and herself waiting.
    await refresh(ana.page);
    await expect(row(ana.page, bia.playId).getByRole('img', { name: 'Membro confirmado' })).toBeVisible();
    await expect(team(ana.page).getByRole('button', { name: /Remover|Cancelar convite/ })).toHaveCount(0);
    await expect(team(ana.page).getByRole('button', { name: 'Sair do time' })).toHaveCount(1);

    await refresh(leader.page);
    await expect(counter(leader.page)).toHaveText('3/4 membros');
    await expect(row(leader.page, theo.playId)).toHaveCount(0);
    await invite(leader.page, davi.playId);

    // Davi, invited, sees someone else's pending invite nowhere, Ana and Bia as members.
    await openTeamSteps(davi.page, teamId);
    await expect(team(davi.page).getByRole('button', { name: 'Aceitar convite' })).toBeVisible();
    await expect(team(davi.page).getByRole('button', { name: 'Recusar convite' })).toBeVisible();
    await expect(team(davi.page).getByRole('img', { name: 'Membro confirmado' })).toHaveCount(3);

    // The leader kicks Bia (asked first), then invites her again; she accepts once more.
    await team(leader.page).getByRole('button', { name: `Remover ${bia.playId} do time` }).click();
    await expect(alert(leader.page, 'Remover membro?')).toContainText(`${bia.playId} deixará de fazer parte do time.`);
    await alert(leader.page, 'Remover membro?').getByRole('button', { name: 'Remover' }).click();
    await expect(toast(leader.page, 'Membro removido do time.')).toBeVisible();
    await expect(counter(leader.page)).toHaveText('2/4 membros');
    await invite(leader.page, bia.playId);

    // Bia's open view catches up: she is invited again, not a member.
    await refresh(bia.page);
    await expect(team(bia.page).getByRole('button', { name: 'Aceitar convite' })).toBeVisible();
    await Promise.all([answer(bia.page, teamId, 'accept'), (async () => {
      await team(davi.page).getByRole('button', { name: 'Aceitar convite' }).click();
      await alert(davi.page, 'Aceitar convite?').getByRole('button', { name: 'Aceitar' }).click();
      await expect(team(davi.page).getByText('Aguardando o líder confirmar o time.')).toBeVisible();
    })()]);

    await refresh(leader.page);
    await expect(counter(leader.page)).toHaveText('4/4 membros');
    await expect(team(leader.page)).toContainText('Time completo! Confirme a inscrição para participar do torneio.');
    await team(leader.page).getByRole('button', { name: 'Confirmar inscrição do time' }).click();
    await expect(toast(leader.page, 'Time confirmado e inscrito no torneio!')).toBeVisible();
    await expect(team(leader.page)).toContainText('Time inscrito no torneio! A formação não pode mais ser alterada.');
    await expect(team(leader.page).getByRole('button', { name: /Remover|Excluir time|Enviar convite|Sair do time/ })).toHaveCount(0);
    await expect(hero(leader.page).locator('button', { hasText: 'Inscrição concluída' })).toBeVisible();
    await expect(hero(leader.page)).toContainText('Inscrito');

    // Every member sees the subscribed team, and the banner follows.
    for (const member of [bia, ana, davi]) {
      await openTeamSteps(member.page, teamId);
      await expect(team(member.page)).toContainText('Time inscrito no torneio!');
      await expect(counter(member.page)).toHaveText('4/4 membros');
      await expect(team(member.page).getByRole('button', { name: 'Sair do time' })).toHaveCount(0);
      await expect(hero(member.page)).toContainText('Inscrito');
    }
    // Theo, who declined, is neither member nor invitee: sent to the detail without teamId.
    await theo.page.goto(`/tournaments/detail?id=${EVENT}&teamId=${teamId}&opened=true`);
    await expect(theo.page).toHaveURL(new RegExp(`/tournaments/detail\\?id=${EVENT}$`));
    await expect(modal(theo.page)).toBeHidden();
  });

  test('a member leaves: asked first, the modal closes after 1 s and the detail reloads; the leader sees the free place', async ({ browser }) => {
    const [leader, member] = await players(browser, 6, 7);
    const teamId = await createTeam(leader.page, 'Dupla de Passagem');
    await invite(leader.page, member.email);
    await answer(member.page, teamId, 'accept');
    await expect(hero(member.page)).toContainText('Time em formação');
    await team(member.page).getByRole('button', { name: 'Sair do time' }).click();
    await alert(member.page, 'Sair do time?').getByRole('button', { name: 'Sair' }).click();
    await expect(toast(member.page, 'Você saiu do time.')).toBeVisible();
    await expect(modal(member.page)).toBeHidden();
    await expect(hero(member.page)).not.toContainText('Time em formação');
    await refresh(leader.page);
    await expect(counter(leader.page)).toHaveText('1/4 membros');

    // The leader, alone again, deletes the team: teamId leaves the URL with the modal.
    await team(leader.page).getByRole('button', { name: 'Excluir time' }).click();
    await alert(leader.page, 'Excluir time?').getByRole('button', { name: 'Excluir' }).click();
    await expect(toast(leader.page, 'Time excluído.')).toBeVisible();
    await expect(leader.page).toHaveURL(new RegExp(`/tournaments/detail\\?id=${EVENT}$`));
    await expect(modal(leader.page)).toBeHidden();
    await expect(hero(leader.page).getByRole('button', { name: 'Inscrever-se' })).toBeVisible();
  });

  test('bad input: unknown Play IDs and e-mails, one’s own Play ID, and hostile team names', async ({ browser }) => {
    const [leader, outsider] = await players(browser, 8, 9);
    const page = leader.page;
    await openTeamSteps(page);
    const form = modal(page).getByTestId('create-team-form');
    const name = form.getByLabel(/^Nome do time/);
    await form.getByRole('checkbox').check();
    await name.fill('x'.repeat(4000));
    await form.getByRole('button', { name: 'Criar time' }).click();
    await expect(form.getByText('O nome do time pode ter até 50 caracteres.')).toBeVisible();
    await name.fill('🔥'.repeat(51));
    await form.getByRole('button', { name: 'Criar time' }).click();
    await expect(form.getByText('O nome do time pode ter até 50 caracteres.')).toBeVisible();

    const hostile = `<img src=x onerror="window.__pwned=1">🔥`;
    await name.fill(hostile);
    await form.getByRole('button', { name: 'Criar time' }).click();
    await expect(team(page).getByRole('heading', { level: 2 })).toHaveText(hostile);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(modal(page).locator('img[src="x"]')).toHaveCount(0);

    await team(page).getByRole('button', { name: 'Enviar convite' }).first().click();
    const field = team(page).getByLabel(/^Play ID ou e-mail/);
    const send = team(page).getByTestId('invite-form').getByRole('button', { name: 'Enviar convite' });
    for (const [typed, message] of [
      ['NinguemAqui#0000', 'Não encontramos ninguém com esse Play ID ou e-mail.'],
      ['ninguem.aqui@example.com', 'Não encontramos ninguém com esse Play ID ou e-mail.'],
      [leader.playId, 'Você não pode convidar a si mesmo.'],
      [leader.email, 'Você não pode convidar a si mesmo.'],
      ['<script>alert(1)</script>', 'Não encontramos ninguém com esse Play ID ou e-mail.'],
      ['x'.repeat(4000), 'O Play ID ou e-mail é longo demais.'],
    ] as const) {
      await field.fill(typed);
      await send.click();
      await expect(team(page).getByText(message)).toBeVisible();
      await expect(field).toHaveValue(typed);
    }
    await field.fill('   ');
    await send.click();
    await expect(team(page).getByText('Informe o Play ID ou o e-mail de quem você quer convidar.')).toBeVisible();
    await expect(counter(page)).toHaveText('1/4 membros');

    // Someone neither member nor invitee of the team in the URL is sent to the detail without it.
    const teamId = Number(new URL(page.url()).searchParams.get('teamId'));
    await outsider.page.goto(`/tournaments/detail?id=${EVENT}&teamId=${teamId}&opened=true`);
    await expect(outsider.page).toHaveURL(new RegExp(`/tournaments/detail\\?id=${EVENT}$`));
    await expect(outsider.page.getByRole('heading', { level: 1, name: EVENT_NAME })).toBeVisible();
    // A hostile teamId is no team either.
    await outsider.page.goto(`/tournaments/detail?id=${EVENT}&teamId=99999999&opened=true`);
    await expect(outsider.page).toHaveURL(new RegExp(`/tournaments/detail\\?id=${EVENT}$`));
  });

  test('the whole flow by keyboard: create, invite, accept, confirm dialogs, delete', async ({ browser }) => {
    const [leader, guest] = await players(browser, 10, 11);
    const page = leader.page;
    const press = async (page: Page, control: Locator, key = 'Enter') => {
      await control.focus();
      await expect(control).toBeFocused();
      await page.keyboard.press(key);
    };
    await openTeamSteps(page);
    const form = modal(page).getByTestId('create-team-form');
    // The modal puts focus inside it; Tab reaches the name field.
    await expect(modal(page).locator(':focus')).toHaveCount(1);
    const name = form.getByLabel(/^Nome do time/);
    await name.focus();
    await page.keyboard.type('Teclado Afiado');
    // The optional Epic id (the reserves have none linked), then the terms.
    await page.keyboard.press('Tab');
    await expect(form.getByLabel(/^ID da conta Epic/)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(form.getByRole('checkbox')).toBeFocused();
    await page.keyboard.press('Space');
    await press(page, form.getByRole('button', { name: 'Criar time' }));
    await expect(team(page)).toBeVisible();
    const teamId = Number(new URL(page.url()).searchParams.get('teamId'));

    await press(page, team(page).getByRole('button', { name: 'Enviar convite' }).first());
    await expect(team(page).getByLabel(/^Play ID ou e-mail/)).toBeFocused();
    await page.keyboard.type(guest.playId);
    await page.keyboard.press('Enter');
    await expect(row(page, guest.playId)).toContainText('Convite pendente');

    await openTeamSteps(guest.page, teamId);
    await press(guest.page, team(guest.page).getByRole('button', { name: 'Aceitar convite' }));
    const accept = alert(guest.page, 'Aceitar convite?');
    await expect(accept).toBeVisible();
    // Focus moves into the confirmation (its safe answer first).
    await expect(accept.getByRole('button', { name: 'Voltar' })).toBeFocused();
    // Escape answers no and keeps the invite.
    await guest.page.keyboard.press('Escape');
    await expect(accept).toBeHidden();
    await expect(modal(guest.page)).toBeVisible();
    await press(guest.page, team(guest.page).getByRole('button', { name: 'Aceitar convite' }));
    await expect(accept).toBeVisible();
    await expect(accept.getByRole('button', { name: 'Voltar' })).toBeFocused();
    await press(guest.page, accept.getByRole('button', { name: 'Aceitar' }));
    await expect(team(guest.page).getByText('Aguardando o líder confirmar o time.')).toBeVisible();

    await press(page, team(page).getByRole('button', { name: 'Atualizar time' }));
    await expect(counter(page)).toHaveText('2/4 membros');
    await press(page, team(page).getByRole('button', { name: 'Excluir time' }));
    await expect(alert(page, 'Excluir time?').getByRole('button', { name: 'Voltar' })).toBeFocused();
    await press(page, alert(page, 'Excluir time?').getByRole('button', { name: 'Excluir' }));
    await expect(page).toHaveURL(new RegExp(`/tournaments/detail\\?id=${EVENT}$`));
    await expect(modal(page)).toBeHidden();
  });
});

test.describe('team screens, accessibility at 320 and 1280 px', () => {
  test.setTimeout(180_000);

  async function check(page: Page) {
    for (const width of [320, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(modal(page)).toBeVisible();
      await expectNoSeriousA11yViolations(page, '[role="dialog"]');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
    }
  }

  test('create form, leader, invite form, confirmation dialog, invitee, member and the subscribed team', async ({ browser }) => {
    const [leader, a, b, c] = await players(browser, 12, 13, 14, 15);
    await openTeamSteps(leader.page);
    await check(leader.page);
    const teamId = await createTeam(leader.page, 'Acessíveis');
    await check(leader.page);
    await team(leader.page).getByRole('button', { name: 'Enviar convite' }).first().click();
    await check(leader.page);
    await team(leader.page).getByLabel(/^Play ID ou e-mail/).fill(a.playId);
    await team(leader.page).getByTestId('invite-form').getByRole('button', { name: 'Enviar convite' }).click();
    await expect(row(leader.page, a.playId)).toContainText('Convite pendente');
    await invite(leader.page, b.playId);
    await invite(leader.page, c.email);

    await openTeamSteps(a.page, teamId);
    await check(a.page);
    await team(a.page).getByRole('button', { name: 'Aceitar convite' }).click();
    await expect(alert(a.page, 'Aceitar convite?')).toBeVisible();
    for (const width of [320, 1280]) {
      await a.page.setViewportSize({ width, height: 900 });
      await expectNoSeriousA11yViolations(a.page, '[role="alertdialog"]');
    }
    await alert(a.page, 'Aceitar convite?').getByRole('button', { name: 'Aceitar' }).click();
    await expect(team(a.page).getByText('Aguardando o líder confirmar o time.')).toBeVisible();
    await check(a.page);

    await Promise.all([answer(b.page, teamId, 'accept'), answer(c.page, teamId, 'accept')]);
    await refresh(leader.page);
    await team(leader.page).getByRole('button', { name: 'Confirmar inscrição do time' }).click();
    await expect(team(leader.page)).toContainText('Time inscrito no torneio!');
    await check(leader.page);
  });
});
