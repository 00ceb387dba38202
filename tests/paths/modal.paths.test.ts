import { modalMachine } from '@/machines/modal.machine';
import { describePaths } from './harness';

describePaths(modalMachine, {
  inputs: { unlocked: {}, locked: { locked: true } },
});
