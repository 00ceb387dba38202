import { expect } from '@playwright/test';
import { themeMachine } from '@/machines/theme.machine';
import { replayOnScreen, type GestureTable, type ScreenTools } from './screen-replay';
import { replays } from './replays';

const toggle = ({ page }: ScreenTools) => page.getByTestId('theme-toggle').first();
const storedTheme = ({ page }: ScreenTools) => page.evaluate(() => window.localStorage.getItem('theme'));

const openWithStoredTheme = (theme: 'light' | 'dark') => async (tools: ScreenTools) => {
  await tools.context.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  await tools.page.goto('/login');
  await expect(tools.page.getByRole('heading', { level: 1 })).toBeVisible();
};

const gestures = {
  'theme.toggle': async (tools) => toggle(tools).click(),
} satisfies GestureTable<typeof themeMachine>;

const shows = (theme: 'light' | 'dark') => async (tools: ScreenTools) => {
  await expect(tools.page.locator('html')).toHaveAttribute('data-theme', theme);
  await expect(toggle(tools)).toHaveAccessibleName(theme === 'dark' ? 'Ativar tema claro' : 'Ativar tema escuro');
  expect(await storedTheme(tools)).toBe(theme);
};

await replayOnScreen({
  machine: themeMachine,
  replay: replays.theme,
  start: { storedLight: openWithStoredTheme('light'), storedDark: openWithStoredTheme('dark') },
  gestures,
  screens: { light: shows('light'), dark: shows('dark') },
});
