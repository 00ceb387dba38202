/**
 * Type-level tests, checked by `tsc --noEmit` (never run): a gesture table must name exactly
 * the events its machine accepts.
 */
import type { modalMachine } from '@/machines/modal.machine';
import type { Gesture, GestureTable } from './screen-replay';

const click: Gesture = async () => {};

// Every event of the modal machine has a gesture: accepted.
export const complete = {
  'modal.open': click,
  'modal.dismiss': click,
  'modal.close': click,
  'modal.lock': click,
  'modal.unlock': click,
} satisfies GestureTable<typeof modalMachine>;

// A machine event without a gesture fails type-checking.
export const missing = {
  'modal.open': click,
  'modal.dismiss': click,
  'modal.close': click,
  'modal.lock': click,
  // @ts-expect-error 'modal.unlock' has no gesture
} satisfies GestureTable<typeof modalMachine>;

// So does a gesture for an event the machine does not have.
export const unknown = {
  'modal.open': click,
  'modal.dismiss': click,
  'modal.close': click,
  'modal.lock': click,
  'modal.unlock': click,
  // @ts-expect-error 'modal.toggle' is not an event of the modal machine
  'modal.toggle': click,
} satisfies GestureTable<typeof modalMachine>;
