import { navigationMachine } from '../../src/machines/navigation.machine';
import { describePaths } from './harness';

describePaths(navigationMachine);
