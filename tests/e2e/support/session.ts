import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo1234';

/** Signs in through the token server's login page, as a person would, and waits for /home. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, base = '') {
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Já tenho conta' }).click();
  await expect(page).toHaveURL(/\/realms\/plataforma\//);
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/senha/i).first().fill(password);
  await page.getByRole('button', { name: /^entrar$/i }).click();
  await expect(page).toHaveURL(/\/home$/);
}

export async function acceptCookies(page: Page) {
  const banner = page.getByRole('region', { name: 'Aviso de cookies' });
  if (await banner.isVisible()) await banner.getByRole('button', { name: 'Aceitar e fechar' }).click();
}
