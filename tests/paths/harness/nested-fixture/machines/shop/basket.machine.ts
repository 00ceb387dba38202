import { assign, setup } from 'xstate';

/** A machine in a feature folder, as product machines are (src/machines/<feature>/<flow>.machine.ts). */
export const basketMachine = setup({
  types: {
    context: {} as { items: number },
    events: {} as { type: 'basket.add' } | { type: 'basket.empty' },
  },
  guards: {
    hasRoom: ({ context }) => context.items < 3,
  },
  actions: {
    addItem: assign({ items: ({ context }) => context.items + 1 }),
    emptyBasket: assign({ items: 0 }),
  },
}).createMachine({
  id: 'basket',
  description: 'A basket that holds up to three items and empties.',
  context: { items: 0 },
  initial: 'empty',
  states: {
    empty: {
      description: 'Nothing in the basket yet.',
      on: { 'basket.add': { target: 'filled', actions: 'addItem', description: 'The first item goes in.' } },
    },
    filled: {
      description: 'Some items in the basket.',
      on: {
        'basket.add': { guard: 'hasRoom', actions: 'addItem', description: 'One more item, up to three.' },
        'basket.empty': { target: 'empty', actions: 'emptyBasket', description: 'Everything comes out.' },
      },
    },
  },
});
