import { expect, test, type Page } from '@playwright/test';
import { seriousA11yViolations } from '../support/axe';
import { acceptCookiePolicy, addSession } from '../support/session';

/**
 * Every screen of the product under every WCAG 2.0/2.1/2.2 A and AA rule axe has, at the three
 * widths the layout is built for, in both themes. Feature specs check their screens in their
 * states (dialogs open, errors shown); this one makes sure no screen is left out of the check.
 */
const WIDTHS = [320, 640, 1280] as const;
/** One load and six full checks make one test: a few times a single page's work. */
test.slow();
const THEMES = ['light', 'dark'] as const;

/**
 * The serious and critical findings on the page open now, for each width and theme. The widths
 * are the same page resized, as a window or a turned phone is; the theme is the `data-theme`
 * attribute on <html> and nothing else (src/api/preferences.ts), so each width is checked in both
 * themes by setting it, as the theme toggle does, on the same load.
 */
async function findingsEverywhere(page: Page, ready: (page: Page) => Promise<void>, { idle = true } = {}): Promise<string[]> {
  const findings: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0], height: 800 });
  await ready(page);
  // A live page (tournament play's event stream) keeps a request open: it never goes idle.
  if (idle) await page.waitForLoadState('networkidle');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await ready(page);
    for (const theme of THEMES) {
      await page.evaluate((value) => document.documentElement.setAttribute('data-theme', value), theme);
      for (const finding of await seriousA11yViolations(page)) findings.push(`${theme} ${width} px: ${finding}`);
    }
  }
  return findings;
}

const h1 = async (page: Page) => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();

const publicScreens: { path: string; name: string }[] = [
  { path: '/', name: 'the landing page' },
  { path: '/login', name: 'sign-in choice' },
  { path: '/register', name: 'registration' },
  { path: '/pagina-que-nao-existe', name: 'not found' },
  { path: '/guardian/consent/demo-consentimento-lara-0001', name: "a guardian's consent link, signed out" },
  { path: '/appeal/link-de-recurso-que-nao-existe-0000', name: 'an appeal link that does not exist' },
  { path: '/school/accreditation/link-de-escola-que-nao-existe-0000', name: "a school's accreditation link that does not exist" },
];

for (const screen of publicScreens) {
  test(`${screen.name} (${screen.path}) has no serious finding at any width, in either theme`, async ({ page }) => {
    await acceptCookiePolicy(page.context());
    await page.goto(screen.path);
    const findings = await findingsEverywhere(page, h1);
    expect(findings, findings.join('\n')).toEqual([]);
  });
}

test("the token server's sign-in and forgotten-password pages have no serious finding at any width", async ({ page }) => {
  // Server pages follow the system's colour scheme rather than the app's stored choice.
  const findingsByScheme = async (name: string) => {
    const findings: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await h1(page);
        for (const finding of await seriousA11yViolations(page)) findings.push(`${name}, ${colorScheme} ${width} px: ${finding}`);
      }
    }
    return findings;
  };
  await acceptCookiePolicy(page.context());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Já tenho conta' }).click();
  await expect(page).toHaveURL(/\/login-actions\/authenticate\//);
  const findings = await findingsByScheme('sign-in');
  await page.getByRole('link', { name: /esqueci|esqueceu/i }).click();
  findings.push(...(await findingsByScheme('forgotten password')));
  expect(findings, findings.join('\n')).toEqual([]);
});

/** `state` tells apart a screen checked twice, in another state (another account's view of it). */
const privateScreens: { path: string; as: string; state?: string }[] = [
  { path: '/home', as: 'aluna.vip@example.com' },
  { path: '/courses', as: 'aluna.vip@example.com' },
  { path: '/courses/detail?id=1', as: 'aluna.vip@example.com' },
  { path: '/tournaments', as: 'aluna.vip@example.com' },
  { path: '/my-tournaments', as: 'aluna.vip@example.com' },
  { path: '/tournaments/detail?id=1', as: 'aluna.vip@example.com' },
  { path: '/teams', as: 'aluna.vip@example.com' },
  { path: '/teams', as: 'menor.vinculado@example.com', state: "an adult's invitation held for the guardian" },
  { path: '/profile', as: 'aluna.vip@example.com' },
  { path: '/profile/personal-data', as: 'aluna.vip@example.com' },
  { path: '/profile/my-clan', as: 'aluna.vip@example.com' },
  { path: '/profile/sponsor', as: 'aluna.vip@example.com' },
  { path: '/profile/accounts-link', as: 'aluna.vip@example.com' },
  { path: '/profile/avatar', as: 'aluna.vip@example.com' },
  { path: '/profile/my-data', as: 'aluna.vip@example.com' },
  { path: '/profile/my-data', as: 'exclusao.agendada@example.com', state: 'an erasure scheduled' },
  { path: '/change-password', as: 'aluna.vip@example.com' },
  { path: '/invite-friends', as: 'aluna.vip@example.com' },
  { path: '/school-authorize', as: 'diretor@example.com' },
  { path: '/invited-friends', as: 'admin@example.com' },
  { path: '/organiser', as: 'educador@example.com' },
  { path: '/organiser/new', as: 'educador@example.com' },
  { path: '/organiser/event?id=1', as: 'admin@example.com' },
  { path: '/guardian', as: 'responsavel@example.com' },
  { path: '/home', as: 'menor.vinculado@example.com', state: "a supervised minor's top bar" },
  { path: '/guardian/consent/demo-consentimento-lara-0001', as: 'responsavel@example.com', state: 'the guardian confirming' },
  { path: '/home', as: 'menor.pendente@example.com', state: "a minor's guardian notice" },
  { path: '/profile/sponsor', as: 'menor.pendente@example.com', state: 'a guardian waiting to consent' },
  { path: '/admin/reports', as: 'admin@example.com', state: 'the moderation queue' },
  { path: '/admin/reports?view=decided', as: 'admin@example.com', state: 'the decided reports' },
];

