import { assign, setup } from 'xstate';

/** Modals close by Escape or backdrop click unless locked, open with a short delay, and lock page scroll (docs/product/shell.md, Screens). */
export const MODAL_OPEN_DELAY_MS = 150;

export const modalMachine = setup({
  types: {
    context: {} as { locked: boolean },
    input: {} as { locked?: boolean },
    events: {} as
      | { type: 'modal.open' }
      | { type: 'modal.dismiss' }
      | { type: 'modal.close' }
      | { type: 'modal.lock' }
      | { type: 'modal.unlock' },
  },
  delays: {
    openDelay: MODAL_OPEN_DELAY_MS,
  },
  guards: {
    isUnlocked: ({ context }) => !context.locked,
  },
  actions: {
    lock: assign({ locked: true }),
    unlock: assign({ locked: false }),
  },
}).createMachine({
  id: 'modal',
  description: 'The base of every modal: a short open delay, dismissal by Escape or backdrop unless locked, explicit close always.',
  context: ({ input }) => ({ locked: input.locked ?? false }),
  initial: 'closed',
  on: {
    'modal.lock': { actions: 'lock', description: 'A step that must not be interrupted (e.g. a request in flight) locks the modal.' },
    'modal.unlock': { actions: 'unlock', description: 'The modal may be dismissed again.' },
  },
  states: {
    closed: {
      description: 'Nothing shown; page scroll free.',
      on: { 'modal.open': { target: 'opening', description: 'Something asks for the modal.' } },
    },
    opening: {
      description: 'A short pause before the panel appears, so quick open/close flickers are avoided.',
      after: { openDelay: { target: 'open', description: 'The delay passed: show the panel.' } },
      on: { 'modal.close': { target: 'closed', description: 'Closed again before it appeared.' } },
    },
    open: {
      description: 'Panel shown (max 515 px), backdrop over the page, page scroll locked.',
      on: {
        'modal.dismiss': {
          guard: 'isUnlocked',
          target: 'closed',
          description: 'Escape or a backdrop click closes it, unless locked.',
        },
        'modal.close': { target: 'closed', description: 'A close button or the flow itself closes it.' },
      },
    },
  },
});
