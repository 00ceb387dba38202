import { modalMachine } from '../../src/machines/modal.machine';
import { describePaths } from './harness';

describePaths(modalMachine, {
  inputs: { unlocked: {}, locked: { locked: true } },
});