for (const screen of privateScreens) {
  test(`${screen.path}${screen.state ? ` (${screen.state})` : ''} signed in has no serious finding at any width, in either theme`, async ({ page }) => {
    await acceptCookiePolicy(page.context());
    await addSession(page.context(), screen.as);
    await page.goto(screen.path);
    await expect(page).toHaveURL(new RegExp(`${screen.path.replace(/[?]/g, '\\?')}`));
    const findings = await findingsEverywhere(page, h1);
    expect(findings, findings.join('\n')).toEqual([]);
  });
}

test("a supervised minor's page, as their guardian sees it, has no serious finding at any width, in either theme", async ({ page }) => {
  const answer = await page.request.post('/dev/guardians/family', {
    data: { consented: true, controls: { dailyLimitMinutes: 60, purchasesBlocked: true }, usedTodaySeconds: 40 * 60, adultInvite: true },
  });
  expect(answer.status()).toBe(201);
  const family = (await answer.json()) as { minor: { id: number }; guardian: { email: string } };
  await acceptCookiePolicy(page.context());
  await addSession(page.context(), family.guardian.email);
  await page.goto(`/guardian/${family.minor.id}`);
  const findings = await findingsEverywhere(page, async (p) => {
    await h1(p);
    await expect(p.getByTestId('usage-chart')).toBeAttached();
    await expect(p.getByTestId('minor-invite')).toBeAttached();
    // The data rights' sections close the page and load when it is scrolled to them.
    await p.getByTestId('minor-data-rights').scrollIntoViewIfNeeded();
    await expect(p.getByTestId('deletion-section')).toBeAttached();
  });
  expect(findings, findings.join('\n')).toEqual([]);
});

test('an appeal link of a suspension, signed out, has no serious finding at any width, in either theme', async ({ page }) => {
  const answer = await page.request.post('/dev/moderation/sanction', { data: { action: 'SUSPEND' } });
  expect(answer.status()).toBe(201);
  const { appealPath } = (await answer.json()) as { appealPath: string };
  await acceptCookiePolicy(page.context());
  await page.goto(appealPath);
  const findings = await findingsEverywhere(page, async (p) => {
    await h1(p);
    await expect(p.getByRole('textbox', { name: 'Por que a decisão deveria mudar?' })).toBeVisible();
  });
  expect(findings, findings.join('\n')).toEqual([]);
});

/** Tournament play (docs/product/play.md, Screens) on a fresh running event of the dev scenario: the bracket and standings tabs and a match page. */
test.describe('tournament play', () => {
  const playScreens = [
    { name: 'the bracket tab', path: (eventId: number) => `/tournaments/detail?id=${eventId}&tab=bracket`, ready: (page: Page) => expect(page.getByRole('list', { name: 'Rodadas de Chave principal' })).toBeVisible() },
    { name: 'the standings tab', path: (eventId: number) => `/tournaments/detail?id=${eventId}&tab=standings`, ready: (page: Page) => expect(page.getByRole('table', { name: 'Classificação do torneio' })).toBeVisible() },
    { name: 'a match page', path: (_: number, matchId: number) => `/matches/${matchId}`, ready: (page: Page) => expect(page.getByTestId('match-state')).toBeVisible() },
  ];
  for (const screen of playScreens) {
    test(`${screen.name} signed in has no serious finding at any width, in either theme`, async ({ page }) => {
      const answer = await page.request.post('/dev/play/scenario', { data: { phase: 'RUNNING', participants: 4, bestOf: 3 } });
      expect(answer.status()).toBe(201);
      const event = (await answer.json()) as { eventId: number; participants: { leader: { email: string } }[]; matches: { id: number }[] };
      await acceptCookiePolicy(page.context());
      await addSession(page.context(), event.participants[0]!.leader.email);
      await page.goto(screen.path(event.eventId, event.matches[0]!.id));
      const findings = await findingsEverywhere(
        page,
        async (p) => {
          await h1(p);
          await screen.ready(p);
        },
        { idle: false },
      );
      expect(findings, findings.join('\n')).toEqual([]);
    });
  }
});
