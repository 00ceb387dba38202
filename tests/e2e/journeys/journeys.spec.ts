import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolationsInBothThemes } from '../support/axe';
import { acceptCookiePolicy, addSession, signOutEverywhere } from '../support/session';
import { skipWelcome, visit } from '../support/welcome';

/**
 * /home, /courses and /courses/detail (docs/product/journeys.md, Screens), end to end against the reference backend and its
 * stand-in learning page: `aluno` (not VIP) subscribes and finishes a mission, `adulto` (premium
 * expired, February and March done) meets premium chapters, `aluna.vip` scrolls the 10,000-entry
 * ranking of journey 1 (Raciocínio Lógico).
 */

const STUDENT = 'aluno@example.com';
const STUDENT_PLAY_ID = 'PedroDemo#1001';
const EXPIRED = 'adulto@example.com';
const VIP = 'aluna.vip@example.com';

/** Signed in as `email` (the next page opened starts signed in); first access is answered in the browser. */
async function signInAs(page: Page, email: string) {
  await page.route('**/records/api/account/first-access', (route) => route.fulfill({ json: { messageKey: 'status:default.success' } }));
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), email);
}

/** A blocked month or chapter is aria-disabled (announced so) yet answers Enter with the reason. */
async function pressBlocked(target: Locator) {
  await target.focus();
  await target.press('Enter');
}

/** Scrolls to a course's ranking and points, which load once their place comes near the screen. */
async function showRanking(page: Page) {
  await page.getByTestId('ranking-and-points').scrollIntoViewIfNeeded();
}

/** /home's next matches and tournaments row wait below the first view until scrolled near. */
async function showHomeTournaments(page: Page) {
  await page.getByTestId('home-matches-and-tournaments').scrollIntoViewIfNeeded();
}

const chapter = (page: Page, title: string) => page.getByTestId('chapter-card').filter({ hasText: new RegExp(`^${title}(?!\\d)`) });

