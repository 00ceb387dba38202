import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { acceptCookiePolicy, addSession, signOutEverywhere } from '../support/session';
import { skipWelcome } from '../support/welcome';

/**
 * Premium (docs/product/premium.md, States): the premium dialog over any private page (premium=true in the URL), opened
 * here from the profile menu's premium item or the URL. Pedro (aluno@example.com, 15, never
 * premium) and adulto@example.com (19, premium expired) redeem real demo codes; each such test
 * undoes its redemption afterwards (DELETE /dev/activation-codes/{code}/redemption), so the demo
 * accounts stay as they were whatever the order. aluna.vip@example.com is premium.
 */

const CODE_LABEL = /^Código de ativação/;
const TEXTS = {
  notFound: 'Código de ativação não encontrado ou já utilizado.',
  tooOld: 'Este código de ativação não vale para a sua idade.',
  alreadyPremium: 'Você já é Premium: não é preciso ativar outro código agora.',
  schoolLink: 'Este código é da sua escola: conclua o vínculo escolar no seu perfil para usá-lo.',
  format: 'Esse não parece um código de ativação: use só letras, números e hífens, até 64 caracteres.',
  success: 'Código ativado! Agora você é Premium.',
};

const redeemed: string[] = [];
test.afterEach(async ({ request }) => {
  while (redeemed.length > 0) await request.delete(`/dev/activation-codes/${redeemed.pop()}/redemption`);
});

/** Signed in as `email`, cookies accepted; the next page opened starts signed in. */
async function signInAs(page: Page, email: string) {
  // Pedro's welcome onboarding is answered in the browser so the server keeps him a first-time student.
  await page.route('**/records/api/account/first-access', (route) => route.fulfill({ json: { messageKey: 'status:default.success' } }));
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), email);
}

const premiumItem = (page: Page) => page.getByTestId('profile-premium');
const dialog = (page: Page) => page.getByRole('dialog');

/** Pedro on his profile menu (the welcome skipped), then the premium item. */
async function openAsPedro(page: Page) {
  await signInAs(page, 'aluno@example.com');
  await page.goto('/profile');
  await skipWelcome(page);
  await premiumItem(page).click();
  await expect(page).toHaveURL(/premium=true/);
  await expect(page.getByRole('dialog', { name: 'Arena Premium' })).toBeVisible();
}

async function toCodeForm(page: Page) {
  await dialog(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog(page).getByLabel(CODE_LABEL)).toBeVisible();
}

async function submitCode(page: Page, code: string) {
  await dialog(page).getByLabel(CODE_LABEL).fill(code);
  await dialog(page).getByRole('button', { name: 'Ativar Premium' }).click();
}

async function expectFieldError(page: Page, text: string) {
  await expect(dialog(page).getByText(text)).toBeVisible();
  await expect(dialog(page).getByLabel(CODE_LABEL)).toHaveAttribute('aria-invalid', 'true');
}

test('the alert shows the promotion and the plans as text; a student without premium gets the code form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsPedro(page);
  const alert = page.getByTestId('premium-alert');
  await expect(alert).toContainText('20% de desconto na assinatura do Play English');
  await expect(alert).toContainText('três planos anuais, com mais de 200 horas');
  await expect(alert).not.toContainText('R$');
  await toCodeForm(page);
  await expect(dialog(page).getByRole('heading', { name: 'Ative o Premium' })).toBeVisible();
  const submit = dialog(page).getByRole('button', { name: 'Ativar Premium' });
  await expect(submit).toBeDisabled();
  await dialog(page).getByLabel(CODE_LABEL).fill('    ');
  await expect(submit).toBeDisabled();
});

test('opened by the URL on a first access, the premium dialog waits for the welcome onboarding to end', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  await signInAs(page, 'aluno@example.com');
  await page.goto('/home?premium=true');
  await expect(page.getByRole('dialog', { name: /Boas-vindas/ })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Arena Premium' })).toHaveCount(0);
  await skipWelcome(page);
  await expect(page.getByRole('dialog', { name: 'Arena Premium' })).toBeVisible();
});

