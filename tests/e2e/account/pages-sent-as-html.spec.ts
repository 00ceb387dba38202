import { expect, test, type Page } from '@playwright/test';
import { devFamily } from '../support/families';
import { addSession, appHasPage } from '../support/session';

const HEADING = 'Sua escola no cenário dos esports';

/**
 * Opens a page sent as HTML with the app's entry script held back until `release` is called, so
 * the spec acts on the page painted from the server's HTML before the app has it (src/prerender.tsx).
 */
async function openHeld(page: Page, path = '/login', heading: string | RegExp = HEADING) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/static/js/index.*.js', async (route) => {
    await held;
    await route.continue();
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Not until `load`: the page's load event may wait for the held script.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  return { release, errors };
}

/** The theme toggle's label names what it does only once the app has the page. */
const takenOver = (page: Page) => expect(page.getByRole('button', { name: 'Ativar tema escuro' })).toBeVisible();

test.describe('/login sent as HTML', () => {
  test('is readable with no script at all', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quero participar' })).toHaveAttribute('href', '/register');
    await expect(page.getByRole('button', { name: 'Já tenho conta' })).toBeVisible();
    await context.close();
  });

  test('the app takes the page over without drawing it again, then answers', async ({ page }) => {
    const { release, errors } = await openHeld(page);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/login');
    await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.setAttribute('data-painted-by', 'server'));
    release();
    await takenOver(page);
    // The same element: React took the markup over instead of replacing it (a mismatch would).
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toHaveAttribute('data-painted-by', 'server');
    await page.getByRole('button', { name: 'Ativar tema escuro' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(errors).toEqual([]);
  });

  test("the app's scripts are asked for once the browser reports the page painted", async ({ page }) => {
    await page.goto('/login');
    await takenOver(page);
    const { painted, requested } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      requested: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/static\/js\/(index|lib-react)\./.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(painted).toBeGreaterThan(0);
    expect(requested).toHaveLength(2);
    for (const start of requested) expect(start).toBeGreaterThanOrEqual(painted!);
  });

  test('a button pressed before the takeover is done once the app has the page', async ({ page }) => {
    const { release, errors } = await openHeld(page);
    await page.getByRole('button', { name: 'Já tenho conta' }).click();
    // Held: nothing happens while the app is not there.
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/\/realms\/plataforma\//);
    await expect(page.getByLabel(/e-mail/i)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a dark-theme visitor sees the dark toggle before and after the takeover', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const { release, errors } = await openHeld(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Before: the toggle follows the page's theme by its styles (the sun, for a dark page).
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle.locator('svg:visible')).toHaveCount(1);
    const iconBefore = await toggle.locator('svg:visible').innerHTML();
    release();
    await expect(page.getByRole('button', { name: 'Ativar tema claro' })).toBeVisible();
    expect(await toggle.locator('svg:visible').innerHTML()).toBe(iconBefore);
    expect(errors).toEqual([]);
  });

  test('a query keeps the page drawn by the app, with its tags on the links', async ({ page }) => {
    await page.goto('/login?utm_source=escola');
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered', /./);
    await expect(page.getByRole('link', { name: 'Quero participar' })).toHaveAttribute('href', '/register?utm_source=escola');
  });
});

test.describe('/register sent as HTML', () => {
  test('what was typed and chosen before the takeover is what the form sends', async ({ page }) => {
    const { release, errors } = await openHeld(page, '/register', 'Crie sua conta');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/register');
    const field = (name: string) => page.locator(`form [name="${name}"]:is(input, select)`);
    const userName = `cedo${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;
    await field('userName').fill(userName);
    await field('email').fill(`${userName}@escola.example`);
    await field('password').fill('Segredo1');
    await page.getByText('Estudante', { exact: true }).click();
    release();
    await takenOver(page);
    const cookies = page.getByRole('button', { name: 'Aceitar e fechar' });
    await cookies.click();
    await field('passwordConfirmation').fill('Segredo1');
    await field('firstName').fill('Ana');
    await field('lastName').fill('Souza');
    await field('birthDate').fill('15/03/2009');
    await field('stateId').selectOption({ label: 'São Paulo' });
    await expect(field('cityId')).toBeEnabled();
    await field('cityId').selectOption({ label: 'Campinas' });
    await page.getByText('Li e aceito os termos de uso e a política de privacidade').click();
    await expect(field('userName')).toHaveValue(userName);
    await page.getByTestId('register-submit').click();
    // The account is created with the e-mail typed before the app had the page.
    await expect(page.getByTestId('register-done')).toContainText(`Enviamos um link de confirmação para ${userName}@escola.example.`);
    expect(errors).toEqual([]);
  });
});

test.describe("/home's first frame sent as HTML", () => {
  test('is painted with the first banner\'s picture before any script, then the app draws the page in its place', async ({ page }) => {
    await addSession(page.context(), 'aluna.vip@example.com');
    const { release, errors } = await openHeld(page, '/home', 'Início');
    await expect(page.locator('#root')).toHaveAttribute('data-shell', '/home');
    // The frame's picture is the one the carousel shows first, written in by the server.
    const framePicture = page.getByTestId('banners-placeholder').locator('img');
    await expect(framePicture).toHaveAttribute('src', /^\/media\/banners\//);
    const still = await framePicture.getAttribute('src');
    expect(await framePicture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // Nobody is known yet: no bell, no account menu, and the menu cannot be opened.
    await expect(page.getByTestId('notification-bell')).toHaveCount(0);
    await expect(page.getByTestId('hamburger-desktop')).toBeDisabled();
    release();
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    await expect(page.getByTestId('banner-still').first()).toHaveAttribute('src', still!);
    // The page took the frame's place: one heading, no frame left behind.
    await expect(page.getByTestId('banners-placeholder')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByTestId('hamburger-desktop').click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-state', 'collapsed');
    expect(errors).toEqual([]);
  });

  test('a minor whose page opens with the guardian notice gets it in the frame, and nothing moves when the app draws the page', async ({ page, request }) => {
    const family = await devFamily(request);
    await addSession(page.context(), family.minor.email);
    const document = page.waitForResponse((response) => new URL(response.url()).pathname === '/home' && response.request().resourceType() === 'document');
    const { release, errors } = await openHeld(page, '/home', 'Início');
    expect((await document).headers()['vary']).toContain('Cookie');
    await expect(page.locator('#root')).toHaveAttribute('data-shell', '/home');
    const notice = page.getByTestId('guardian-notice');
    await expect(notice).toBeVisible();
    const framePicture = page.getByTestId('banners-placeholder').locator('img');
    await expect(framePicture).toHaveAttribute('src', /^\/media\/banners\//);
    const before = { notice: await notice.boundingBox(), picture: await framePicture.boundingBox(), text: await notice.innerText() };
    expect(before.picture!.y).toBeGreaterThan(before.notice!.y + before.notice!.height - 1);
    release();
    await appHasPage(page);
    await expect(page.getByTestId('notification-bell')).toBeVisible();
    const still = page.getByTestId('banner-still').first();
    await expect(still).toBeVisible();
    // The app's notice and banner stand where the frame drew them.
    expect(await notice.boundingBox()).toEqual(before.notice);
    expect((await still.boundingBox())!.y).toBe(before.picture!.y);
    expect(await notice.innerText()).toBe(before.text);
    expect(errors).toEqual([]);
  });

  test('a visitor nobody signed in as goes on from the frame to the login page', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fhome$/);
    await expect(page.getByRole('heading', { level: 1, name: HEADING })).toBeVisible();
  });
});
