import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { openGallery } from './gallery-helpers';

/**
 * The team formation views on /dev/ui, driven by the real teamFormation machine against an
 * in-memory team (TeamFormationDemo), by keyboard: what the tournament modal will host.
 */

const demo = (page: Page) => page.getByTestId('team-flow-demo');
const output = (page: Page) => page.getByTestId('team-flow-output');
const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

async function viewAs(page: Page, who: string) {
  const button = demo(page).getByRole('button', { name: who, exact: true });
  await button.scrollIntoViewIfNeeded();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** Focuses a control and presses Enter, as a keyboard user would after tabbing to it. */
async function press(page: Page, control: ReturnType<Page['getByRole']>) {
  await control.focus();
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
}

/**
 * Confirms in a dialog by keyboard. The dialog moves focus to its first button once it has opened:
 * a button focused before that would lose the focus, and Enter would press the other one.
 */
async function confirmIn(page: Page, dialogName: string, buttonName: string) {
  const dialog = page.getByRole('alertdialog', { name: dialogName });
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await press(page, dialog.getByRole('button', { name: buttonName, exact: true }));
}

test.beforeEach(async ({ page }) => {
  await openGallery(page, 'light', ['team-formation']);
});

test('the leader invites by keyboard: an unknown Play ID is refused in pt-BR and kept; a known one becomes a pending row', async ({ page }) => {
  await viewAs(page, 'Líder');
  const team = demo(page).getByTestId('manage-team');
  await expect(team.getByRole('heading', { name: 'Os Invencíveis' })).toBeVisible();
  await expect(team.getByTestId('members-counter')).toHaveText('2/4 membros');
  await expect(team.getByRole('button', { name: 'Confirmar inscrição do time' })).toBeDisabled();

  await press(page, team.getByRole('button', { name: 'Enviar convite' }));
  const field = team.getByLabel(/^Play ID ou e-mail/);
  await expect(field).toBeFocused();
  await page.keyboard.type('NinguemAqui#0000');
  await page.keyboard.press('Enter');
  await expect(team.getByText('Não encontramos ninguém com esse Play ID ou e-mail.')).toBeVisible();
  await expect(field).toHaveValue('NinguemAqui#0000');

  await field.fill('LucasSquad#2101');
  await page.keyboard.press('Enter');
  await expect(team.getByText('Você não pode convidar a si mesmo.')).toBeVisible();

  await field.fill('ana@escola.com.br');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Convite enviado!')).toBeVisible();
  await expect(team.getByRole('listitem').filter({ hasText: 'ana@escola.com.br' })).toContainText('Convite pendente');
  await expect(team.getByRole('button', { name: 'Cancelar convite de ana@escola.com.br' })).toBeVisible();
  // Two members and two invites: no empty slot, so no send invite left.
  await expect(team.getByRole('button', { name: 'Enviar convite' })).toHaveCount(0);
});

test('kick and cancel invite ask first; Voltar keeps everyone', async ({ page }) => {
  await viewAs(page, 'Líder');
  const team = demo(page).getByTestId('manage-team');
  await press(page, team.getByRole('button', { name: 'Remover BiaSquad#2102 do time' }));
  const dialog = page.getByRole('alertdialog', { name: 'Remover membro?' });
  await expect(dialog).toContainText('BiaSquad#2102 deixará de fazer parte do time.');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(team.getByText('BiaSquad#2102')).toBeVisible();

  await press(page, team.getByRole('button', { name: 'Remover BiaSquad#2102 do time' }));
  await confirmIn(page, 'Remover membro?', 'Remover');
  await expect(toast(page, 'Membro removido do time.')).toBeVisible();
  await expect(team.getByText('BiaSquad#2102')).toHaveCount(0);
  await expect(team.getByTestId('members-counter')).toHaveText('1/4 membros');

  await press(page, team.getByRole('button', { name: 'Cancelar convite de TheoSquad#2103' }));
  await confirmIn(page, 'Cancelar convite?', 'Cancelar convite');
  await expect(toast(page, 'Convite cancelado.')).toBeVisible();
  await expect(team.getByRole('button', { name: 'Enviar convite' })).toHaveCount(3);

  // Looking again (other players act meanwhile) shows the team as the server has it.
  const refresh = team.getByRole('button', { name: 'Atualizar time' });
  await press(page, refresh);
  await expect(refresh).toBeEnabled();
  await expect(team.getByTestId('members-counter')).toHaveText('1/4 membros');
});

test('the invitee accepts after confirming and then waits for the leader', async ({ page }) => {
  await viewAs(page, 'Convidado');
  const team = demo(page).getByTestId('manage-team');
  await expect(team.getByText('Lucas Squad convidou você para este time.', { exact: false })).toBeVisible();
  // Someone else's invite would show a clock; one's own shows accept and decline.
  await press(page, team.getByRole('button', { name: 'Aceitar convite' }));
  await confirmIn(page, 'Aceitar convite?', 'Aceitar');
  await expect(toast(page, 'Convite aceito!')).toBeVisible();
  await expect(team.getByText('Aguardando o líder confirmar o time.')).toBeVisible();
  await expect(team.getByTestId('members-counter')).toHaveText('3/4 membros');
  await expect(team.getByRole('button', { name: 'Sair do time' })).toBeVisible();
});

test('a member leaves after confirming and the flow ends asking for a reload', async ({ page }) => {
  await viewAs(page, 'Membro');
  const team = demo(page).getByTestId('manage-team');
  await expect(team.getByRole('img', { name: 'Convite pendente' })).toBeVisible();
  await expect(team.getByRole('button', { name: /Remover|Cancelar convite/ })).toHaveCount(0);
  await press(page, team.getByRole('button', { name: 'Sair do time' }));
  await confirmIn(page, 'Sair do time?', 'Sair');
  await expect(toast(page, 'Você saiu do time.')).toBeVisible();
  // The 1 s itself is pinned in tests/paths/teams/teamFormation.transitions.test.ts.
  await expect(output(page)).toHaveText('Fluxo encerrado: ficar no torneio e recarregar.', { timeout: 5000 });
});

test('someone outside the team is sent to the tournament without it; a new leader creates a team once name and terms are given', async ({ page }) => {
  await viewAs(page, 'Fora do time');
  await expect(output(page)).toHaveText('Fluxo encerrado: ir ao torneio sem o time.');

  await viewAs(page, 'Novo time');
  const form = demo(page).getByTestId('create-team-form');
  const save = form.getByRole('button', { name: 'Criar time' });
  await expect(save).toBeDisabled();
  await form.getByLabel(/^Nome do time/).fill('<b>Trovões</b> 🔥');
  await expect(save).toBeDisabled();
  await form.getByRole('checkbox').focus();
  await page.keyboard.press('Space');
  await expect(save).toBeEnabled();
  await press(page, save);
  await expect(toast(page, 'Time criado!')).toBeVisible();
  const team = demo(page).getByTestId('manage-team');
  await expect(team.getByRole('heading', { level: 2 })).toHaveText('<b>Trovões</b> 🔥');
  await expect(team.getByTestId('members-counter')).toHaveText('1/4 membros');
  await expect(team.getByRole('button', { name: 'Enviar convite' })).toHaveCount(3);
});

for (const width of [320, 1280] as const) {
  test(`the team views have no serious accessibility violation at ${width} px in both themes`, async ({ page }) => {
    // The team views on the dev server, then axe over them in both themes: over 30 s beside both
    // app shards on two slow cores when the whole gallery was open.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await openGallery(page, 'light', ['team-formation']);
    await expect(demo(page).getByTestId('manage-team')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page, { include: '#team-formation' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
