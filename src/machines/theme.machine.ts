import { setup } from 'xstate';
import { storeTheme, type Theme } from '@/api/preferences';

/** Interface theme light or dark, default light, kept in local storage (docs/product/shell.md, Screens). */
export const themeMachine = setup({
  types: {
    input: {} as { theme: Theme },
    events: {} as { type: 'theme.toggle' },
  },
  actions: {
    applyLight: () => storeTheme('light'),
    applyDark: () => storeTheme('dark'),
  },
  guards: {
    startsDark: ({ context }) => context.initial === 'dark',
  },
}).createMachine({
  id: 'theme',
  description: 'The interface theme. Light by default; the choice is kept in local storage and applied before first paint.',
  context: ({ input }) => ({ initial: input.theme }),
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Picks the stored theme once, at start.',
      always: [{ guard: 'startsDark', target: 'dark' }, { target: 'light' }],
    },
    light: {
      description: 'Light theme (the default).',
      on: { 'theme.toggle': { target: 'dark', actions: 'applyDark', description: 'The user switches to the dark theme.' } },
    },
    dark: {
      description: 'Dark theme.',
      on: { 'theme.toggle': { target: 'light', actions: 'applyLight', description: 'The user switches to the light theme.' } },
    },
  },
});
