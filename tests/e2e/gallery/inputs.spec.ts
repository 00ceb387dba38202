import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { openGallery } from './gallery-helpers';

test.beforeEach(async ({ page }) => {
  await openGallery(page, 'light', ['text-fields', 'brazilian-fields', 'choices', 'tabs']);
});

test('text and password fields work from the keyboard and show/hide the password', async ({ page }) => {
  const name = page.getByLabel('Nome de usuário');
  await name.focus();
  await page.keyboard.type('ana_souza');
  await expect(name).toHaveValue('ana_souza');

  const password = page.locator('#gallery-password');
  await password.focus();
  await page.keyboard.type('Segredo1');
  await expect(password).toHaveAttribute('type', 'password');
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Mostrar senha' }).first();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveValue('Segredo1');

  const required = page.getByRole('textbox', { name: 'Nome', exact: true });
  await expect(required).toHaveAttribute('aria-invalid', 'true');
  await expect(required).toHaveAttribute('aria-describedby', /error/);
  await expectNoSeriousA11yViolations(page, '#text-fields');
});

test('phone field masks typing, keeps the caret on Backspace and completes 10 digits on leave', async ({ page }) => {
  const phone = page.getByTestId('phone');
  const kept = page.getByTestId('phone-value');
  await phone.focus();
  await page.keyboard.type('11987654321');
  await expect(phone).toHaveValue('11 9 8765-4321');
  await expect(kept).toHaveText('11987654321');

  // Backspace in the middle (after "8765-") removes the digit before the separator and keeps the caret there.
  await phone.evaluate((input: HTMLInputElement) => input.setSelectionRange(10, 10));
  await page.keyboard.press('Backspace');
  await expect(phone).toHaveValue('11 9 8764-321');
  await page.keyboard.type('5');
  await expect(phone).toHaveValue('11 9 8765-4321');

  await phone.fill('');
  await page.keyboard.type('2133334444');
  await expect(phone).toHaveValue('21 3 3334-444');
  await page.keyboard.press('Tab');
  await expect(phone).toHaveValue('21 9 3333-4444');
  await expect(kept).toHaveText('21933334444');
  await expectNoSeriousA11yViolations(page, '#brazilian-fields');
});

test('phone field strips the country code and trunk zero from a real paste, a keyboard insertion and typing', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const phone = page.getByTestId('phone');
  const kept = page.getByTestId('phone-value');
  const cases: [text: string, shown: string][] = [
    ['+55 11 98765-4321', '11 9 8765-4321'],
    ['5511987654321', '11 9 8765-4321'],
    ['(11) 98765-4321', '11 9 8765-4321'],
    ['011 98765 4321', '11 9 8765-4321'],
    ['(21) 8888-7777', '21 9 8888-7777'],
  ];
  for (const [text, shown] of cases) {
    await page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await phone.fill('');
    await phone.press('ControlOrMeta+V');
    await expect(phone, `pasting ${text}`).toHaveValue(shown);
    await expect(kept).toHaveText(shown.replace(/\D/g, ''));

    // The whole text inserted at once, as a keyboard's clipboard suggestion does.
    await phone.fill(text);
    await expect(phone, `inserting ${text}`).toHaveValue(shown);
  }

  await phone.fill('');
  await page.keyboard.type('+55 11 98765-4321');
  await expect(phone).toHaveValue('11 9 8765-4321');
  await expect(kept).toHaveText('11987654321');
});

test('date, CPF, CEP and INEP fields mask their digits', async ({ page }) => {
  const date = page.getByTestId('date');
  await date.focus();
  await page.keyboard.type('31a12.1999');
  await expect(date).toHaveValue('31/12/1999');

  const cpf = page.getByTestId('cpf');
  await cpf.fill('');
  await cpf.focus();
  await page.keyboard.type('52998224726');
  await expect(cpf).toHaveValue('529.982.247-26');
  await expect(cpf).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('5');
  await expect(cpf).not.toHaveAttribute('aria-invalid', 'true');

  const dotted = page.getByTestId('cep-dotted');
  await dotted.focus();
  await page.keyboard.type('01310930');
  await expect(dotted).toHaveValue('01.310-930');

  const inep = page.getByTestId('inep');
  await inep.focus();
  await page.keyboard.press('End');
  await page.keyboard.type('59');
  await expect(inep).toHaveValue('35012345');
  await expect(inep).not.toHaveAttribute('aria-invalid', 'true');
});

test('checkbox, radio group and tabs follow the keyboard', async ({ page }) => {
  const terms = page.getByRole('checkbox', { name: /Li e aceito os termos/ });
  await terms.focus();
  await expect(terms).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();

  const student = page.getByRole('radio', { name: 'Estudante' });
  await student.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'Educador(a)' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Educador(a)' })).toBeFocused();

  const details = page.getByRole('tab', { name: 'Detalhes' });
  await details.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Inscritos' })).toHaveAttribute('aria-selected', 'true');
  // The panel left stays drawn, hidden: the one shown is named by its tab.
  await expect(page.getByRole('tabpanel', { name: 'Inscritos' })).toContainText('128 estudantes');
  await page.keyboard.press('End');
  // The disabled tab is skipped.
  await expect(page.getByRole('tab', { name: 'Regras' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(details).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page, '#choices');
  await expectNoSeriousA11yViolations(page, '#tabs');
});
