import { setup } from 'xstate';

/** Layout (docs/product/shell.md, Screens): desktop side bar expanded (172 px) or collapsed (68 px); full-screen menu on small screens. */
export const navigationMachine = setup({
  types: {
    events: {} as { type: 'sidebar.toggle' } | { type: 'menu.open' } | { type: 'menu.close' } | { type: 'navigated' },
  },
}).createMachine({
  id: 'navigation',
  description: 'The authenticated layout’s navigation: the desktop side bar and the small-screen menu, independent of each other.',
  type: 'parallel',
  states: {
    sidebar: {
      description: 'Desktop side bar; expanded by default.',
      initial: 'expanded',
      states: {
        expanded: {
          description: 'Icons with labels, 172 px wide.',
          on: { 'sidebar.toggle': { target: 'collapsed', description: 'The user collapses the side bar.' } },
        },
        collapsed: {
          description: 'Icons only with tooltips, 68 px wide.',
          on: { 'sidebar.toggle': { target: 'expanded', description: 'The user expands the side bar.' } },
        },
      },
    },
    mobileMenu: {
      description: 'Small-screen full-screen menu opened by the hamburger.',
      initial: 'closed',
      states: {
        closed: {
          description: 'Page content visible.',
          on: { 'menu.open': { target: 'open', description: 'The user taps the hamburger.' } },
        },
        open: {
          description: 'The full-screen menu covers the page.',
          on: {
            'menu.close': { target: 'closed', description: 'The user closes the menu (button or Escape).' },
            navigated: { target: 'closed', description: 'Choosing an entry navigates and closes the menu.' },
          },
        },
      },
    },
  },
});