test.describe('home', () => {
  test('the banners carousel works by keyboard: next, dots, arrows, the premium dialog, internal and external links', async ({ page }) => {
    await signInAs(page, VIP);
    await visit(page, '/home');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel.getByRole('heading', { name: 'Temporada de jornadas 2023' })).toBeVisible();
    await carousel.getByRole('button', { name: /próxim/i }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('heading', { name: 'Seja Premium' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('heading', { name: 'Torneios abertos' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    const external = carousel.getByRole('link', { name: 'Abrir (nova aba)' });
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await carousel.getByRole('button', { name: 'Conhecer o Premium' }).press('Enter');
    await expect(page).toHaveURL(/[?&]premium=true/);
    await page.goto('/home');
    await carousel.getByRole('link', { name: 'Saiba mais' }).press('Enter');
    await expect(page).toHaveURL(/\/courses$/);
  });

  test('a banner video comes once the page has settled; one that is missing shows its still picture', async ({ page }) => {
    // Videos play only where motion is welcome.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await signInAs(page, VIP);
    await visit(page, '/home');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel.getByTestId('banner-still')).toBeVisible();
    const video = carousel.getByTestId('banner-video');
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute('src', '/media/banners/landscape.webm');
    // A phone gets the portrait cut, and the landscape one again when the window widens.
    await page.setViewportSize({ width: 320, height: 720 });
    await expect(video).toHaveAttribute('src', '/media/banners/portrait.webm');
    await expect(video).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(video).toHaveAttribute('src', '/media/banners/landscape.webm');
    await carousel.getByRole('button', { name: /Ir para o item 5|5/ }).last().click();
    await expect(carousel.getByRole('heading', { name: 'Ciências em vídeo' })).toBeVisible();
    await expect(carousel.getByTestId('banner-video')).toHaveCount(0, { timeout: 10_000 });
    await expect(carousel.getByTestId('banner-still')).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

    test('the still stays the page’s largest paint once the banner’s video plays', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await signInAs(page, VIP);
      await visit(page, '/home');
      const video = page.getByTestId('banner-carousel').getByTestId('banner-video');
      await expect(video).toHaveAttribute('src', '/media/banners/portrait.webm');
      // The clip plays in the element that showed the still as its poster; a video element added
      // once the page settled would count as a new, later largest paint (read before any input,
      // which ends the browser's count). The largest paint is the still: the page's, or the same
      // picture in the page's first frame, sent as HTML and since replaced by the page.
      await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThan(0.3);
      const still = await page.getByTestId('banner-still').first().getAttribute('src');
      const largest = await page.evaluate(
        () =>
          new Promise<{ url: string; element: string | null } | null>((resolve) => {
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null; url: string }) | undefined;
              resolve(last ? { url: new URL(last.url, location.href).pathname, element: last.element?.tagName ?? null } : null);
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      expect(largest?.url).toBe(still);
      expect(largest?.element).not.toBe('VIDEO');
    });
  });

  test('with Data Saver on, the banners keep their still pictures', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true }) }));
    await signInAs(page, VIP);
    await visit(page, '/home');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel.getByRole('heading', { name: 'Temporada de jornadas 2023' })).toBeVisible();
    // Idle callbacks run in the order asked for: two idle periods after the carousel showed, the
    // carousel's own wait for a settled page is over, and it asked for no video.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => resolve()))));
    await expect(carousel.getByTestId('banner-still')).toBeVisible();
    await expect(carousel.getByTestId('banner-video')).toHaveCount(0);
  });

  test('shows the journeys row and the started tournaments row', async ({ page }) => {
    await signInAs(page, VIP);
    await visit(page, '/home');
    await expect(page.getByRole('region', { name: 'Jornadas educacionais' }).getByRole('link', { name: /Raciocínio Lógico/ }).first()).toBeVisible();
    await showHomeTournaments(page);
    await expect(page.getByRole('region', { name: 'Torneios que começaram' }).getByRole('link').first()).toBeVisible();
  });

  test('the next matches and the tournaments row, and their requests, wait below the first view until scrolled near, or a key is pressed', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await signInAs(page, VIP);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/matches/mine') || (url.pathname.endsWith('/tournaments') && url.searchParams.get('status') === 'RUNNING')) asked.push(url.pathname);
    });
    const place = page.getByTestId('home-matches-and-tournaments');
    const settled = async () => {
      await expect(page.getByRole('region', { name: 'Jornadas educacionais' }).getByRole('link').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    };
    await visit(page, '/home');
    await settled();
    await expect(place).toHaveAttribute('data-near', 'false');
    await expect(place.getByRole('region', { name: 'Torneios que começaram' })).toHaveAttribute('aria-busy', 'true');
    expect(asked).toEqual([]);
    await place.scrollIntoViewIfNeeded();
    await expect(place.getByRole('region', { name: 'Torneios que começaram' }).getByRole('link').first()).toBeVisible();
    await expect.poll(() => asked.filter((path) => path.endsWith('/tournaments')).length).toBe(1);
    await expect.poll(() => asked.filter((path) => path.endsWith('/matches/mine')).length).toBeGreaterThan(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await visit(page, '/home');
    await settled();
    await expect(place).toHaveAttribute('data-near', 'false');
    await page.keyboard.press('Tab');
    await expect(place.getByRole('region', { name: 'Torneios que começaram' }).getByRole('link').first()).toBeAttached();
  });
});

