/**
 * Answer contracts that several modules share. A contract one module uses lives in that module:
 * a module lands whole in the first chunk that imports it.
 */
import typia from 'typia';
import type { Profile } from '@/contract/profile';
import type { Contract } from './http';

export const profileContract: Contract<Profile> = {
  is: typia.createIs<Profile>(),
  explain: () => import('./contract-reports').then((reports) => reports.validateProfile),
};
