import { expect } from '@playwright/test';
import { cookieConsentMachine } from '@/machines/cookieConsent.machine';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

const banner = ({ page }: ScreenTools) => page.getByRole('region', { name: 'Aviso de cookies' });
const consentCookie = async ({ context }: ScreenTools) => (await context.cookies()).find((c) => c.name === 'CookiePolicyAccepted');

const openLogin = async ({ page }: ScreenTools) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
};

const gestures = {
  'consent.accept': async (tools) => banner(tools).getByRole('button', { name: 'Aceitar e fechar' }).click(),
} satisfies GestureTable<typeof cookieConsentMachine>;

await replayOnScreen({
  machine: cookieConsentMachine,
  replay: replays.cookieConsent,
  start: {
    firstVisit: openLogin,
    returningVisitor: async (tools) => {
      await tools.context.addCookies([{ name: 'CookiePolicyAccepted', value: 'true', url: 'http://localhost' }]);
      await openLogin(tools);
    },
  },
  gestures,
  screens: {
    asking: async (tools) => {
      await expect(banner(tools)).toBeVisible();
      await expect(banner(tools).getByRole('link', { name: 'Saiba mais' })).toBeVisible();
      expect(await consentCookie(tools)).toBeUndefined();
    },
    'accepted (final)': async (tools) => {
      await expect(banner(tools)).toHaveCount(0);
      await expect.poll(async () => (await consentCookie(tools))?.value).toBe('true');
    },
  },
});