test('each refusal shows its pt-BR text under the field and keeps the code', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsPedro(page);
  await toCodeForm(page);
  for (const [code, text] of [
    ['NAO-EXISTE-0001', TEXTS.notFound],
    ['DEMO-USADO-0001', TEXTS.notFound],
    ['  demo-idade-0001  ', TEXTS.tooOld],
    ['DEMO-ESCOLA-0001', TEXTS.schoolLink],
  ] as const) {
    await submitCode(page, code);
    await expectFieldError(page, text);
    // Sent trimmed, and shown as sent.
    await expect(dialog(page).getByLabel(CODE_LABEL)).toHaveValue(code.trim());
  }
  // Typing again clears the refusal.
  await dialog(page).getByLabel(CODE_LABEL).fill('DEMO');
  await expect(dialog(page).getByText(TEXTS.schoolLink)).toHaveCount(0);
});

test('hostile codes (markup, 10,000 characters, unicode) get a clear message and never reach the server', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 900 });
  let sent = 0;
  await page.route('**/activation-licence/*/redeem', (route) => {
    sent += 1;
    return route.continue();
  });
  await openAsPedro(page);
  await toCodeForm(page);
  for (const code of ['<img src=x onerror=alert(1)>', 'A'.repeat(10_000), 'CÓDIGO-🎮-ÇÃO']) {
    await submitCode(page, code);
    await expectFieldError(page, TEXTS.format);
  }
  expect(sent).toBe(0);
  await expect(page.locator('img[src=x]')).toHaveCount(0);
});

test('"already premium" from the server says so and reloads the page with a fresh token', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route('**/activation-licence/*/redeem', (route) =>
    route.fulfill({ status: 409, json: [{ code: 'alreadyPremium', messageKey: 'requestError:activationLicence.alreadyPremium' }] }),
  );
  await openAsPedro(page);
  await toCodeForm(page);
  await submitCode(page, 'DEMO-PREMIUM-0010');
  await expect(page.getByTestId('toast').filter({ hasText: TEXTS.alreadyPremium })).toBeVisible();
  await expect(page).not.toHaveURL(/premium=true/, { timeout: 5000 });
});

test('the 15-year-old redeems a code and, after the refresh, sees premium on his profile and is asked for his school link', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAsPedro(page);
  await toCodeForm(page);
  redeemed.push('DEMO-PREMIUM-0004');
  await submitCode(page, '  demo-premium-0004 ');
  await expect(page.getByTestId('premium-success')).toContainText(TEXTS.success);
  // 1.5 s later: the same page with force_refresh=true, which leaves the URL once the token is new.
  await expect(page).toHaveURL(/\/profile$/, { timeout: 5000 });
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByTestId('profile-premium-state')).toHaveText('Ativo');
  // A VIP whose school link is not COMPLETE goes to the clan step, not the code form (docs/product/premium.md, States).
  await premiumItem(page).click();
  await dialog(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog(page)).toContainText('Você já é Premium!');
  await expect(dialog(page).getByLabel(CODE_LABEL)).toHaveCount(0);
});

test('the adult whose premium expired sees the expiry notice, is too old for a school code, and enters a new one', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'adulto@example.com');
  await page.goto('/profile?premium=true');
  await expect(page.getByTestId('profile-premium-state')).toHaveText('Expirado');
  await toCodeForm(page);
  await expect(page.getByTestId('premium-expired')).toContainText(/Seu Premium terminou em \d{2}\/\d{2}\/\d{4}\. Para continuar, ative um novo código\./);
  await submitCode(page, 'DEMO-ESCOLA-0003');
  await expectFieldError(page, TEXTS.tooOld);
  redeemed.push('DEMO-PREMIUM-0005');
  await submitCode(page, 'DEMO-PREMIUM-0005');
  await expect(page.getByTestId('premium-success')).toBeVisible();
  await expect(page).not.toHaveURL(/premium=true/, { timeout: 5000 });
  await expect(page.getByTestId('profile-premium-state')).toHaveText('Ativo');
});

test('a course that is school-linked sends a student without a complete link to the clan step and the school-link form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.route('**/educational/api/journeys/7', (route) => route.fulfill({ json: { id: 7, monetizationType: 'SCHOOL_LINKED' } }));
  await signInAs(page, 'adulto@example.com');
  await page.goto('/home?premium=true&premium_journey=7');
  await dialog(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog(page)).toContainText('vínculo escolar completo');
  await dialog(page).getByRole('button', { name: 'Próximo' }).click();
  await dialog(page).getByRole('button', { name: 'Vamos lá!' }).click();
  await expect(page.getByRole('dialog', { name: 'Vínculo escolar' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/premium/);
});

test('a journey the server does not know (404) counts as not school-linked', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'adulto@example.com');
  await page.goto('/home?premium=true&premium_journey=999999');
  await toCodeForm(page);
  await expect(page.getByTestId('premium-expired')).toBeVisible();
});

