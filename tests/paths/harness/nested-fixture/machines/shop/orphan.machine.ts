import { setup } from 'xstate';

/** A machine in a feature folder that nobody wrote a suite for: the gate must name it. */
export const orphanMachine = setup({}).createMachine({
  id: 'orphan',
  description: 'Never tested.',
  initial: 'alone',
  states: { alone: { description: 'Alone.' } },
});
