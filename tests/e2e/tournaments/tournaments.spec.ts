import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { rewriteAnswer } from '../support/routes';
import { acceptCookiePolicy, addSession } from '../support/session';
import { visit } from '../support/welcome';

const STUDENT = 'aluno@example.com';

/**
 * Signs the student in; the next page opened starts signed in. The first-access call is answered
 * in the browser, so the server keeps aluno a first-time student for the other specs; cookies are
 * accepted beforehand (the banner would sit under the welcome onboarding).
 */
async function signInStudent(page: Page) {
  await page.route('**/records/api/account/first-access', (route) => route.fulfill({ json: { messageKey: 'status:default.success' } }));
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), STUDENT);
}

const banner = (page: Page) => page.getByRole('region', { name: /Arena Aberta Rocket League 1v1/ });

/** The join button opens the tournament modal: accept the rules, confirm, and close the success cutscene. */
async function subscribeThroughModal(page: Page) {
  await banner(page).getByRole('button', { name: 'Inscrever-se' }).click();
  const dialog = page.getByRole('dialog', { name: /^Inscrição em / });
  await dialog.getByRole('checkbox', { name: 'Li e aceito as regras do evento' }).check();
  await dialog.getByRole('button', { name: 'Confirmar inscrição' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Inscrição realizada! Boa sorte no torneio.' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Liz' }).getByRole('button', { name: 'Fechar janela' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('tournaments', () => {
  test('browse by game, subscribe to an open solo event, find it in my events, cancel with confirmation and subscribe again', async ({ page }) => {
    // Four pages and two trips through the modal: more than the default 30 s on a busy machine.
    test.slow();
    await signInStudent(page);
    await visit(page, '/tournaments');
    const open = page.getByRole('region', { name: 'Inscrições abertas' });
    // Cards scrolled out of the carousel's view are inert, so these count every card of the row.
    const cards = open.locator('a[href^="/tournaments/detail"]');
    await expect(cards.filter({ hasText: 'Squad Aberto Free Fire' })).toHaveCount(1);

    await page.getByRole('navigation', { name: 'Filtrar eventos por jogo' }).getByRole('link', { name: 'Rocket League' }).click();
    await expect(page).toHaveURL(/\/tournaments\?game=ROCKET_LEAGUE$/);
    await expect(cards.filter({ hasText: 'Squad Aberto Free Fire' })).toHaveCount(0);
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) await expect(card).toContainText('Rocket League');
    await open.getByRole('link', { name: /Arena Aberta Rocket League 1v1/ }).click();
    await expect(page).toHaveURL(/\/tournaments\/detail\?id=1$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Arena Aberta Rocket League 1v1' })).toBeVisible();
    await expect(page.getByText(/às 19:00$/)).toBeVisible();
    await expect(page.getByRole('timer')).toContainText(/Faltam \d+ dias/);

    await subscribeThroughModal(page);
    await expect(banner(page).getByRole('button', { name: 'Inscrição concluída' })).toBeVisible();
    await expect(banner(page).getByText('Inscrito', { exact: true })).toBeVisible();

    await visit(page, '/my-tournaments');
    const comingSoon = page.getByRole('region', { name: 'Em breve' });
    await comingSoon.getByRole('link', { name: /Arena Aberta Rocket League 1v1/ }).click();
    await expect(page).toHaveURL(/\/tournaments\/detail\?id=1$/);

    await banner(page).getByRole('button', { name: 'Cancelar inscrição' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancelar inscrição?' });
    await dialog.getByRole('button', { name: 'Manter inscrição' }).click();
    await expect(dialog).toBeHidden();
    await expect(banner(page).getByRole('button', { name: 'Inscrição concluída' })).toBeVisible();

    await banner(page).getByRole('button', { name: 'Cancelar inscrição' }).click();
    await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Sua inscrição foi cancelada.' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Inscrever-se' })).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'Cancelar inscrição' })).toHaveCount(0);

    await subscribeThroughModal(page);
    await expect(banner(page).getByRole('button', { name: 'Inscrição concluída' })).toBeVisible();
    // Leaves the shared demo data as it found it.
    await banner(page).getByRole('button', { name: 'Cancelar inscrição' }).click();
    await dialog.getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(banner(page).getByRole('button', { name: 'Inscrever-se' })).toBeVisible();
  });

  test('an event with a minimum age refuses the student with the pt-BR text and stays unsubscribed', async ({ page }) => {
    await signInStudent(page);
    await visit(page, '/tournaments/detail?id=5');
    const hero = page.getByRole('region', { name: /Desafio Rocket League 16\+/ });
    await hero.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Você ainda não tem a idade mínima para este torneio.' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Inscrever-se' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Cancelar inscrição' })).toHaveCount(0);
  });

  for (const id of ['abc', '999999', '-1', '1%3Cscript%3E']) {
    test(`a hostile or unknown id (${id}) shows the not-found state`, async ({ page }) => {
      await signInStudent(page);
      await visit(page, `/tournaments/detail?id=${id}`);
      await expect(page.getByRole('heading', { name: 'Evento não encontrado' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Ver eventos' })).toHaveAttribute('href', '/tournaments');
    });
  }

  test('hostile query values in the URL fall back to the plain pages, never a blank screen', async ({ page }) => {
    await signInStudent(page);
    await visit(page, '/tournaments?game=%3Cscript%3Ealert(1)%3C%2Fscript%3E&page=-3');
    await expect(page.getByRole('region', { name: 'Inscrições abertas' }).getByRole('link').first()).toBeVisible();
    await expect(page.locator('script:not([src])').filter({ hasText: 'alert(1)' })).toHaveCount(0);
    await visit(page, "/my-tournaments?game=FORTNITE'%20OR%201=1--");
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Algo deu errado')).toHaveCount(0);
    // opened and teamId that are not what they should be: the detail, without the modal.
    await visit(page, '/tournaments/detail?id=1&opened=%3Cimg%20src=x%3E&teamId=-5abc');
    await expect(page.getByRole('heading', { level: 1, name: 'Arena Aberta Rocket League 1v1' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('rules with a script payload render only the allowed tags and never run it', async ({ page }) => {
    await signInStudent(page);
    const ran: string[] = [];
    await page.exposeFunction('reportRan', (what: string) => ran.push(what));
    await page.route('**/educational/api/tournaments/1', (route) =>
      rewriteAnswer(page, route, (body) => ({
        ...body,
        terms:
          '<h2 onclick="reportRan(\'h2\')">Regras</h2><script>reportRan("script")</script><img src="x" onerror="reportRan(\'img\')">' +
          '<p style="color:red">Seja <strong>gentil</strong>.</p><a href="javascript:reportRan(\'a\')">link</a><iframe srcdoc="<script>parent.reportRan(\'iframe\')</script>"></iframe><svg><script>reportRan("svg")</script></svg>',
      })),
    );
    await visit(page, '/tournaments/detail?id=1');
    await page.getByRole('tab', { name: 'Regras' }).click();
    const rules = page.getByTestId('tournament-rules');
    await expect(rules.getByRole('heading', { name: 'Regras' })).toBeVisible();
    await expect(rules.locator('strong')).toHaveText('gentil');
    await expect(rules.locator('script, img, iframe, svg, [onerror], [onclick], [style]')).toHaveCount(0);
    await expect(rules.locator('a')).not.toHaveAttribute('href', /javascript/);
    await rules.getByRole('heading', { name: 'Regras' }).click();
    // A handler that ran would have called back before the page paints its next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(ran).toEqual([]);
  });

  test('the subscribers tab pages through a crowded event', async ({ page }) => {
    await signInStudent(page);
    await visit(page, '/tournaments/detail?id=15');
    await page.getByRole('tab', { name: 'Inscritos' }).click();
    await expect(page.getByRole('heading', { name: /^5\d\d inscritos$/ })).toBeVisible();
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  });

  for (const width of [320, 640, 1280] as const) {
    test(`tournaments, my tournaments and a detail have no serious a11y violations at ${width} px, both themes`, async ({ page }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signInStudent(page);
      await visit(page, '/tournaments');
      await expect(page.getByRole('region', { name: 'Inscrições abertas' }).getByRole('link').first()).toBeVisible();
      await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
      await expectNoSeriousA11yViolationsInBothThemes(page);
      await visit(page, '/my-tournaments');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy=true]')).toHaveCount(0);
      await expectNoSeriousA11yViolationsInBothThemes(page);
      await visit(page, '/tournaments/detail?id=13');
      await expect(page.getByRole('timer')).toContainText(/Faltam \d\d:\d\d:\d\d/);
      await expectNoSeriousA11yViolationsInBothThemes(page);
    });
  }
});
