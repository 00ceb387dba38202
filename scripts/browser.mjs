// Chromium for the scripts that look at pages (screenshots, the first-visit bench): Debian's
// browser when installed, Playwright's own otherwise; and a signed-in session's cookies.
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

/** The Chromium binary the scripts use: CHROME_PATH, Debian's, or Playwright's own. */
export function chromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : chromium.executablePath();
}

/**
 * The Chromium the browser tests drive: CHROME_PATH, else Debian's headless shell (the same engine
 * without the full browser's windowing: about a sixth less CPU over the same specs), else the
 * Chromium above.
 */
export function testChromiumPath() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath();
}

export function launchChromium() {
  return chromium.launch({
    executablePath: chromiumPath(),
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
