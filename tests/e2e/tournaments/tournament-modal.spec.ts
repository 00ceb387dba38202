import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { acceptCookiePolicy, addSession } from '../support/session';
import { visit } from '../support/welcome';

/**
 * Tournament modal steps on /tournaments/detail (docs/product/tournaments.md, States): the solo subscribe form with an Epic ID,
 * the success cutscene, the Discord steps reached through the dev-only controls, and the
 * HAS_SCHOOL_LINK prerequisite. `adulto` (no Epic account in the seed) links one here; `aluno`
 * (no school link) meets the prerequisite of event 8.
 */

const ADULT = 'adulto@example.com';
const STUDENT = 'aluno@example.com';
const SUBSCRIBED = 'Inscrição realizada! Boa sorte no torneio.';

/**
 * Signed in with the first-access call answered in the browser (the demo accounts stay
 * first-timers), cookies accepted; the next page opened starts signed in.
 */
async function signInAs(page: Page, email: string) {
  await page.route('**/records/api/account/first-access', (route) => route.fulfill({ json: { messageKey: 'status:default.success' } }));
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), email);
}

/** Opens a tournament's detail; pages load with the welcome onboarding for first-time students: skip it. */
const openDetail = (page: Page, query: string) => visit(page, `/tournaments/detail?${query}`);

/** The API as the signed-in user (bearer from the token cookie), for set-up and clean-up only. */
async function api(page: Page, method: 'POST' | 'DELETE' | 'GET', path: string) {
  const token = (await page.context().cookies()).find((c) => c.name === 'arena_token')?.value;
  expect(token, 'the access token cookie').toBeTruthy();
  return page.request.fetch(path, { method, headers: { Authorization: `Bearer ${decodeURIComponent(token!)}` } });
}

const banner = (page: Page, name: RegExp) => page.getByRole('region', { name });
const signupDialog = (page: Page) => page.getByRole('dialog', { name: /^Inscrição em / });

