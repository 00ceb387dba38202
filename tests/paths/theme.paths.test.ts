import { themeMachine } from '../../src/machines/theme.machine';
import { describePaths } from './harness';

describePaths(themeMachine, {
  inputs: { storedLight: { theme: 'light' }, storedDark: { theme: 'dark' } },
  provide: { actions: { applyLight: () => {}, applyDark: () => {} } },
});
