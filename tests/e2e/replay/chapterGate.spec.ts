import { expect, test, type Page } from '@playwright/test';
import type { ChapterPress } from '@/machines/journeys/chapterGate.machine';
import { chapterGateMachine } from '@/machines/journeys/chapterGate.machine';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The campaign/chapter gate's generated paths replayed on /courses/detail?id=1 as `adulto`
 * (premium expired; February and March done, so April is the last available month and premium
 * content, May is locked). Opening learning content is aborted at the network, so the
 * page stays and the replay counts the visits; the premium dialog's URL flag is taken back.
 */

const learned = new WeakMap<Page, string[]>();

async function open({ page, context }: ScreenTools) {
  learned.set(page, []);
  await page.route('**/records/api/account/first-access', (route) => route.fulfill({ json: { messageKey: 'status:default.success' } }));
  await page.route('**/learn/**', (route) => {
    learned.get(page)!.push(new URL(route.request().url()).pathname);
    // Aborted, the navigation leaves the page where it was.
    return route.abort('aborted');
  });
  await acceptCookiePolicy(context);
  await openSignedIn(page, 'adulto@example.com', '/courses/detail?id=1');
  await expect(page.getByRole('heading', { name: /Capítulos de Abril/ })).toBeVisible();
}

const MONTHS = ['Fevereiro', 'Março', 'Abril', 'Maio'];
const month = (page: Page, index: number) => page.getByTestId('month-card').filter({ hasText: MONTHS[index]! });
const chapter = (page: Page, title: string) => page.getByTestId('chapter-card').filter({ hasText: new RegExp(`^${title}(?!\\d)`) });

async function press(page: Page, target: ReturnType<typeof month>) {
  await target.focus();
  await target.press('Enter');
}

async function show(page: Page, index: number, heading: RegExp) {
  await press(page, month(page, index));
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

const gestures = {
  'campaign.select': async ({ page }, event) => {
    const { index } = event as unknown as { index: number };
    await press(page, month(page, index));
  },
  'chapter.press': async ({ page }, event) => {
    const { chapter: sample } = event as unknown as { chapter: ChapterPress };
    if (sample.chapterStatus === 'LOCKED') {
      // April's second chapter waits for the first.
      await show(page, 2, /Capítulos de Abril/);
      await press(page, chapter(page, 'Capítulo 10'));
    } else if (sample.requiresPremium) {
      await show(page, 2, /Capítulos de Abril/);
      await press(page, chapter(page, 'Capítulo 9'));
      // adulto is not VIP: the premium dialog's flag; taken back so the next step sees the page.
      await expect(page).toHaveURL(/premium=true/);
      await page.goBack();
      await expect(page).not.toHaveURL(/premium=true/);
    } else {
      await show(page, 1, /Capítulos de Março/);
      const before = learned.get(page)!.length;
      await press(page, chapter(page, 'Capítulo 5'));
      await expect.poll(() => learned.get(page)!.length).toBe(before + 1);
    }
  },
  'notice.dismiss': async ({ page }) => page.getByRole('button', { name: 'Fechar aviso' }).click(),
} satisfies GestureTable<typeof chapterGateMachine>;

test.setTimeout(120_000);

await replayOnScreen({
  machine: chapterGateMachine,
  replay: replays.chapterGate,
  start: { first: open },
  gestures: gestures as GestureTable<typeof chapterGateMachine>,
  screens: {
    browsing: async ({ page }) => {
      await expect(page.getByTestId('locked-notice')).toHaveCount(0);
      await expect(page.getByTestId('month-card').first()).toBeVisible();
    },
    lockedNotice: async ({ page }) => {
      await expect(page.getByTestId('locked-notice')).toContainText('bloqueado');
    },
  },
});
