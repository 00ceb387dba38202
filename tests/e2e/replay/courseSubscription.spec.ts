import { expect, test, type Page, type Route } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import type { SubscribeTarget } from '@/machines/journeys/courseSubscription.machine';
import { courseSubscriptionMachine } from '@/machines/journeys/courseSubscription.machine';
import { acceptCookiePolicy, addSession } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The course subscription flow's generated paths replayed on course detail pages as `adulto`
 * (premium expired, so not VIP; subscribed to journey 1 only). Each press opens the course the
 * event names: a premium course (Play English, 11), a subscribed one (1) or an open free one
 * (Ciências, 8). The subscription request is held at the network and answered with the path's own
 * outcome, so nothing is stored; opening learning content is aborted at the network, so the page
 * stays and the replay counts the visits.
 */

interface PageState {
  learned: string[];
  subscriptions: Route[];
  /** What the last step should have left on screen in `ready`. */
  expect: 'button' | 'premium' | 'learning' | 'refused';
}
const pages = new WeakMap<Page, PageState>();
const stateOf = (page: Page) => pages.get(page)!;

const COURSES = { premium: 11, subscribed: 1, free: 8 } as const;

async function open({ page, context }: ScreenTools) {
  pages.set(page, { learned: [], subscriptions: [], expect: 'button' });
  await page.route('**/records/api/account/first-access', (route) => route.fulfill({ json: { messageKey: 'status:default.success' } }));
  await page.route('**/learn/**', (route) => {
    stateOf(page).learned.push(new URL(route.request().url()).pathname);
    // Aborted, the navigation leaves the page where it was.
    return route.abort('aborted');
  });
  await page.route(/\/educational\/api\/journeys\/\d+\/subscription$/, (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    stateOf(page).subscriptions.push(route);
  });
  await acceptCookiePolicy(context);
  await addSession(context, 'adulto@example.com');
  await visit(page, COURSES.free);
}

const joinButton = (page: Page) => page.getByRole('button', { name: /^(Participar|Continuar jornada)$/ }).first();

async function visit(page: Page, id: number) {
  await page.goto(`/courses/detail?id=${id}`);
  await expect(joinButton(page)).toBeEnabled();
}

async function nextSubscription(page: Page): Promise<Route> {
  await expect.poll(() => stateOf(page).subscriptions.length).toBeGreaterThan(0);
  return stateOf(page).subscriptions.shift()!;
}

const gestures = {
  'join.press': async ({ page }, event) => {
    const { course, isVip } = event as unknown as { course: SubscribeTarget; isVip: boolean };
    // adulto is not VIP: the generated paths press as a student without premium.
    expect(isVip).toBe(false);
    const id = course.monetizationType === 'PREMIUM' ? COURSES.premium : course.status === 'SUBSCRIBED' ? COURSES.subscribed : COURSES.free;
    await visit(page, id);
    const state = stateOf(page);
    state.expect = course.monetizationType === 'PREMIUM' ? 'premium' : course.status === 'SUBSCRIBED' ? 'learning' : 'button';
    state.learned = [];
    await joinButton(page).click();
  },
} satisfies GestureTable<typeof courseSubscriptionMachine>;

const outcomes = {
  subscribe: {
    done: async ({ page }: ScreenTools) => {
      stateOf(page).expect = 'learning';
      const route = await nextSubscription(page);
      await route.fulfill({ status: 201, json: { messageKey: 'status:journey.subscribed', journey: await journeyOf(route) } });
      await expect(page.getByTestId('toast').filter({ hasText: 'Inscrição na jornada confirmada!' })).toBeVisible();
    },
    error: async ({ page }: ScreenTools, event: AnyEventObject) => {
      stateOf(page).expect = 'refused';
      // The path's refusal, in the server's shape: one entry per request error.
      const { requestErrors } = (event as unknown as { error: { problem: { requestErrors: string[] } } }).error.problem;
      const route = await nextSubscription(page);
      await route.fulfill({ status: 403, json: requestErrors.map((messageKey) => ({ code: messageKey.split('.').pop(), messageKey })) });
    },
  },
};

/** The course as the server describes it, marked subscribed: what a real subscription answers. */
async function journeyOf(route: Route) {
  const response = await route.fetch({ method: 'GET', url: route.request().url().replace(/\/subscription$/, '') });
  return { ...(await response.json()), status: 'SUBSCRIBED', subscribed: true };
}

test.setTimeout(60_000);

await replayOnScreen({
  machine: courseSubscriptionMachine,
  replay: replays.courseSubscription,
  start: { '(default)': open },
  gestures,
  outcomes,
  screens: {
    ready: async ({ page }) => {
      const state = stateOf(page);
      if (state.expect === 'button') {
        await expect(joinButton(page)).toBeEnabled();
      } else if (state.expect === 'premium') {
        await expect(page).toHaveURL(/premium_journey=11/);
        await expect(page.getByRole('dialog')).toBeVisible();
      } else if (state.expect === 'learning') {
        // The course opens in the same window: one visit to its learning content.
        await expect.poll(() => state.learned.length).toBe(1);
      } else {
        await expect(page.getByTestId('toast').filter({ hasText: 'Esta jornada é conteúdo Premium. Assine o Premium para participar.' })).toBeVisible();
        await expect(joinButton(page)).toBeEnabled();
        expect(state.learned).toEqual([]);
      }
    },
    subscribing: async ({ page }) => {
      await expect(joinButton(page)).toBeDisabled();
    },
  },
});
