import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { acceptCookiePolicy, addSession } from '../support/session';
import { skipWelcome } from '../support/welcome';

/** An account of the dev scenario (server/routes/play-dev.ts). */
export interface ScenarioAccount {
  userId: number;
  email: string;
  playId: string;
}

export interface Scenario {
  eventId: number;
  participants: { participantId: number | null; name: string | null; seed: number | null; leader: ScenarioAccount; members: ScenarioAccount[] }[];
  matches: { id: number; stage: string; roundNumber: number; number: number; status: string; side1: number | null; side2: number | null }[];
  outsider: ScenarioAccount;
  /** A TEACHER of the event's school, who organises it. */
  organiser: { userId: number; email: string };
}

/** A fresh event with fresh players (POST /dev/play/scenario), so no spec or retry meets another's data. */
export async function scenario(request: APIRequestContext, body: Record<string, unknown>): Promise<Scenario> {
  const answer = await request.post('/dev/play/scenario', { data: body });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as Scenario;
}

const contexts: BrowserContext[] = [];

/** Closes the contexts the test opened. */
export async function closeContexts() {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}

/** A player signed in in a browser context of their own. */
export async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  contexts.push(context);
  await acceptCookiePolicy(context);
  await addSession(context, email);
  return context.newPage();
}

export async function open(page: Page, path: string) {
  await page.goto(path);
  await skipWelcome(page);
}

export const toast = (page: Page, text: string | RegExp) => page.getByTestId('toast').filter({ hasText: text });

/** Saves a screenshot at a width for a person to look at (test output folder). */
export async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.waitForTimeout(200);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}