test.describe('tournament modal', () => {
  test('subscribe solo with an Epic ID through the modal, see badge and button change, cancel and subscribe again', async ({ page }) => {
    await signInAs(page, ADULT);
    const games = await api(page, 'GET', '/records/api/account/games');
    expect((await games.json()).epicAccountId, 'adulto starts without an Epic account (a fresh test database)').toBeNull();
    await openDetail(page, 'id=1');
    const hero = banner(page, /Arena Aberta Rocket League 1v1/);
    await hero.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(page).toHaveURL(/[?&]opened=true/);
    const dialog = signupDialog(page);
    await expect(dialog).toBeVisible();

    // Nothing accepted: the rules error; a confirmation that differs: its error; nothing typed is lost.
    await dialog.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await expect(dialog.getByText('Aceite as regras do evento para se inscrever.')).toBeVisible();
    const epicId = randomBytes(16).toString('hex');
    await dialog.getByLabel('ID da conta Epic Games', { exact: true }).fill(epicId);
    await dialog.getByLabel('Confirme o ID da conta Epic Games').fill(epicId.toUpperCase());
    await dialog.getByRole('checkbox', { name: 'Li e aceito as regras do evento' }).check();
    await dialog.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await expect(dialog.getByText('Os IDs da Epic Games não são iguais.')).toBeVisible();
    await expect(dialog.getByLabel('ID da conta Epic Games', { exact: true })).toHaveValue(epicId);

    await dialog.getByLabel('Confirme o ID da conta Epic Games').fill(epicId);
    await dialog.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: SUBSCRIBED })).toBeVisible();
    const cutscene = page.getByRole('dialog', { name: 'Liz' });
    await expect(cutscene).toContainText('Sua inscrição foi feita');
    await cutscene.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('dialog', { name: 'Lucas' }).getByRole('button', { name: 'Vamos lá!' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/opened=/);
    await expect(hero.getByRole('button', { name: 'Inscrição concluída' })).toBeVisible();
    await expect(hero.getByText('Inscrito', { exact: true })).toBeVisible();
    expect((await (await api(page, 'GET', '/records/api/account/games')).json()).epicAccountId).toBe(epicId);

    await hero.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await page.getByRole('alertdialog', { name: 'Cancelar inscrição?' }).getByRole('button', { name: 'Sim, cancelar' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Sua inscrição foi cancelada.' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Inscrever-se' })).toBeVisible();
    await expect(hero.getByText('Inscrito', { exact: true })).toHaveCount(0);

    // Again: the Epic account is linked now, shown read-only and not asked twice.
    await hero.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(dialog.getByText('Conta Epic Games vinculada. O ID não pode ser alterado.')).toBeVisible();
    await expect(dialog.getByTestId('linked-epic-id')).toHaveText(epicId);
    await expect(dialog.getByRole('textbox')).toHaveCount(0);
    await dialog.getByRole('checkbox', { name: 'Li e aceito as regras do evento' }).check();
    await dialog.getByRole('button', { name: 'Confirmar inscrição' }).click();
    await expect(page.getByRole('dialog', { name: 'Liz' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Liz' }).getByRole('button', { name: 'Fechar janela' }).click();
    await expect(page).not.toHaveURL(/opened=/);
    await expect(hero.getByRole('button', { name: 'Inscrição concluída' })).toBeVisible();

    // Leaves the shared demo data as it found it (the Epic link stays: it is set once).
    expect((await api(page, 'DELETE', '/educational/api/events/1/unsubscribe')).ok()).toBe(true);
  });

  test('a pending Discord subscription opens at the Discord invite, then at the verification cutscene', async ({ page }) => {
    await signInAs(page, ADULT);
    const created = await api(page, 'POST', '/educational/api/tournaments/4/subscription');
    expect(created.status()).toBe(201);
    expect((await created.json()).status).toBe('PENDING_DISCORD_SERVER_JOIN');
    try {
      await openDetail(page, 'id=4&opened=true');
      const invite = page.getByRole('dialog', { name: 'Entre no servidor do Discord' });
      await expect(invite).toBeVisible();
      await expect(invite.getByRole('link', { name: 'Abrir convite do Discord' })).toHaveAttribute('href', /^https:\/\/discord\./);
      await invite.getByRole('button', { name: 'Entendi' }).click();
      await expect(page).not.toHaveURL(/opened=/);
      const hero = banner(page, /Fortnite Solo Cup/);
      // The pending button opens the same step.
      await hero.getByRole('button', { name: 'Inscrição pendente' }).click();
      await expect(invite).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(invite).toBeHidden();
      await expect(page).not.toHaveURL(/opened=/);

      const advanced = await page.request.post('/dev/events/4/subscription/advance?user=adulto@example.com');
      expect((await advanced.json()).status).toBe('PENDING_ACCOUNT_VERIFICATION');
      await openDetail(page, 'id=4&opened=true');
      const verify = page.getByRole('dialog', { name: 'Lucas' });
      await expect(verify).toContainText('Você já entrou no servidor do Discord do evento');
      await verify.getByRole('button', { name: 'Próximo' }).click();
      await expect(page.getByRole('dialog', { name: 'Liz' })).toContainText('canal de verificação');
    } finally {
      await api(page, 'DELETE', '/educational/api/events/4/unsubscribe');
    }
  });

  test('the HAS_SCHOOL_LINK prerequisite: the mascots explain, the school-link wizard runs in the modal, then the subscribe form', async ({ page }) => {
    // Saving a link is irreversible: a crowd student (18, no link) of the seed, used by no other test.
    await signInAs(page, 'torcida0108@example.com');
    await openDetail(page, 'id=8');
    await banner(page, /Copa das Escolas League of Legends/).getByRole('button', { name: 'Inscrever-se' }).click();
    const lucas = page.getByRole('dialog', { name: 'Lucas' });
    await expect(lucas).toContainText('só para quem tem escola vinculada');
    await lucas.getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('dialog', { name: 'Liz' }).getByRole('button', { name: 'Próximo' }).click();
    await page.getByRole('dialog', { name: 'Lucas' }).getByRole('button', { name: 'Vamos lá!' }).click();
    const step = page.getByRole('dialog', { name: 'Vincule sua escola' });
    const wizard = step.getByTestId('school-link-wizard');
    await expect(wizard).toBeVisible();

    await wizard.getByRole('radio', { name: 'Pelo código INEP' }).check();
    await wizard.getByLabel(/^Código INEP\*?$/).fill('35999001');
    await wizard.getByRole('button', { name: 'Buscar pelo INEP' }).click();
    await expect(step.getByTestId('school-link-chosen')).toContainText('INEP 35999001');
    await wizard.getByLabel(/^Nível de ensino\*?$/).selectOption({ label: 'Ensino médio' });
    await wizard.getByRole('button', { name: 'Salvar vínculo' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Salvar vínculo com a escola' });
    await confirm.getByRole('button', { name: 'Salvar vínculo' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Vínculo com a escola salvo!' })).toBeVisible();
    await wizard.getByRole('button', { name: 'Pular esta etapa' }).click();

    // The prerequisite is met: the modal goes on to the subscribe form of the same event.
    await expect(signupDialog(page)).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(signupDialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/opened=/);
  });

  test('subscribe and finish by keyboard alone', async ({ page }) => {
    await signInAs(page, STUDENT);
    await openDetail(page, 'id=1');
    const hero = banner(page, /Arena Aberta Rocket League 1v1/);
    const join = hero.getByRole('button', { name: 'Inscrever-se' });
    await expect(join).toBeVisible();
    const focused = (name: string) => page.evaluate((n) => document.activeElement?.textContent?.trim() === n, name);
    const tabTo = async (name: string, max = 80) => {
      for (let i = 0; i < max && !(await focused(name)); i += 1) await page.keyboard.press('Tab');
      expect(await focused(name), `focus reaches "${name}"`).toBe(true);
    };
    try {
      await tabTo('Inscrever-se');
      await page.keyboard.press('Enter');
      const dialog = signupDialog(page);
      await expect(dialog).toBeVisible();
      const rules = dialog.getByRole('checkbox', { name: 'Li e aceito as regras do evento' });
      for (let i = 0; i < 20 && !(await rules.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
      await expect(rules).toBeFocused();
      await page.keyboard.press('Space');
      await expect(rules).toBeChecked();
      await tabTo('Confirmar inscrição', 10);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('toast').filter({ hasText: SUBSCRIBED })).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Liz' })).toBeVisible();
      await tabTo('Próximo', 10);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Lucas' })).toBeVisible();
      await tabTo('Vamos lá!', 10);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(hero.getByRole('button', { name: 'Inscrição concluída' })).toBeVisible();
    } finally {
      await api(page, 'DELETE', '/educational/api/events/1/unsubscribe');
    }
  });

  for (const width of [320, 640, 1280] as const) {
    test(`the modal's form and cutscene have no serious a11y violations at ${width} px, both themes`, async ({ page }) => {
      // Two pages, two sign-in redirects and two axe runs: more than the default 30 s on a busy machine.
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, STUDENT);
      // Opened from the join button: a URL with opened=true would open it under the welcome onboarding.
      await openDetail(page, 'id=1');
      await banner(page, /Arena Aberta Rocket League 1v1/).getByRole('button', { name: 'Inscrever-se' }).click();
      const dialog = signupDialog(page);
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Confirmar inscrição' }).click();
      await expect(dialog.getByText('Aceite as regras do evento para se inscrever.')).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await page.screenshot({ path: test.info().outputPath(`form-${width}-${theme}.png`) }); } });
      await openDetail(page, 'id=8');
      await banner(page, /Copa das Escolas League of Legends/).getByRole('button', { name: 'Inscrever-se' }).click();
      await expect(page.getByRole('dialog', { name: 'Lucas' })).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page, { after: async (theme) => { await page.screenshot({ path: test.info().outputPath(`cutscene-${width}-${theme}.png`) }); } });
    });
  }
});
