import { createActor } from 'xstate';
import { expect, test } from 'vitest';
import { basketMachine } from '../../machines/shop/basket.machine';

test('emptying a filled basket leaves it empty with no items', () => {
  const actor = createActor(basketMachine).start();
  actor.send({ type: 'basket.add' });
  actor.send({ type: 'basket.add' });
  actor.send({ type: 'basket.empty' });
  expect(actor.getSnapshot().value).toBe('empty');
  expect(actor.getSnapshot().context.items).toBe(0);
});
