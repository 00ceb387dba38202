import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openGallery } from './gallery-helpers';

test.beforeEach(async ({ page }) => {
  await openGallery(page, 'light', ['cards', 'player', 'team', 'progress', 'cutscene']);
});

test('the player card copies the play id from the keyboard and confirms for about 1 s', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const copy = page.getByRole('button', { name: 'Copiar Play ID anasouza#4821' });
  await copy.scrollIntoViewIfNeeded();
  await copy.focus();
  await page.keyboard.press('Enter');
  const toast = page.getByText('Play ID copiado!');
  await expect(toast).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('anasouza#4821');
  await expect(toast).toBeHidden({ timeout: 3000 });
  await expect(page.getByRole('button', { name: 'Criar avatar' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Editar perfil' })).toHaveCount(2);

  await page.getByRole('button', { name: 'Simular subida de nível' }).press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Subiu de nível!' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '#player');
});

test('cards and team rows expose their actions by name', async ({ page }) => {
  // Three axe passes over the dev server's gallery: on a busy 2-core machine they outlast 30 s.
  test.slow();
  await expect(page.getByRole('link', { name: /Copa Fortnite das Escolas/ })).toBeVisible();
  await expect(page.getByText('INEP 35012345 - pública')).toBeVisible();
  await expect(page.getByText('INEP 41098765 - privada')).toBeVisible();
  await expect(page.getByRole('img', { name: '2,5 de 3 estrelas' }).first()).toBeVisible();
  const team = page.locator('#team');
  await expect(team.getByRole('button', { name: 'Remover bia#2231 do time' })).toBeVisible();
  await expect(team.getByRole('button', { name: 'Cancelar convite de caio@escola.edu.br' })).toBeVisible();
  await expect(team.getByRole('button', { name: 'Sair do time' })).toBeVisible();
  await expect(team.getByRole('button', { name: 'Aceitar convite' })).toBeVisible();
  await team.getByRole('button', { name: 'Enviar convite' }).focus();
  await expect(team.getByRole('button', { name: 'Enviar convite' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, '#cards');
  await expectNoSeriousA11yViolations(page, '#team');
  await expectNoSeriousA11yViolations(page, '#progress');
});

test('the cutscene walks through Lucas and Liz by keyboard and returns focus when closed', async ({ page }) => {
  // An axe pass, a screenshot and two walks through the dialog: more than 30 s on a busy machine.
  test.slow();
  const open = page.getByTestId('open-cutscene');
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Lucas' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Fala 1 de 3');
  await expectNoSeriousA11yViolations(page, '[role=dialog]');
  await page.screenshot({ path: 'test-results/gallery-screenshots/cutscene.png' });
  await dialog.getByRole('button', { name: 'Próximo' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Liz' })).toContainText('vincular sua escola');
  await page.getByRole('button', { name: 'Voltar' }).press('Enter');
  await expect(page.getByRole('dialog', { name: 'Lucas' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(open).toBeFocused();

  await open.press('Enter');
  for (let step = 0; step < 2; step += 1) await page.getByRole('button', { name: 'Próximo' }).press('Enter');
  await page.getByRole('button', { name: 'Vamos lá!' }).press('Enter');
  await expect(page.getByRole('dialog')).toBeHidden();
});
