import { basketMachine } from '../../machines/shop/basket.machine';
import { describePaths } from '../../../index';

// A nested machine's generated paths run and reach 100 % like any product machine's.
describePaths(basketMachine, {});