test.describe('courses', () => {
  test('browse: my courses, open courses, the concluded message, 300 px cards leading to the detail', async ({ page }) => {
    await signInAs(page, VIP);
    await visit(page, '/courses');
    const mine = page.getByRole('region', { name: 'Meus cursos' });
    await expect(mine.getByRole('link', { name: /Raciocínio Lógico/ })).toBeVisible();
    const open = page.getByRole('region', { name: 'Cursos abertos' });
    await expect(open.getByRole('link', { name: /Empreendedorismo/ })).toBeVisible();
    await expect(page.getByText('Você ainda não concluiu nenhum curso.')).toBeVisible();
    const box = await mine.getByRole('link').first().boundingBox();
    expect(box?.width).toBe(300);
    await mine.getByRole('link', { name: /Raciocínio Lógico/ }).click();
    await expect(page).toHaveURL(/\/courses\/detail\?id=1$/);
    await expect(page.getByRole('heading', { name: 'Raciocínio Lógico', level: 1 })).toBeVisible();
  });

  test('subscribe to a free course, finish a mission on the learning page, come back to new stars, points and ranking', async ({ page }) => {
    test.slow();
    await signInAs(page, STUDENT);
    await visit(page, '/courses/detail?id=8');
    await showRanking(page);
    await expect(page.getByTestId('my-rank')).toHaveText('Você ainda não está no ranking deste curso.');
    // A blocked chapter is aria-disabled (announced as such) yet still answers a click with the reason.
    await pressBlocked(chapter(page, 'Capítulo 1'));
    await expect(page.getByTestId('locked-notice')).toContainText('Inscreva-se no curso');
    await page.getByRole('button', { name: 'Participar' }).click();
    await expect(page).toHaveURL(/\/learn\/journeys\/8$/);
    await page.getByRole('link', { name: 'Capítulo 1', exact: true }).click();
    await page.getByLabel(/Sua nota na missão I/).fill('96');
    await page.getByRole('button', { name: 'Concluir missão I' }).click();
    await expect(page).toHaveURL(/\/courses\/detail\?id=8&finished_mission=chapter-\d+-mission-1&mission_redirect_to=/);
    await skipWelcome(page);
    // The reward dialog shows the mission's reward; finishing it comes back to the course.
    const reward = page.getByRole('dialog', { name: 'Missão concluída!' });
    await expect(reward).toBeVisible();
    await reward.getByRole('button', { name: 'Concluir' }).click();
    await expect(reward).toBeHidden();
    await expect(page).toHaveURL(/\/courses\/detail\?id=8$/);
    const card = chapter(page, 'Capítulo 1');
    await expect(card).toContainText('Disponível');
    await expect(card.getByRole('img', { name: /3 de 3 estrelas/ })).toBeVisible();
    await expect(card.getByText('Missão I concluída')).toBeAttached();
    await expect(card.getByText('Missão II pendente')).toBeAttached();
    await expect(card).toContainText('Parcial');
    await showRanking(page);
    await expect(page.getByTestId('my-rank')).toHaveText(/Sua posição no ranking: \d+º/);
    await expect(page.getByTestId('my-points')).toContainText('Pensamento analítico');
    const ranking = page.getByRole('region', { name: 'Ranking' }).getByRole('region', { name: 'Ranking' });
    await ranking.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await expect(ranking.getByTestId('ranking-row').filter({ hasText: STUDENT_PLAY_ID })).toHaveAttribute('data-me', 'true');
    await expect(page.getByRole('button', { name: 'Continuar jornada' })).toBeVisible();
  });

  test('locked months and chapters block the click; premium chapters and courses open the premium dialog', async ({ page }) => {
    await signInAs(page, STUDENT);
    await visit(page, '/courses/detail?id=1');
    await pressBlocked(page.getByTestId('month-card').filter({ hasText: 'Março' }));
    await expect(page.getByTestId('locked-notice')).toContainText('bloqueado');
    await expect(page.getByRole('heading', { name: /Capítulos de Fevereiro/ })).toBeVisible();
    await pressBlocked(chapter(page, 'Capítulo 3'));
    await expect(page.getByTestId('locked-notice')).toBeVisible();
    await expect(page).toHaveURL(/\/courses\/detail\?id=1$/);

    await signOutEverywhere(page);
    await signInAs(page, EXPIRED);
    await visit(page, '/courses/detail?id=1');
    await expect(page.getByRole('heading', { name: /Capítulos de Abril/ })).toBeVisible();
    await chapter(page, 'Capítulo 9').click();
    await expect(page).toHaveURL(/premium=true&premium_journey=1|premium_journey=1&premium=true/);
    await visit(page, '/courses/detail?id=11');
    await expect(page.getByTestId('season-navigator')).toContainText('Fase 1 · Temporada 2023');
    await expect(page.getByTestId('premium-window')).toContainText('encerradas');
    await page.getByRole('button', { name: 'Participar' }).click();
    await expect(page).toHaveURL(/premium_journey=11/);
  });

  test('unknown and hostile ids, a course without campaigns and an empty ranking show clear states', async ({ page }) => {
    await signInAs(page, VIP);
    for (const id of ['999999', 'abc', '%3Cscript%3E', '-1']) {
      await visit(page, `/courses/detail?id=${id}`);
      await expect(page.getByText('Curso não encontrado')).toBeVisible();
    }
    await visit(page, '/courses/detail?id=18');
    await expect(page.getByText('Este curso ainda não tem campanhas')).toBeVisible();
    await showRanking(page);
    await expect(page.getByText('Ninguém pontuou ainda')).toBeVisible();
  });

  test('the ranking and its requests wait below the campaigns until the page is scrolled to them, or a key is pressed', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await signInAs(page, VIP);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/journeys\/1\/(leaderboard|user-rewards)/.test(request.url())) asked.push(new URL(request.url()).pathname);
    });
    const place = page.getByTestId('ranking-and-points');
    const settled = async () => {
      await expect(page.getByRole('heading', { name: /Capítulos de/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
    };
    await visit(page, '/courses/detail?id=1');
    await settled();
    await expect(place).toHaveAttribute('data-near', 'false');
    expect(asked).toEqual([]);
    await place.scrollIntoViewIfNeeded();
    await expect(place.getByRole('tab', { name: 'Ranking' })).toBeVisible();
    await expect(place.getByTestId('ranking-row').first()).toContainText('1º');
    expect(asked.some((path) => path.endsWith('/leaderboard'))).toBe(true);

    // By keyboard: the first key pressed brings it, so it is in the tab order when reached.
    await page.evaluate(() => window.scrollTo(0, 0));
    await visit(page, '/courses/detail?id=1');
    await settled();
    await expect(place).toHaveAttribute('data-near', 'false');
    await page.keyboard.press('Tab');
    await expect(place.getByRole('tab', { name: 'Ranking' })).toBeAttached();
  });

  test('the 10,000-entry ranking scrolls to its end with at most 60 rows in the page', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, VIP);
    await visit(page, '/courses/detail?id=1');
    await showRanking(page);
    const list = page.getByRole('region', { name: 'Ranking' }).getByRole('region', { name: 'Ranking' });
    await expect(list.getByTestId('ranking-row').first()).toContainText('1º');
    let most = 0;
    for (let round = 0; round < 400; round += 1) {
      await list.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
      const rows = await list.locator('li').count();
      most = Math.max(most, rows);
      const text = (await list.getByTestId('ranking-row').last().textContent()) ?? '';
      const rank = Number(/^(\d+)º/.exec(text)?.[1] ?? 0);
      if (rank >= 10_000 && (await list.locator('li[aria-hidden=true]').count()) === 0) break;
      await page.waitForTimeout(60);
    }
    const last = (await list.getByTestId('ranking-row').last().textContent()) ?? '';
    expect(Number(/^(\d+)º/.exec(last)?.[1])).toBeGreaterThanOrEqual(10_000);
    expect(most).toBeLessThanOrEqual(60);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 320, height: 720 }, hasTouch: true, isMobile: true });

  test('the banners follow a swipe either way, and the month carousel opens at the current month', async ({ page }) => {
    await signInAs(page, EXPIRED);
    await visit(page, '/home');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel.getByRole('heading', { name: 'Temporada de jornadas 2023' })).toBeVisible();
    const box = (await carousel.getByTestId('banner-slide').boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const swipe = async (from: number, to: number) => {
      const y = box.y + box.height / 2;
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: (from + to) / 2, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: to, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    };
    const right = box.x + box.width - 20;
    const left = box.x + 20;
    await swipe(right, left);
    await expect(carousel.getByRole('heading', { name: 'Seja Premium' })).toBeVisible();
    await swipe(left, right);
    await expect(carousel.getByRole('heading', { name: 'Temporada de jornadas 2023' })).toBeVisible();
    // A short slide is a tap, not a swipe: the slide stays.
    await swipe(right, right - 20);
    await expect(carousel.getByRole('heading', { name: 'Temporada de jornadas 2023' })).toBeVisible();

    // adulto's current month is April, the third card: on a phone it is the card in view, not February.
    await visit(page, '/courses/detail?id=1');
    await expect(page.getByRole('heading', { name: /Capítulos de Abril/ })).toBeVisible();
    const months = page.getByTestId('month-card');
    // Whether a card lies wholly inside the carousel's scroll box (wherever the page is scrolled).
    const shown = (month: string) =>
      months.filter({ hasText: month }).evaluate((card) => {
        const box = card.closest('[data-part="item-group"]')!.getBoundingClientRect();
        const own = card.getBoundingClientRect();
        return own.left >= box.left - 1 && own.right <= box.right + 1;
      });
    await expect.poll(() => shown('Abril')).toBe(true);
    expect(await shown('Fevereiro')).toBe(false);
    // And it stays there once the page has settled (late images, the carousel's own re-measuring).
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(await shown('Abril')).toBe(true);
  });
});

for (const width of [320, 640, 1280] as const) {
  test(`home, courses and a course detail have no serious a11y violations at ${width} px, both themes`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, VIP);
    for (const path of ['/home', '/courses', '/courses/detail?id=1', '/courses/detail?id=11']) {
      await visit(page, path);
      if (path.startsWith('/courses/detail')) await showRanking(page);
      if (path === '/home') await showHomeTournaments(page);
      await expect(page.locator('main [aria-busy=true]')).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page);
    }
    if (width < 960) {
      await visit(page, '/courses/detail?id=1');
      await showRanking(page);
      await page.getByRole('tab', { name: 'Meus pontos' }).click();
      await expect(page.getByTestId('my-points')).toBeVisible();
      await expectNoSeriousA11yViolationsInBothThemes(page);
    } else {
      await expect(page.getByTestId('ranking-side-by-side')).toBeVisible();
    }
  });
}
