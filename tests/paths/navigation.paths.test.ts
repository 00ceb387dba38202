import { navigationMachine } from '@/machines/navigation.machine';
import { describePaths } from './harness';

describePaths(navigationMachine);
