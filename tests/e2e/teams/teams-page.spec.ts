import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { acceptCookiePolicy, addSession } from '../support/session';

/**
 * /teams (docs/product/teams.md, Screens) as the squad demo players (server/README.md): jogador1 (Lucas) leads *Os
 * Invencíveis* (event 3) and plays in *Demo Fênix* (event 14); jogador3 (Theo) leads *Trovões*
 * (event 3) and plays in *Demo Fênix*; jogador4 (Ana) plays in *Trovões* and leads nothing.
 */

const API = '/educational/api';
/** Markup, quotes and emoji in 46 characters (the server allows 50): it must show as text. */
const HOSTILE = `<img src=x onerror="window.__pwned=1">🔥 Fênix`;

/** Signed in as `email` with cookies accepted; the next page opened starts signed in. */
async function signInAs(page: Page, email: string) {
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), email);
}

/** Calls the API as the signed-in user of `page` (the bearer token is in the session cookie). */
async function api(page: Page, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'arena_token')?.value;
  expect(token, 'signed in').toBeTruthy();
  const response = await page.request.fetch(`${API}${path}`, {
    method,
    headers: { Authorization: `Bearer ${decodeURIComponent(token!)}` },
    data: body,
  });
  return { status: response.status(), json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
}

const section = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name}`) });
const cards = (page: Page, name: string) => section(page, name).getByTestId('team-summary');

async function openTeams(page: Page) {
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus times' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test.describe('/teams', () => {
  test('the leader sees the teams they play in and lead, each opening the team in its tournament', async ({ page }) => {
    await signInAs(page, 'jogador1@example.com');
    await openTeams(page);

    const mine = cards(page, 'Times de que faço parte');
    await expect(mine.filter({ hasText: 'Os Invencíveis' })).toHaveCount(1);
    await expect(mine.filter({ hasText: 'Demo Fênix' })).toHaveCount(1);
    await expect(mine.filter({ hasText: 'Demo Fênix' })).toContainText('Inscrito');
    await expect(mine.filter({ hasText: 'Demo Fênix' })).toContainText('4 de 4 jogadores');

    const leading = cards(page, 'Times que eu lidero');
    await expect(leading.filter({ hasText: 'Os Invencíveis' })).toHaveCount(1);
    await expect(leading.filter({ hasText: 'Demo Fênix' })).toHaveCount(0);
    await expect(leading.filter({ hasText: 'Os Invencíveis' })).toContainText('Líder: Lucas');
    await expect(leading.filter({ hasText: 'Os Invencíveis' })).toContainText('Em formação');

    await expect(section(page, 'Convites pendentes').getByRole('heading', { name: 'Nenhum convite esperando por você' })).toBeVisible();

    const invencibles = leading.filter({ hasText: 'Os Invencíveis' });
    await expect(invencibles).toHaveAttribute('href', /^\/tournaments\/detail\?id=3&teamId=\d+&opened=true$/);
    const href = await invencibles.getAttribute('href');
    await invencibles.click();
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
    // opened=true: the tournament modal's team steps show the team.
    const modal = page.getByRole('dialog', { name: 'Equipe · Squad Aberto Free Fire' });
    await expect(modal.getByTestId('manage-team').getByRole('heading', { name: 'Os Invencíveis' })).toBeVisible();
  });

  test('a leader of a full team sees it waiting for confirmation; a player who leads nothing sees the empty states', async ({ page, browser }) => {
    await signInAs(page, 'jogador3@example.com');
    await openTeams(page);
    const trovoes = cards(page, 'Times que eu lidero').filter({ hasText: 'Trovões' });
    await expect(trovoes).toContainText('Aguardando confirmação');
    await expect(trovoes).toContainText('4 de 4 jogadores');
    await expect(cards(page, 'Times de que faço parte')).toHaveCount(2);

    const ana = await newPlayer(browser, 'jogador4@example.com');
    await openTeams(ana);
    await expect(cards(ana, 'Times de que faço parte').filter({ hasText: 'Trovões' })).toHaveCount(1);
    await expect(section(ana, 'Times que eu lidero').getByRole('heading', { name: 'Você ainda não lidera nenhum time' })).toBeVisible();
    await expect(section(ana, 'Convites pendentes').getByRole('heading', { name: 'Nenhum convite esperando por você' })).toBeVisible();
    await ana.context().close();
  });

  test('a hostile team name is plain text for its leader and for the invited player, whose invitation links to the team', async ({ page, browser }) => {
    await signInAs(page, 'jogador1@example.com');
    // A duo in event 2, named with markup, inviting Theo by Play ID (kept idempotent for reruns).
    const led = await api(page, 'GET', '/teams?isLeader=true&pageSize=100');
    let team = (led.json!.content as { id: number; eventId: number }[]).find((t) => t.eventId === 2);
    if (!team) {
      const created = await api(page, 'POST', '/teams', { name: HOSTILE, eventId: 2 });
      expect(created.status, JSON.stringify(created.json)).toBe(201);
      team = (created.json as { team: { id: number; eventId: number } }).team;
    }
    const invited = await api(page, 'POST', `/teams/${team.id}/invite`, { userIdentification: 'TheoSquad#2103' });
    expect([201, 409]).toContain(invited.status);

    try {
      await openTeams(page);
      const card = cards(page, 'Times que eu lidero').filter({ hasText: HOSTILE });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(HOSTILE, { exact: true })).toBeVisible();
      await expect(page.locator('img[src="x"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

      const theo = await newPlayer(browser, 'jogador3@example.com');
      await openTeams(theo);
      const invite = cards(theo, 'Convites pendentes').filter({ hasText: HOSTILE });
      // Lucas is 16: other players see his Play ID, not his name (docs/product/guardians.md, Safe defaults).
      await expect(invite).toContainText('Convite de LucasSquad#2101');
      await expect(invite).not.toContainText('Moreira');
      await expect(invite).toContainText('1 de 2 jogadores');
      await expect(invite).toHaveAttribute('href', `/tournaments/detail?id=2&teamId=${team.id}&opened=true`);
      await invite.click();
      await expect(theo).toHaveURL(new RegExp(`/tournaments/detail\\?id=2&teamId=${team.id}&opened=true$`));
      // The invited player sees the team in the modal, the hostile name as plain text, and their accept/decline.
      const manage = theo.getByRole('dialog', { name: /^Equipe · / }).getByTestId('manage-team');
      await expect(manage.getByRole('heading', { level: 2 })).toHaveText(HOSTILE);
      await expect(manage.getByRole('button', { name: 'Aceitar convite' })).toBeVisible();
      await expect(theo.locator('img[src="x"]')).toHaveCount(0);
      await theo.context().close();
    } finally {
      // Leave the demo data as seeded for the other specs.
      const deleted = await api(page, 'DELETE', `/teams/${team.id}`);
      expect(deleted.status).toBe(200);
    }
  });

  test('pending invites page 20 at a time', async ({ page }) => {
    const asked: string[] = [];
    // 25 invitations: more than the real demo data holds, to see the second page.
    await page.route(/\/educational\/api\/teams\/pending\?/, (route) => {
      const url = new URL(route.request().url());
      asked.push(`${url.searchParams.get('page')}/${url.searchParams.get('pageSize')}`);
      const pageNumber = Number(url.searchParams.get('page'));
      const from = pageNumber * 20;
      const content = Array.from({ length: Math.min(20, 25 - from) }, (_, i) => ({
        id: 1000 + from + i,
        createdAt: '2026-11-20T12:00:00.000Z',
        awaitingGuardian: false,
        team: { id: 500 + from + i, name: `Equipe ${from + i + 1}`, eventId: 3, eventName: 'Squad Aberto Free Fire', modeQuantity: 4, membersCount: 2, leader: { id: 1, firstName: 'Lia', lastName: 'Souza', playId: 'Lia#1' } },
      }));
      return route.fulfill({ json: { content, number: pageNumber, totalPages: 2, size: 20, last: pageNumber === 1, totalElements: 25 } });
    });
    await signInAs(page, 'jogador4@example.com');
    await openTeams(page);
    const pending = section(page, 'Convites pendentes');
    await expect(pending.getByRole('heading', { level: 2 })).toHaveText('Convites pendentes (25)');
    await expect(cards(page, 'Convites pendentes')).toHaveCount(20);
    const pager = pending.getByRole('navigation', { name: 'Páginas de Convites pendentes' });
    await expect(pager).toContainText('Página 1 de 2');
    await expect(pager.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Próxima página' }).click();
    await expect(pager).toContainText('Página 2 de 2');
    await expect(cards(page, 'Convites pendentes')).toHaveCount(5);
    await expect(cards(page, 'Convites pendentes').first()).toContainText('Equipe 21');
    await expect(pager.getByRole('button', { name: 'Próxima página' })).toBeDisabled();
    await pager.getByRole('button', { name: 'Página anterior' }).click();
    await expect(cards(page, 'Convites pendentes').first()).toContainText('Equipe 1');
    expect(asked).toEqual(['0/20', '1/20']);
  });

  test('by keyboard: Tab reaches a team and Enter opens it', async ({ page }) => {
    await signInAs(page, 'jogador1@example.com');
    await openTeams(page);
    const first = cards(page, 'Times de que faço parte').first();
    const href = await first.getAttribute('href');
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await first.evaluate((element) => element === document.activeElement);
    }
    expect(reached, 'the first team card takes focus by Tab').toBe(true);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[?]/g, '\\?')}$`));
  });

  for (const width of [320, 1280] as const) {
    test(`no serious accessibility violation at ${width} px in both themes, and nothing overflows`, async ({ page }) => {
      // Each check runs in both themes.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, 'jogador1@example.com');
      await openTeams(page);
      await expect(cards(page, 'Times de que faço parte').first()).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

async function newPlayer(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signInAs(page, email);
  return page;
}
