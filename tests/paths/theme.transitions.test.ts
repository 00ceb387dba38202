import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { readTheme } from '@/api/preferences';
import { themeMachine } from '@/machines/theme.machine';

/** The browser's local storage and root element, as the theme's real actions use them. */
let stored: Map<string, string>;
let setAttribute: ReturnType<typeof vi.fn>;

beforeEach(() => {
  stored = new Map();
  setAttribute = vi.fn();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
  vi.stubGlobal('document', { documentElement: { setAttribute } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Opens the app as it does: the theme machine starts from what local storage holds. */
const openApp = () => createActor(themeMachine, { input: { theme: readTheme() } }).start();

describe('theme (docs/product/shell.md, Screens)', () => {
  test('a first visit with nothing stored shows the light theme', () => {
    expect(openApp().getSnapshot().value).toBe('light');
  });

  test('a visitor who chose dark before sees the dark theme', () => {
    stored.set('theme', 'dark');
    expect(openApp().getSnapshot().value).toBe('dark');
  });

  test('switching from light to dark stores dark and applies it to the page', () => {
    const theme = openApp();
    theme.send({ type: 'theme.toggle' });

    expect(theme.getSnapshot().value).toBe('dark');
    expect(stored.get('theme')).toBe('dark');
    expect(setAttribute).toHaveBeenLastCalledWith('data-theme', 'dark');
  });

  test('switching back from dark to light stores light', () => {
    stored.set('theme', 'dark');
    const theme = openApp();
    theme.send({ type: 'theme.toggle' });

    expect(theme.getSnapshot().value).toBe('light');
    expect(stored.get('theme')).toBe('light');
    expect(setAttribute).toHaveBeenLastCalledWith('data-theme', 'light');
  });

  test('the chosen theme is kept for the next visit', () => {
    openApp().send({ type: 'theme.toggle' });
    expect(openApp().getSnapshot().value).toBe('dark');
  });

  test('each switch runs only the action of the theme switched to', () => {
    const applyLight = vi.fn();
    const applyDark = vi.fn();
    const theme = createActor(themeMachine.provide({ actions: { applyLight, applyDark } }), { input: { theme: 'light' } }).start();

    theme.send({ type: 'theme.toggle' });
    expect(applyDark).toHaveBeenCalledTimes(1);
    expect(applyLight).not.toHaveBeenCalled();

    theme.send({ type: 'theme.toggle' });
    expect(applyLight).toHaveBeenCalledTimes(1);
    expect(theme.getSnapshot().value).toBe('light');
  });
});