test('a subscriber sees the VIP text with no code form, asks for a cancellation, confirms, and sees it recorded', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluna.vip@example.com');
  await page.goto('/home?premium=true');
  await dialog(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('premium-active')).toContainText(/Seu Premium vale até \d{2}\/\d{2}\/\d{4}/);
  await expect(dialog(page).getByLabel(CODE_LABEL)).toHaveCount(0);
  const ask = dialog(page).getByRole('button', { name: 'Pedir cancelamento' });
  // The request is recorded once for good: a server that already has it shows its status straight away.
  await expect(ask.or(page.getByTestId('premium-cancellation-status'))).toBeVisible();
  if (await ask.isVisible()) {
    await ask.click();
    await dialog(page).getByRole('button', { name: 'Manter o Premium' }).click();
    await ask.click();
    await dialog(page).getByRole('button', { name: 'Sim, pedir cancelamento' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Pedido de cancelamento registrado.' })).toBeVisible();
  }
  await expect(page.getByTestId('premium-cancellation-status')).toContainText(/Pedido registrado em \d{2}\/\d{2}\/\d{4}\. Seu Premium continua ativo até \d{2}\/\d{2}\/\d{4}\./);
  await page.reload();
  await dialog(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByTestId('premium-cancellation-status')).toBeVisible();
});

test('age 99 confirms first; above 99 a cutscene and no code form', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'idade.99@example.com');
  await page.goto('/home?premium=true');
  await dialog(page).getByRole('button', { name: 'Continuar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirme sua idade' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Está certo' }).click();
  await expect(dialog(page).getByLabel(CODE_LABEL)).toBeVisible();
  await signOutEverywhere(page);
  await signInAs(page, 'idade.100@example.com');
  await page.goto('/home?premium=true');
  await dialog(page).getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog(page)).toContainText('mais de 99 anos');
  await expect(dialog(page).getByLabel(CODE_LABEL)).toHaveCount(0);
});

async function tabTo(page: Page, target: Locator, max = 40) {
  for (let step = 0; step < max; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: open from the profile menu, go on, type a code, hear the refusal, close with Escape', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'aluno@example.com');
  await page.goto('/profile');
  const welcome = page.getByRole('dialog', { name: /Boas-vindas/ });
  await expect(welcome).toBeVisible();
  await tabTo(page, welcome.getByRole('button', { name: 'Pular' }));
  await page.keyboard.press('Enter');
  await expect(welcome).toBeHidden();
  await tabTo(page, premiumItem(page), 60);
  await page.keyboard.press('Enter');
  const premium = page.getByRole('dialog', { name: 'Arena Premium' });
  await expect(premium).toBeVisible();
  await tabTo(page, premium.getByRole('button', { name: 'Continuar' }));
  await page.keyboard.press('Enter');
  const field = dialog(page).getByLabel(CODE_LABEL);
  await expect(field).toBeFocused();
  await page.keyboard.type('NAO-EXISTE-0002');
  await page.keyboard.press('Enter');
  await expectFieldError(page, TEXTS.notFound);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toHaveCount(0);
  await expect(page).not.toHaveURL(/premium/);
  await expect(premiumItem(page)).toBeFocused();
});

for (const width of [320, 640, 1280] as const) {
  test(`the premium dialog has no serious accessibility violations at ${width} px in both themes`, async ({ page }) => {
    // Two sign-ins and three full-page audits, each in both themes.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 800 });
    await signInAs(page, 'adulto@example.com');
    await page.goto('/profile?premium=true');
    await expect(page.getByTestId('premium-alert')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await toCodeForm(page);
    await submitCode(page, 'NAO-EXISTE-0003');
    await expectFieldError(page, TEXTS.notFound);
    await expectNoSeriousA11yViolationsInBothThemes(page);
    await signOutEverywhere(page);
    await signInAs(page, 'aluna.vip@example.com');
    await page.goto('/profile?premium=true');
    await dialog(page).getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByTestId('premium-active')).toBeVisible();
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
}
