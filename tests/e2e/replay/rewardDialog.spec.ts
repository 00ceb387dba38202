import { expect, test, type Page, type Route } from '@playwright/test';
import type { RewardStep } from '@/domain/rewards/reward-steps';
import { rewardDialogMachine } from '@/machines/rewards/rewardDialog.machine';
import { acceptCookiePolicy, openSignedIn } from '../support/session';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

/**
 * The reward dialog's generated paths replayed on /home opened after a finished mission. The
 * rewards call is held at the network and answered with each path's own outcome (an unreadable
 * answer for the failure), so the reward demo account's rewards stay unseen.
 */

const helds = new WeakMap<Page, Route[]>();

async function nextHeld(page: Page): Promise<Route> {
  await expect.poll(() => helds.get(page)!.length).toBeGreaterThan(0);
  return helds.get(page)!.shift()!;
}

const activityJson = (step: RewardStep) => ({
  source: step.source,
  sourceId: step.sourceId,
  activities: {
    GENERAL: {
      SCORE: step.score,
      CURRENT_LEVEL: step.level,
      CURRENT_XP: step.levelXp,
      NEXT_LEVEL_XP: step.nextLevelXp,
      LEVELED_UP: step.leveledUp,
      OLD_LEVEL: step.oldLevel,
      OLD_XP: 0,
      TITLE: step.title,
      DESCRIPTION: step.description,
    },
    MP: Object.fromEntries(step.matchPoints.map((mp) => [mp.key, mp.value])),
    XP: step.xpGained,
  },
});

const open = (redirect: string) => async ({ page, context }: ScreenTools) => {
  helds.set(page, []);
  await page.route('**/records/api/user/rewards/last-activities', (route) => void helds.get(page)!.push(route));
  await acceptCookiePolicy(context);
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, 'recompensas@example.com', `/home?finished_mission=m-1&mission_redirect_to=${encodeURIComponent(redirect)}`);
};

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Missão concluída!' });

const gestures = {
  'reward.continue': async ({ page }) => {
    const button = dialog(page).getByRole('button', { name: 'Continuar' });
    if (await button.count()) await button.click();
  },
  'reward.finish': async ({ page }) => {
    const button = dialog(page).getByRole('button', { name: 'Concluir' });
    if (await button.count()) await button.click();
  },
  'reward.close': async ({ page }) => page.keyboard.press('Escape'),
} satisfies GestureTable<typeof rewardDialogMachine>;

test.setTimeout(60_000);

await replayOnScreen({
  machine: rewardDialogMachine,
  replay: replays.rewardDialog,
  start: { sameOrigin: open('/tournaments'), offSite: open('javascript:alert(1)') },
  gestures,
  outcomes: {
    loadActivities: {
      done: async ({ page }, event) => {
        const steps = (event as unknown as { output: RewardStep[] }).output;
        await (await nextHeld(page)).fulfill({ json: steps.map(activityJson) });
      },
      error: async ({ page }) => (await nextHeld(page)).fulfill({ json: [{ source: 'JOURNEY', activities: 'ilegível' }] }),
    },
  },
  screens: {
    loading: async ({ page }) => {
      await expect(page).toHaveURL(/finished_mission=m-1/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    showing: async ({ page }) => {
      await expect(dialog(page).getByTestId('reward-step')).toBeVisible();
      await expect(dialog(page)).toContainText('XP conquistados');
    },
    failed: async ({ page }) => {
      await expect(page.getByRole('alertdialog', { name: 'Não deu para mostrar suas recompensas' })).toBeVisible();
    },
    'redirected (final)': async ({ page }) => {
      await expect(page).toHaveURL(/\/tournaments$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    'closed (final)': async ({ page }) => {
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    },
  },
});
