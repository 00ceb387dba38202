// Chromium for the scripts that look at pages (screenshots, the first-visit bench): Debian's
// browser when installed, Playwright's own otherwise; and a signed-in session's cookies.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

export function launchChromium() {
  return chromium.launch({
    executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}

/** Signs in on the token server's login page, as a person would, and returns the cookies. */
export async function signedInCookies(browser, base, email, password) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Já tenho conta' }).click();
  await page.getByLabel(/e-mail/i).fill(email);
  await page.getByLabel(/senha/i).first().fill(password);
  await page.getByRole('button', { name: /entrar/i }).click();
  await page.waitForURL(/\/home/);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}
