import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { closeContexts, open, scenario, shoot, signedIn, toast } from './scenario';

/** Check-in on the tournament banner (docs/product/play.md, Screens and States). */

test.afterEach(closeContexts);

test('a player checks in with the time left on the button, and undoes it while the window is open', async ({ browser, request }) => {
  const event = await scenario(request, { phase: 'CHECK_IN', participants: 2 });
  const player = event.participants[0]!.leader;
  const page = await signedIn(browser, player.email);
  // /home says what to do now, above the tournament row, and leads to the event.
  await open(page, '/home');
  await page.getByTestId('home-matches-and-tournaments').scrollIntoViewIfNeeded();
  const card = page.getByRole('article', { name: 'Minha próxima partida' });
  await expect(card).toContainText('Faça o check-in para garantir sua vaga.');
  await shoot(page, 'home-next-match', 320);
  await shoot(page, 'home-next-match', 1280);
  await card.getByRole('link', { name: 'Ver torneio' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/detail\\?id=${event.eventId}`));

  const checkIn = page.getByRole('region', { name: 'Check-in' });
  await expect(checkIn.getByRole('timer', { name: 'Tempo restante para o check-in' })).toHaveText(/^Fecha em \d{1,2}:\d{2}(:\d{2})?$/);
  await expect(checkIn).toContainText('0 de 2 confirmaram presença');
  // Subscriptions are closed: the banner offers the check-in, not a signup button that can do nothing.
  await expect(page.getByRole('button', { name: 'Inscrever-se' })).toHaveCount(0);
  await shoot(page, 'check-in-open', 320);
  await shoot(page, 'check-in-open', 1280);
  await expectNoSeriousA11yViolations(page);

  await checkIn.getByRole('button', { name: 'Fazer check-in' }).click();
  await expect(toast(page, 'Check-in feito! Agora é só esperar o início.')).toBeVisible();
  await expect(checkIn.getByRole('status')).toHaveText('Check-in feito');
  await expect(checkIn).toContainText('1 de 2 confirmaram presença');
  await shoot(page, 'check-in-done', 320);

  await checkIn.getByRole('button', { name: 'Desfazer' }).click();
  await expect(toast(page, /Check-in desfeito/)).toBeVisible();
  await expect(checkIn.getByRole('button', { name: 'Fazer check-in' })).toBeVisible();
  await expect(checkIn).toContainText('0 de 2 confirmaram presença');
});

test('someone who did not subscribe sees no check-in', async ({ browser, request }) => {
  const event = await scenario(request, { phase: 'CHECK_IN', participants: 2 });
  const page = await signedIn(browser, event.outsider.email);
  await open(page, `/tournaments/detail?id=${event.eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fazer check-in' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Inscrever-se' })).toHaveCount(0);
});
