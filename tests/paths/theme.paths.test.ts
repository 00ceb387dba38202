import { themeMachine } from '@/machines/theme.machine';
import { describePaths } from './harness';

describePaths(themeMachine, {
  inputs: { storedLight: { theme: 'light' }, storedDark: { theme: 'dark' } },
  provide: { actions: { applyLight: () => {}, applyDark: () => {} } },
});
