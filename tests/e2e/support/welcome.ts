import { expect, type Page } from '@playwright/test';
import { appHasPage, claimsOf } from './session';

/** The welcome onboarding (docs/product/shell.md, States). */
export const welcomeDialog = (page: Page) => page.getByRole('dialog', { name: /Boas-vindas/ });

/**
 * Whether the signed-in user is greeted by the welcome onboarding: while the access token's
 * firstAccess claim is false. Specs answer first-access in the browser, so a first-time student
 * (aluno) keeps the claim and is greeted on every page load.
 */
async function greeted(page: Page): Promise<boolean> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'arena_token')?.value;
  return token ? claimsOf(decodeURIComponent(token)).firstAccess === false : false;
}

/** Skips the welcome onboarding where it greets the signed-in user (it opens after a short delay). */
export async function skipWelcome(page: Page) {
  if (!(await greeted(page))) return;
  const welcome = welcomeDialog(page);
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Pular' }).click();
  await expect(welcome).toBeHidden();
}

/** Opens `path` and skips the welcome onboarding where it greets the signed-in user. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await appHasPage(page);
  await skipWelcome(page);
}
